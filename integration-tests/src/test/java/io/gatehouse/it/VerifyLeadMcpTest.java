package io.gatehouse.it;

import io.gatehouse.gateway.Gateway;
import io.gatehouse.gateway.testing.FakeUpstream;
import io.gatehouse.providers.email.FakeDns;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.client.HttpResponse;
import io.vertx.ext.web.client.WebClient;
import io.vertx.junit5.VertxExtension;
import io.vertx.junit5.VertxTestContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Lead Verification as shipped, end to end over MCP: email_check against a local DNS server and
 * verify_lead over the vat and email providers (a fake VIES, the same DNS server), with progress.
 * The sanctions and register providers are not installed here, which verify_lead must survive.
 */
@ExtendWith(VertxExtension.class)
class VerifyLeadMcpTest {

  private static final String VALID_NL = "NL004495445B01";

  @TempDir
  Path dir;

  private FakeUpstream vies;
  private FakeDns dns;
  private Gateway gateway;
  private WebClient client;
  private TasksClient tasks;
  private String key;

  @BeforeEach
  void start(Vertx vertx, VertxTestContext ctx) {
    client = WebClient.create(vertx);
    vies = FakeUpstream.create(vertx).post("/taxation_customs/vies/rest-api/check-vat-number", rc ->
      rc.request().body().onSuccess(body -> {
        JsonObject request = body.toJsonObject();
        boolean known = (request.getString("countryCode") + request.getString("vatNumber")).equals(VALID_NL);
        JsonObject answer = new JsonObject().put("countryCode", request.getString("countryCode"))
          .put("vatNumber", request.getString("vatNumber")).put("requestDate", "2026-11-22T09:00:00.000Z")
          .put("valid", known).put("name", known ? "LEADS TEST B.V." : "---").put("address", "---");
        rc.response().putHeader("Content-Type", "application/json").end(answer.encode());
      }));
    FakeDns.start(vertx).compose(d -> {
      dns = d.mx("leads.test", 10, "mx.leads.test").txt("leads.test", "v=spf1 -all")
        .txt("_dmarc.leads.test", "v=DMARC1; p=quarantine")
        .nullMx("nomail.test");
      return vies.start(vertx);
    }).compose(u -> ConfiguredGateway.start(vertx, dir, Map.of(
        "GATEHOUSE_UPSTREAM_OVERRIDES", "ec.europa.eu=" + u.baseUrl(),
        "EMAIL_RESOLVER", dns.address())))
      .compose(g -> {
        gateway = g;
        tasks = new TasksClient(vertx, client, g.baseUrl() + "/mcp");
        return client.postAbs(g.baseUrl() + "/v1/keys/create").sendJsonObject(new JsonObject().put("email", "it@leads.test"));
      })
      .onComplete(ctx.succeeding(signup -> {
        key = signup.bodyAsJsonObject().getString("api_key");
        ctx.completeNow();
      }));
  }

  @AfterEach
  void stop(VertxTestContext ctx) {
    (gateway == null ? Future.<Void>succeededFuture() : gateway.stop())
      .compose(v -> Future.join(vies.close(), dns.close())).onComplete(ctx.succeedingThenComplete());
  }

  @Test
  void emailCheckAsksTheConfiguredResolver(VertxTestContext ctx) {
    call("email_check", new JsonObject().put("email", "Jan@Leads.test"), null).onComplete(ctx.succeeding(events -> ctx.verify(() -> {
      JsonObject out = result(events);
      assertEquals("deliverable", out.getString("status"), out.encode());
      assertEquals("mx.leads.test", out.getJsonArray("mx").getJsonObject(0).getString("host"));
      assertEquals("quarantine", out.getString("dmarc_policy"));
      JsonObject resolver = out.getJsonArray("sources").getJsonObject(2);
      assertEquals("dns://" + dns.address(), resolver.getString("url"));
      ctx.completeNow();
    })));
  }

