package io.gatehouse.gateway.dispatch;

import io.gatehouse.api.Result;
import io.gatehouse.api.Source;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

class AnswerFactsTest {

  private static final List<Source> SOURCES = List.of(
    new Source("VIES (European Commission)", "https://ec.europa.eu/x", "WAPIAAAAZ1234567",
      Instant.parse("2026-11-26T06:00:00Z"), Source.OK),
    Source.dataset("EU FSF", "2026-11-25", Instant.parse("2026-11-25T00:00:00Z")));
  private static final Result VERIFY_RESULT = Result.of(new JsonObject()
    .put("verdict", "review")
    .put("reasons", new JsonArray().add(new JsonObject().put("code", "email.free_provider").put("outcome", "review")))
    .put("checks", new JsonArray().add(new JsonObject().put("sources", new JsonArray().add("nested, not read")))),
    SOURCES);

  @Test
  void aProvidersResultGivesItsSourcesVerdictAndReasonCodesWithoutEncoding() {
    AnswerFacts facts = Answer.of(VERIFY_RESULT, 0).factsOrNull();
    assertEquals("review", facts.verdict());
    assertEquals(List.of("email.free_provider"), facts.reasonCodes());
    assertSame(VERIFY_RESULT.sources(), facts.sources(), "the result's own sources, not a reading of them");
  }

  @Test
  void bytesFromAnotherNodeAreScannedToTheSameFacts() {
    assertEquals(AnswerFacts.of(VERIFY_RESULT), AnswerFacts.scan(VERIFY_RESULT.encode()));
    assertEquals(AnswerFacts.of(VERIFY_RESULT), AnswerFacts.of(VERIFY_RESULT.toJson()));
  }

  @Test
  void anUpstreamAnswerKeptAsTextIsNotReadForAVerdict() {
    Result data = Result.jsonData(Buffer.buffer("{\"verdict\":\"inside the data\"}"), SOURCES);
    AnswerFacts facts = AnswerFacts.of(data);
    assertNull(facts.verdict());
    assertNull(facts.reasonCodes());
    assertEquals(SOURCES, facts.sources());
  }

  @Test
  void anAnswerWithoutSourcesOrThatIsNotJsonHasNone() {
    assertEquals(0, AnswerFacts.scan(new JsonObject().put("data", 1).toBuffer()).sources().size());
    assertNull(AnswerFacts.scan(new JsonObject().put("data", 1).toBuffer()).verdict());
    assertEquals(AnswerFacts.NONE, AnswerFacts.scan(Buffer.buffer("[1,2")));
  }
}
