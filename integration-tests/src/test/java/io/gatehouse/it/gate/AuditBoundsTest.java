package io.gatehouse.it.gate;

import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Refused calls spend no quota, so nothing they carry may grow the audit files the keys' disk shares:
 * five calls with 900 KB JSON-RPC ids, refused by the key's scope, add a few KiB, not megabytes.
 */
class AuditBoundsTest extends GatedGatewayTest {

  private static final int CALLS = 5;
  private static final int ID_CHARS = 900_000;

  @Test
  void megabyteRequestIdsOfRefusedCallsAddAFewKilobytesToTheTrail() throws Exception {
    JsonObject key = gateway.dataKey("huge-ids@example.com", "fred");
    long before = auditBytes();
    for (int i = 0; i < CALLS; i++) {
      String id = i + "x".repeat(ID_CHARS);
      JsonObject call = new JsonObject().put("jsonrpc", "2.0").put("id", id).put("method", "tools/call")
        .put("params", new JsonObject().put("name", "sec_company_facts")
          .put("arguments", new JsonObject().put("cik", "320193")).put("_meta", new JsonObject()
            .put("io.modelcontextprotocol/protocolVersion", "2026-07-28")
            .put("io.modelcontextprotocol/clientCapabilities", new JsonObject())
            .put("io.modelcontextprotocol/clientInfo", new JsonObject().put("name", "gate-it").put("version", "1"))));
      HttpResponse<String> r = gateway.send(HttpRequest.newBuilder(gateway.uri(GatedGateway.DATA_MCP))
        .header("Authorization", "Bearer " + key.getString("api_key")).header("Content-Type", "application/json")
        .header("Accept", "application/json, text/event-stream").header("MCP-Protocol-Version", "2026-07-28")
        .header("Mcp-Method", "tools/call").header("Mcp-Name", "sec_company_facts")
        .POST(HttpRequest.BodyPublishers.ofString(call.encode())));
      assertEquals(200, r.statusCode(), r.body().substring(0, Math.min(300, r.body().length())));
      GateAssertions.outOfScope(new JsonObject(r.body()), "sec_company_facts");
    }
    List<JsonObject> records = gateway.auditOf(key.getString("key_id"), rs -> rs.size() >= CALLS);
    assertEquals(CALLS, GatedGateway.records(records, "sec_company_facts", "insufficient-scope").size());
    for (JsonObject record : records) {
      assertTrue(record.getString("request_id").startsWith("sha256:"), record.encode());
      assertTrue(record.encode().length() < 2048, record.encode());
    }
    long added = auditBytes() - before;
    assertTrue(added > 0 && added < CALLS * 2048L, "the trail grew by " + added + " bytes for " + CALLS + " calls");
  }

  private long auditBytes() throws IOException {
    Path folder = dir.resolve("audit");
    if (!Files.isDirectory(folder)) return 0;
    try (Stream<Path> files = Files.list(folder)) {
      return files.mapToLong(f -> f.toFile().length()).sum();
    }
  }
}
