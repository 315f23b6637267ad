package io.gatehouse.providers.email;

import io.gatehouse.api.testing.OutputContract;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertThrows;

/** The check every email_check answer in these tests goes through catches what it should. */
class OutputContractTest {

  private static JsonObject answer() {
    return new JsonObject().put("email", "jan@acme.test").put("syntax_valid", true).put("domain", "acme.test")
      .put("mx", new JsonArray()).put("disposable", false).put("role", false).put("free_provider", false)
      .put("status", "deliverable").put("reasons", new JsonArray())
      .put("sources", new JsonArray().add(new JsonObject().put("name", "DNS resolver")
        .put("retrieved_at", "2026-11-26T10:00:00Z").put("status", "ok")));
  }

  @Test
  void aConformingAnswerPasses() {
    OutputContract.of("email", "check").checkStrict(answer());
  }

  @Test
  void aValueOutsideTheSchemaFails() {
    assertThrows(AssertionError.class, () -> OutputContract.of("email", "check").checkStrict(answer().put("status", "probably")));
    assertThrows(AssertionError.class, () -> OutputContract.of("email", "check").checkStrict(answer().put("sources",
      new JsonArray().add(new JsonObject().put("name", "DNS resolver")))));
  }

  @Test
  void anUndeclaredFieldFails() {
    assertThrows(AssertionError.class, () -> OutputContract.of("email", "check").checkStrict(answer().put("score", 0.9)));
    assertThrows(AssertionError.class, () -> OutputContract.of("email", "check").checkStrict(answer()
      .put("smtp", new JsonObject().put("performed", false).put("latency_ms", 3))));
  }
}
