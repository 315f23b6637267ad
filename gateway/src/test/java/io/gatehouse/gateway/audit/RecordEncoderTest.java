package io.gatehouse.gateway.audit;

import io.gatehouse.api.Source;
import io.gatehouse.gateway.dispatch.AnswerFacts;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.Instant;
import java.util.HexFormat;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RecordEncoderTest {

  private static final CallerIdentity KEY = new CallerIdentity("key_1", "lv_live_…3fa9c2d1", "lead-verification", "free",
    null, null);
  private static final JsonObject ARGUMENTS = new JsonObject().put("vat_number", "NL004495445B01")
    .put("note", "\"quoted\"\n…ü\u0001").put("limit", 10).put("ratio", 0.25).put("offline", true).putNull("none")
    .put("nested", new JsonObject().put("list", new JsonArray().add(1).add("two").add(new JsonObject())));
  private static final AuditedCall CALL = new AuditedCall(Instant.parse("2026-11-26T06:10:02.113Z").toEpochMilli(),
    "lead-verification", KEY, "verify_lead", null, ARGUMENTS, "7-mcp", null,
    TraceContext.fromTraceparent("00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01"));
  private static final AnswerFacts FACTS = new AnswerFacts(List.of(
    new Source("VIES (European Commission)", "https://ec.europa.eu/x", "WAPIAAAAZ1234567",
      Instant.parse("2026-11-26T06:00:00Z"), Source.OK),
    Source.upstream("FRED", "https://api.stlouisfed.org/x", Instant.parse("2026-11-26T06:00:01.5Z")).withStatus(Source.CACHED)),
    "reject", List.of("vat.not_registered", "email.null_mx"));

  private static JsonObject encode(AuditEvent event) {
    return StoredRecords.read(new RecordEncoder(false).encode(event));
  }

  @Test
  void aRecordHoldsTheCallItsOutcomeAndTheFactsThatCameBesideTheAnswer() throws Exception {
    AuditRecord stored = new RecordEncoder(false).encode(new AuditEvent(CALL, 41_274_000, "ok", null, FACTS));
    JsonObject expected = new JsonObject()
      .put("at", "2026-11-26T06:10:02.113Z").put("server", "lead-verification")
      .put("key_id", "key_1").put("fingerprint", "lv_live_…3fa9c2d1").put("plan", "free")
      .put("tool", "verify_lead")
      .put("arguments_sha256", HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
        .digest(ARGUMENTS.encode().getBytes(StandardCharsets.UTF_8))))
      .put("outcome", "ok").put("verdict", "reject")
      .put("reason_codes", new JsonArray().add("vat.not_registered").add("email.null_mx"))
      .put("sources", new JsonArray()
        .add(new JsonObject().put("name", "VIES (European Commission)").put("version", "WAPIAAAAZ1234567")
          .put("status", "ok").put("retrieved_at", "2026-11-26T06:00:00Z"))
        .add(new JsonObject().put("name", "FRED").put("status", "cached").put("retrieved_at", "2026-11-26T06:00:01.500Z")))
      .put("latency_ms", 41.27).put("request_id", "7-mcp")
      .put("trace_id", "4bf92f3577b34da6a3ce929d0e0e4736").put("span_id", "00f067aa0ba902b7");
    assertEquals(expected.encode(), new String(stored.json(), StandardCharsets.UTF_8), "fields in this order, urls left out");
    assertEquals("key_1", stored.owner());
    assertEquals("verify_lead", stored.tool());
    assertEquals(CALL.atMillis(), stored.atMillis());
  }

  /** Arguments the record's own writer writes (no escapes, no doubles) have the digest of Vert.x's text too. */
  @Test
  void plainArgumentsHaveTheDigestOfTheirVertxText() throws Exception {
    JsonObject plain = new JsonObject().put("vat_number", "NL004495445B01").put("name", "Café … Ōsaka")
      .put("limit", 10).put("big", 1L << 40).put("offline", true).putNull("none")
      .put("nested", new JsonObject().put("list", new JsonArray().add(1).add("two").add(new JsonObject())));
    AuditedCall call = new AuditedCall(CALL.atMillis(), "lead-verification", KEY, "vat_check", null, plain, "7-mcp",
      null, CALL.trace());
    JsonObject record = StoredRecords.read(new RecordEncoder(true).encode(new AuditEvent(call, 1, "ok", null, FACTS)));
    assertEquals(HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
      .digest(plain.encode().getBytes(StandardCharsets.UTF_8))), record.getString("arguments_sha256"));
    assertEquals(plain, record.getJsonObject("arguments"));
  }

  @Test
  void everyFieldACallerCanMakeLongIsStoredAsItsDigestAndLength() throws Exception {
    String id = "x".repeat(900_000);
    String route = "GET /api/v1/fred/series/" + "é".repeat(100);
    JsonObject big = new JsonObject().put("q", "y".repeat(RecordEncoder.MAX_ARGUMENTS_BYTES));
    CallerIdentity token = new CallerIdentity(null, null, "lead-verification", "oauth", "s".repeat(200), null);
    AuditedCall call = new AuditedCall(CALL.atMillis(), "public-data", token, "fred_series", route, big, id, id + ".1",
      CALL.trace());
    AuditRecord stored = new RecordEncoder(true).encode(new AuditEvent(call, 1, "insufficient-scope", null, AnswerFacts.NONE));
    JsonObject record = StoredRecords.read(stored);
    MessageDigest sha = MessageDigest.getInstance("SHA-256");
    assertEquals("sha256:" + HexFormat.of().formatHex(sha.digest(id.getBytes(StandardCharsets.UTF_8))),
      record.getString("request_id"));
    assertEquals(900_000, record.getInteger("request_id_bytes"));
    assertEquals(900_002, record.getInteger("parent_request_id_bytes"));
    assertEquals(route.getBytes(StandardCharsets.UTF_8).length, record.getInteger("route_bytes"));
    assertEquals(200, record.getInteger("oauth_subject_bytes"));
    assertFalse(record.containsKey("arguments"), "arguments over the bound are not kept");
    assertEquals(big.encode().length(), record.getInteger("arguments_bytes"));
    assertTrue(stored.json().length < 2048, "a record stays small whatever the caller sent: " + stored.json().length);
  }

  @Test
  void shortFieldsAreKeptAsGivenAndANestedCallNamesItsParent() {
    AuditedCall call = new AuditedCall(CALL.atMillis(), "lead-verification", KEY, "vat_check", null, ARGUMENTS,
      "7-mcp-ab12.1", "7-mcp-ab12", CALL.trace());
    JsonObject record = encode(new AuditEvent(call, 1, "ok", null, AnswerFacts.NONE));
    assertEquals("7-mcp-ab12.1", record.getString("request_id"));
    assertEquals("7-mcp-ab12", record.getString("parent_request_id"));
    assertFalse(record.containsKey("request_id_bytes"));
  }

  @Test
  void aCallRefusedBeforeItsArgumentsWereReadHasNoDigest() {
    AuditedCall call = new AuditedCall(CALL.atMillis(), "public-data", KEY, "fred_series", "GET /x", null, "r", null,
      CALL.trace());
    JsonObject record = encode(new AuditEvent(call, 1, "insufficient-scope", null, AnswerFacts.NONE));
    assertFalse(record.containsKey("arguments_sha256"));
    assertEquals("insufficient-scope", record.getString("outcome"));
  }

  @Test
  void oneEncoderWritesEachRecordWholeAlsoAfterOneFailed() {
    RecordEncoder encoder = new RecordEncoder(false);
    AuditEvent event = new AuditEvent(CALL, 1, "ok", null, FACTS);
    byte[] first = encoder.encode(event).json();
    AuditedCall nobody = new AuditedCall(CALL.atMillis(), "s", null, "t", null, new JsonObject(), null, null, CALL.trace());
    AuditedCall unencodable = new AuditedCall(CALL.atMillis(), "s", KEY, "t", null,
      new JsonObject().put("a", 1).put("b", new Object()), null, null, CALL.trace());
    for (AuditedCall failing : List.of(nobody, unencodable)) {
      assertThrows(IllegalStateException.class, () -> encoder.encode(new AuditEvent(failing, 1, "ok", null, FACTS)));
      assertArrayEquals(first, encoder.encode(event).json());
    }
  }

  /** Callers' and sources' fields copied from earlier records are the text a fresh encoder writes. */
  @Test
  void fieldsCopiedFromEarlierRecordsAreTheTextWrittenAfresh() {
    RecordEncoder reused = new RecordEncoder(false);
    List<CallerIdentity> callers = new java.util.ArrayList<>();
    for (int i = 0; i < 200; i++) {
      // equal texts in other objects, keys whose ids share a slot, tokens, the anonymous caller
      callers.add(new CallerIdentity(i % 3 == 2 ? null : new String("key_" + i % 70), i % 3 == 2 ? null : "lv_live_…" + i % 7,
        "lead-verification", i % 3 == 2 ? "oauth" : i % 2 == 0 ? "free" : "pro", i % 3 == 2 ? "sub-" + i % 5 : null,
        i % 9 == 0 ? "client-" + i : null));
    }
    callers.add(CallerIdentity.ANONYMOUS);
    java.util.Random random = new java.util.Random(3);
    for (int i = 0; i < 5_000; i++) {
      CallerIdentity caller = callers.get(random.nextInt(callers.size()));
      Source source = new Source("source " + random.nextInt(90), "https://x", random.nextBoolean() ? null : "v" + random.nextInt(3),
        Instant.ofEpochMilli(CALL.atMillis() + i), random.nextBoolean() ? Source.OK : Source.CACHED);
      AuditedCall call = new AuditedCall(CALL.atMillis(), "lead-verification", caller, "vat_check", null, null, "r" + i,
        null, CALL.trace());
      AuditEvent event = new AuditEvent(call, i, "ok", null, new AnswerFacts(List.of(source, FACTS.sources().get(1)), null, null));
      assertEquals(new String(new RecordEncoder(false).encode(event).json(), StandardCharsets.UTF_8),
        new String(reused.encode(event).json(), StandardCharsets.UTF_8));
    }
  }

  @Test
  void anAnswerFromAnotherNodeIsScannedForItsFacts() {
    Buffer answer = new JsonObject().put("data", new JsonObject().put("sources", "not these"))
      .put("sources", new JsonArray().add(FACTS.sources().get(0).toJson())).toBuffer();
    JsonObject record = encode(new AuditEvent(CALL, 1, "ok", answer, null));
    assertEquals("WAPIAAAAZ1234567", record.getJsonArray("sources").getJsonObject(0).getString("version"));
    assertFalse(record.containsKey("verdict"));
  }

  @Test
  void aFailedCallHasItsOutcomeAndNoSources() {
    JsonObject record = encode(new AuditEvent(CALL, 1, "upstream-unavailable", null, AnswerFacts.NONE));
    assertEquals("upstream-unavailable", record.getString("outcome"));
    assertEquals(new JsonArray(), record.getJsonArray("sources"));
  }
}
