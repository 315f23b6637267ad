package io.gatehouse.it;

import io.vertx.core.json.JsonObject;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What every audit record of a fred_series call made with {@link AuditClient} must hold. */
final class AuditRecords {

  private AuditRecords() {
  }

  /** One successful fred_series call of this key for this series, with its trace, and no arguments kept. */
  static void assertSeriesCall(JsonObject record, JsonObject issued, String series, boolean rest) throws Exception {
    String text = record.encode();
    assertNotNull(record.getString("at"), text);
    assertEquals("public-data", record.getString("server"), text);
    assertEquals(issued.getString("key_id"), record.getString("key_id"), text);
    assertTrue(record.getString("fingerprint").startsWith("pd_live_…"), text);
    assertEquals("free", record.getString("plan"), text);
    assertEquals("fred_series", record.getString("tool"), text);
    assertEquals(rest ? "GET /api/v1/fred/series/" + series : null, record.getString("route"), text);
    assertEquals(sha256(new JsonObject().put("series_id", series).encode()), record.getString("arguments_sha256"), text);
    assertFalse(record.containsKey("arguments"), "arguments are kept only where the deployment opts in: " + text);
    assertEquals("ok", record.getString("outcome"), text);
    JsonObject source = record.getJsonArray("sources").getJsonObject(0);
    assertEquals("ok", source.getString("status"), text);
    assertNotNull(source.getString("name"), text);
    assertNotNull(source.getString("retrieved_at"), text);
    assertTrue(record.getDouble("latency_ms") >= 0, text);
    assertNotNull(record.getString("request_id"), text);
    assertEquals(AuditClient.TRACE_ID, record.getString("trace_id"), text);
    assertEquals(AuditClient.SPAN_ID, record.getString("span_id"), text);
  }

  /** No key string anywhere: not in the export, nor in any file under the data folder. */
  static void assertNoKey(List<String> keys, String export, Path dataDir) throws IOException {
    List<Path> files;
    try (Stream<Path> walk = Files.walk(dataDir)) {
      files = walk.filter(Files::isRegularFile).toList();
    }
    for (String key : keys) {
      assertFalse(export.contains(key), "no key in the export");
      for (Path file : files) {
        assertFalse(Files.readString(file, StandardCharsets.ISO_8859_1).contains(key), "no key in " + file);
      }
    }
  }

  static String sha256(String text) throws Exception {
    return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
  }
}
