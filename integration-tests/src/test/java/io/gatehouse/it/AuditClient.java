package io.gatehouse.it;

import io.gatehouse.gateway.testing.FakeUpstream;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.client.HttpResponse;
import io.vertx.ext.web.client.WebClient;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * A Public Data Service client for the audit trail's tests: keys, FRED calls over REST and MCP
 * (directly and through call_tool, with a traceparent), and reading the trail and /metrics back.
 * Blocking: tests run it on their own thread.
 */
public final class AuditClient {

  public static final String ADMIN = "audit-admin-token";
  public static final String TRACE_ID = "4bf92f3577b34da6a3ce929d0e0e4736";
  public static final String SPAN_ID = "00f067aa0ba902b7";
  public static final String TRACEPARENT = "00-" + TRACE_ID + "-" + SPAN_ID + "-01";

  private final WebClient client;
  private final String base;

  public AuditClient(WebClient client, String baseUrl) {
    this.client = client;
    this.base = baseUrl;
  }

  /** A free Public Data key: {api_key, key_id, ...}. */
  public JsonObject register(String email) {
    HttpResponse<Buffer> r = await(client.postAbs(base + "/api/v1/auth/register")
      .sendJsonObject(new JsonObject().put("email", email).put("name", "Audit")));
    if (r.statusCode() != 201) throw new AssertionError(r.statusCode() + " " + r.bodyAsString());
    return r.bodyAsJsonObject();
  }

  /** GET /api/v1/fred/series/{id} with the W3C traceparent header. */
  public HttpResponse<Buffer> restSeries(String key, String id) {
    return await(client.getAbs(base + "/api/v1/fred/series/" + id).putHeader("X-API-Key", key)
      .putHeader("traceparent", TRACEPARENT).send());
  }

  /** tools/call of fred_series, the traceparent in {@code _meta}; via call_tool when asked. */
  public JsonObject mcpSeries(String key, String id, boolean viaCallTool) {
    JsonObject arguments = new JsonObject().put("series_id", id);
    String tool = viaCallTool ? "call_tool" : "fred_series";
    JsonObject args = viaCallTool ? new JsonObject().put("name", "fred_series").put("arguments", arguments) : arguments;
    JsonObject params = new JsonObject().put("name", tool).put("arguments", args).put("_meta", new JsonObject()
      .put("traceparent", TRACEPARENT)
      .put("io.modelcontextprotocol/protocolVersion", "2026-07-28")
      .put("io.modelcontextprotocol/clientCapabilities", new JsonObject())
      .put("io.modelcontextprotocol/clientInfo", new JsonObject().put("name", "it").put("version", "1")));
    JsonObject call = new JsonObject().put("jsonrpc", "2.0").put("id", 1).put("method", "tools/call").put("params", params);
    HttpResponse<Buffer> r = await(client.postAbs(base + "/api/v1/data/query").putHeader("X-API-Key", key)
      .putHeader("Accept", "application/json, text/event-stream").putHeader("MCP-Protocol-Version", "2026-07-28")
      .putHeader("Mcp-Method", "tools/call").putHeader("Mcp-Name", tool).sendJsonObject(call));
    if (r.statusCode() != 200 || r.bodyAsJsonObject().containsKey("error")) {
      throw new AssertionError(r.statusCode() + " " + r.bodyAsString());
    }
    return r.bodyAsJsonObject().getJsonObject("result");
  }

  /** GET /admin/audit with these query parameters ("key=..&tool=.."), as records. */
  public List<JsonObject> adminExport(String query) {
    return jsonLines(await(client.getAbs(base + "/admin/audit?" + query)
      .putHeader("Authorization", "Bearer " + ADMIN).send()));
  }

  /** The key holder's own records, beside the product's usage page. */
  public List<JsonObject> ownRecords(String key, String query) {
    return jsonLines(await(client.getAbs(base + "/api/v1/auth/usage/audit?" + query).putHeader("X-API-Key", key).send()));
  }

  /** The value of one Prometheus sample, e.g. {@code gatehouse_audit_backlog}, or -1 when absent. */
  public double metric(String sample) {
    String text = await(client.getAbs(base + "/metrics").send()).bodyAsString();
    return Arrays.stream(text.split("\n")).filter(line -> line.startsWith(sample + " "))
      .mapToDouble(line -> Double.parseDouble(line.substring(sample.length() + 1).trim())).findFirst().orElse(-1);
  }

  public static List<JsonObject> jsonLines(HttpResponse<Buffer> r) {
    if (r.statusCode() != 200) throw new AssertionError(r.statusCode() + " " + r.bodyAsString());
    if (!"application/jsonl".equals(r.getHeader("Content-Type"))) throw new AssertionError(r.getHeader("Content-Type"));
    return lines(r.bodyAsString());
  }

  public static List<JsonObject> lines(String text) {
    return text == null || text.isEmpty() ? List.of()
      : Arrays.stream(text.split("\n")).filter(l -> !l.isBlank()).map(JsonObject::new).toList();
  }

  /** A started fake FRED that answers every series. */
  public static FakeUpstream fakeFred(Vertx vertx) {
    FakeUpstream fred = FakeUpstream.create(vertx).get("/fred/series", rc -> rc.response()
      .putHeader("Content-Type", "application/json").end(series(rc.queryParams().get("series_id"))));
    fred.start(vertx).await();
    return fred;
  }

  /** The environment that points a gateway's FRED provider, with a well-formed key, at {@code fred}. */
  public static Map<String, String> fredEnvironment(FakeUpstream fred) {
    return Map.of("GATEHOUSE_UPSTREAM_OVERRIDES", "api.stlouisfed.org=" + fred.baseUrl(),
      "FRED_API_KEY", "abcdefghijklmnopqrstuvwxyz123456");
  }

  /** The FRED fake's answer for a series. */
  public static String series(String id) {
    return new JsonObject().put("seriess", new JsonArray().add(new JsonObject().put("id", id))).encode();
  }

  /**
   * The shipped configuration with the data folder, the admin token and these replacements of its
   * text (e.g. the audit buffer's size), written next to the data folder: for gateways and the CLI.
   */
  public static Path config(Path dataDir, Map<String, String> replacements) throws IOException {
    String text = Files.readString(ConfiguredGateway.CONFIG).replace("dataDir: ./data", "dataDir: " + dataDir)
      .replace("pluginsDir: ./plugins", "pluginsDir: " + dataDir.resolve("no-plugins"))
      .replace("# admin:\n#   token: change-me", "admin:\n  token: " + ADMIN);
    for (Map.Entry<String, String> r : replacements.entrySet()) {
      if (!text.contains(r.getKey())) throw new IllegalStateException("no " + r.getKey() + " in the shipped configuration");
      text = text.replace(r.getKey(), r.getValue());
    }
    Path file = dataDir.resolveSibling(dataDir.getFileName() + ".yaml");
    Files.writeString(file, text);
    return file;
  }

  static <T> T await(io.vertx.core.Future<T> future) {
    try {
      return future.toCompletionStage().toCompletableFuture().get(30, TimeUnit.SECONDS);
    } catch (Exception e) {
      throw new AssertionError(e);
    }
  }
}
