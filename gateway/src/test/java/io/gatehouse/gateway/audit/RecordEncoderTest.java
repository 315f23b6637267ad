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

class RecordEncoderTest {

  private static final CallerIdentity KEY = new CallerIdentity("key_1", "lv_live_…3fa9c2d1", "lead-verification", "free",
    null, null);
  private static final JsonObject ARGUMENTS = new JsonObject().put("vat_number", "NL004495445B01")
    .put("note", "\"quoted\"\n…ü\u0001").put("limit", 10).put("ratio", 0.25).put("offline", true).putNull("none")
    .put("nested", new JsonObject().put("list", new JsonArray().add(1).add("two").add(new JsonObject())));
  private static final AuditedCall CALL = new AuditedCall(Instant.parse("2026-11-26T06:10:02.113Z").toEpochMilli(),
    "lead-verification", KEY, "verify_lead", null, ARGUMENTS, "7-mcp",
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

  @Test
  void oneEncoderWritesEachRecordWholeAlsoAfterOneFailed() {
    RecordEncoder encoder = new RecordEncoder(false);
    AuditEvent event = new AuditEvent(CALL, 1, "ok", null, FACTS);
    byte[] first = encoder.encode(event).json();
    AuditedCall nobody = new AuditedCall(CALL.atMillis(), "s", null, "t", null, null, null, CALL.trace());
    AuditedCall unencodable = new AuditedCall(CALL.atMillis(), "s", KEY, "t", null,
      new JsonObject().put("a", 1).put("b", new Object()), null, CALL.trace());
    for (AuditedCall failing : List.of(nobody, unencodable)) {
      assertThrows(IllegalStateException.class, () -> encoder.encode(new AuditEvent(failing, 1, "ok", null, FACTS)));
      assertArrayEquals(first, encoder.encode(event).json());
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