  @Test
  void aLeadWithARegisteredVatNumberAndAWorkingMailboxIsVerifiedWithProgress(VertxTestContext ctx) {
    JsonObject lead = new JsonObject().put("vat_number", "nl 0044.95.445.b01").put("email", "jan@leads.test");
    call("verify_lead", lead, "lead-1").onComplete(ctx.succeeding(events -> ctx.verify(() -> {
      List<JsonObject> progress = progress(events);
      assertEquals(2, progress.size(), events.toString());
      assertEquals("lead-1", progress.get(0).getValue("progressToken"));
      assertEquals(1.0, progress.get(0).getDouble("progress"));
      assertEquals(2.0, progress.get(1).getDouble("progress"));
      assertEquals(2.0, progress.get(1).getDouble("total"));
      JsonObject out = result(events);
      assertEquals("verified", out.getString("verdict"), out.encode());
      List<String> sources = out.getJsonArray("sources").stream().map(s -> ((JsonObject) s).getString("name")).toList();
      assertTrue(sources.contains("VIES (European Commission)"), sources.toString());
      assertTrue(sources.contains("DNS resolver"), sources.toString());
      ctx.completeNow();
    })));
  }

  @Test
  void anUnregisteredVatNumberOrADeadDomainRejects(VertxTestContext ctx) {
    JsonObject lead = new JsonObject().put("vat_number", "DE129273398").put("email", "jan@nomail.test");
    call("verify_lead", lead, null).onComplete(ctx.succeeding(events -> ctx.verify(() -> {
      JsonObject out = result(events);
      assertEquals("reject", out.getString("verdict"), out.encode());
      String reasons = out.getJsonArray("reasons").encode();
      assertTrue(reasons.contains("not registered"), reasons);
      assertTrue(reasons.contains("null MX"), reasons);
      ctx.completeNow();
    })));
  }

  /**
   * One audit record for the call, with the verdict, its reason codes and the sources; and one for each
   * check it ran, as its child (the call's request id as their parent).
   */
  @Test
  void aVerifyLeadCallIsAuditedOnceWithItsVerdictAndReasonCodes() {
    JsonObject lead = new JsonObject().put("vat_number", "DE129273398").put("email", "jan@nomail.test");
    assertEquals("reject", result(call("verify_lead", lead, null).await()).getString("verdict"));
    List<JsonObject> records = org.awaitility.Awaitility.await().atMost(java.time.Duration.ofSeconds(5))
      .until(this::ownAudit, all -> all.size() >= 3);
    List<JsonObject> calls = records.stream().filter(r -> !r.containsKey("parent_request_id")).toList();
    assertEquals(1, calls.size(), records.toString());
    JsonObject record = calls.get(0);
    List<String> checks = records.stream().filter(r -> record.getString("request_id").equals(r.getString("parent_request_id")))
      .map(r -> r.getString("tool")).sorted().toList();
    assertTrue(checks.containsAll(List.of("email_check", "vat_check")), records.toString());
    assertEquals("verify_lead", record.getString("tool"), record.encode());
    assertEquals("lead-verification", record.getString("server"));
    assertEquals("reject", record.getString("verdict"));
    assertTrue(record.getJsonArray("reason_codes").size() >= 2, record.encode());
    assertTrue(record.getJsonArray("reason_codes").stream().allMatch(c -> c instanceof String), record.encode());
    assertTrue(record.getJsonArray("sources").encode().contains("VIES (European Commission)"), record.encode());
    assertFalse(record.encode().contains(key), "no key in the record");
  }

  private List<JsonObject> ownAudit() {
    return AuditClient.jsonLines(client.getAbs(gateway.baseUrl() + "/v1/keys/usage/audit")
      .putHeader("Authorization", "Bearer " + key).send().await());
  }

  @Test
  void checksThatCannotRunMeanReviewNotACrash(VertxTestContext ctx) {
    JsonObject lead = new JsonObject().put("company_name", "Leads Test").put("vat_number", VALID_NL)
      .put("kvk_number", "12345678").put("contact_name", "Jan de Vries").put("email", "jan@leads.test");
    call("verify_lead", lead, "lead-2").onComplete(ctx.succeeding(events -> ctx.verify(() -> {
      assertEquals(5, progress(events).size(), events.toString());
      JsonObject out = result(events);
      assertEquals("review", out.getString("verdict"), out.encode());
      String reasons = out.getJsonArray("reasons").encode();
      // kvk is either not installed or has no KVK_API_KEY here; no sanctions list is loaded
      assertTrue(reasons.contains("kvk"), reasons);
      assertTrue(reasons.contains("sanctions"), reasons);
      assertEquals(5, out.getJsonArray("checks").size());
      ctx.completeNow();
    })));
  }

