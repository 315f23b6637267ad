package io.gatehouse.gateway.audit;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class AnswerFactsTest {

  private static final JsonObject VERIFY_ANSWER = new JsonObject()
    .put("verdict", "review")
    .put("reasons", new JsonArray().add(new JsonObject().put("code", "email.free_provider").put("outcome", "review")))
    .put("checks", new JsonArray().add(new JsonObject().put("sources", new JsonArray().add("nested, not read"))))
    .put("sources", new JsonArray()
      .add(new JsonObject().put("name", "VIES (European Commission)").put("url", "https://ec.europa.eu/x")
        .put("version", "WAPIAAAAZ1234567").put("retrieved_at", "2026-11-26T06:00:00Z").put("status", "ok"))
      .add(new JsonObject().put("name", "EU FSF").put("version", "2026-11-25").put("retrieved_at", "2026-11-25T00:00:00Z")
        .put("status", "ok")));

  @Test
  void bytesAreScannedForVerdictReasonsAndSourceVersions() {
    AnswerFacts facts = AnswerFacts.scan(VERIFY_ANSWER.toBuffer());
    assertEquals("review", facts.verdict());
    assertEquals(new JsonArray().add("email.free_provider"), facts.reasonCodes());
    assertEquals(2, facts.sources().size());
    JsonObject vies = facts.sources().getJsonObject(0);
    assertEquals("WAPIAAAAZ1234567", vies.getString("version"));
    assertNull(vies.getString("url"), "urls are not kept");
    assertEquals("2026-11-25", facts.sources().getJsonObject(1).getString("version"));
  }

  @Test
  void anObjectGivesTheSameFactsAsItsBytes() {
    assertEquals(AnswerFacts.scan(VERIFY_ANSWER.toBuffer()), AnswerFacts.of(VERIFY_ANSWER));
  }

  @Test
  void anAnswerWithoutSourcesOrThatIsNotJsonHasNone() {
    assertEquals(0, AnswerFacts.scan(new JsonObject().put("data", 1).toBuffer()).sources().size());
    assertNull(AnswerFacts.scan(new JsonObject().put("data", 1).toBuffer()).verdict());
    assertEquals(AnswerFacts.NONE, AnswerFacts.scan(io.vertx.core.buffer.Buffer.buffer("[1,2")));
  }
}