  @Test
  void aClientOfTheTasksExtensionGetsVerifyLeadAsATaskOnlyItsKeyCanRead(VertxTestContext ctx) {
    JsonObject lead = new JsonObject().put("vat_number", VALID_NL).put("email", "jan@leads.test");
    JsonObject args = new JsonObject().put("name", "verify_lead").put("arguments", lead);
    client.postAbs(gateway.baseUrl() + "/v1/keys/create").sendJsonObject(new JsonObject().put("email", "other@leads.test"))
      .compose(other -> tasks.send("tools/call", args, key).compose(created -> {
        JsonObject handle = created.getJsonObject("result");
        ctx.verify(() -> assertEquals("task", handle.getString("resultType"), created.encode()));
        JsonObject task = new JsonObject().put("taskId", handle.getString("taskId"));
        String otherKey = other.bodyAsJsonObject().getString("api_key");
        return tasks.send("tasks/get", task, otherKey).compose(refused -> {
          ctx.verify(() -> assertEquals(-32602, refused.getJsonObject("error").getInteger("code"), refused.encode()));
          return tasks.untilDone(task, key, 50);
        });
      }))
      .onComplete(ctx.succeeding(done -> ctx.verify(() -> {
        assertEquals("completed", done.getString("status"), done.encode());
        JsonObject out = done.getJsonObject("result").getJsonObject("structuredContent");
        assertEquals("verified", out.getString("verdict"), out.encode());
        ctx.completeNow();
      })));
  }

  /** A tools/call; with a progress token the answer streams as server-sent events. Returns every JSON-RPC message. */
  private Future<List<JsonObject>> call(String tool, JsonObject arguments, String progressToken) {
    JsonObject meta = new JsonObject()
      .put("io.modelcontextprotocol/protocolVersion", "2026-07-28")
      .put("io.modelcontextprotocol/clientCapabilities", new JsonObject())
      .put("io.modelcontextprotocol/clientInfo", new JsonObject().put("name", "it").put("version", "1"));
    if (progressToken != null) meta.put("progressToken", progressToken);
    JsonObject call = new JsonObject().put("jsonrpc", "2.0").put("id", 2).put("method", "tools/call")
      .put("params", new JsonObject().put("name", tool).put("arguments", arguments).put("_meta", meta));
    return client.postAbs(gateway.baseUrl() + "/mcp").putHeader("Authorization", "Bearer " + key)
      .putHeader("Accept", "application/json, text/event-stream")
      .putHeader("MCP-Protocol-Version", "2026-07-28").putHeader("Mcp-Method", "tools/call").putHeader("Mcp-Name", tool)
      .sendJsonObject(call)
      .map(VerifyLeadMcpTest::messages);
  }

  private static List<JsonObject> messages(HttpResponse<Buffer> response) {
    if (response.statusCode() != 200) throw new AssertionError(response.statusCode() + " " + response.bodyAsString());
    List<JsonObject> messages = new ArrayList<>();
    if (!String.valueOf(response.getHeader("Content-Type")).startsWith("text/event-stream")) {
      messages.add(response.bodyAsJsonObject());
      return messages;
    }
    for (String line : response.bodyAsString().split("\n")) {
      if (line.startsWith("data:")) messages.add(new JsonObject(line.substring(5).strip()));
    }
    return messages;
  }

  private static List<JsonObject> progress(List<JsonObject> messages) {
    return messages.stream().filter(m -> "notifications/progress".equals(m.getString("method")))
      .map(m -> m.getJsonObject("params")).toList();
  }

  private static JsonObject result(List<JsonObject> messages) {
    JsonObject result = messages.get(messages.size() - 1).getJsonObject("result");
    assertFalse(result.getBoolean("isError", false), result.encode());
    return result.getJsonObject("structuredContent");
  }
}
