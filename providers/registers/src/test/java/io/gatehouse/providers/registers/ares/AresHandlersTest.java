package io.gatehouse.providers.registers.ares;

import io.gatehouse.api.Failure;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.Result;
import io.gatehouse.api.testing.CannedUpstream;
import io.gatehouse.api.testing.OutputContract;
import io.gatehouse.api.testing.StubInvocation;
import io.gatehouse.providers.registers.open.Recorded;
import io.gatehouse.providers.registers.open.RegisterClient;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * ares_lookup and ares_search against answers in the shape of the ARES REST API documentation
 * (https://ares.gov.cz/swagger-ui/), held to their output schemas.
 */
class AresHandlersTest {

  private static final String BASE = "https://ares.gov.cz/ekonomicke-subjekty-v-be/rest";

  private final CannedUpstream api = new CannedUpstream(BASE, "ARES")
    .answer("/ekonomicke-subjekty/12345679", 200, "application/json", Recorded.body("ares/subjekt.json"))
    .answer("/ekonomicke-subjekty/vyhledat", 200, "application/json", Recorded.body("ares/vyhledat.json"))
    .answerAll(404, "application/json", Recorded.body("ares/nenalezeno.json"));
  private final RegisterClient client = new RegisterClient(api, "ARES", Duration.ZERO);

  @Test
  void aLookupAnswersTheDicAsAresStatesIt() {
    JsonObject out = OutputContract.of("ares", "lookup").checkStrict(lookup("CZ 123 456 79").result().toJson());
    assertEquals("12345679", out.getString("number"));
    assertEquals("Zkušební výroba s.r.o.", out.getString("name"));
    assertEquals("CZ12345679", out.getString("vat_number"));
    assertFalse(out.getBoolean("vat_number_derived"));
    assertTrue(out.getBoolean("vat_registered"));
    assertEquals("active", out.getString("status"));
    assertEquals("112", out.getJsonObject("legal_form").getString("code"));
  }

  @Test
  void aSearchPostsTheNameAndJudgesInsolvencyAndExtinction() {
    JsonObject out = OutputContract.of("ares", "search").checkStrict(new SearchHandler(client)
      .handle(new StubInvocation("search", new JsonObject().put("name", "Zkušební").put("limit", 2).put("page", 3)))
      .result().toJson());
    assertEquals("bankrupt", out.getJsonArray("results").getJsonObject(0).getString("status"));
    assertEquals("dissolved", out.getJsonArray("results").getJsonObject(1).getString("status"));
    var sent = api.requests().get(0);
    assertEquals("POST", sent.method());
    assertEquals(new JsonObject().put("obchodniJmeno", "Zkušební").put("start", 4).put("pocet", 2),
      new JsonObject(sent.body().toString(StandardCharsets.UTF_8)));
  }

  @Test
  void aBadIcoNeverReachesAresAndAnUnknownOneIsNotFoundInAresWords() {
    assertEquals(Failure.BAD_ARGUMENT, ((ProviderException) lookup("12345678").cause()).failure());
    assertTrue(api.requests().isEmpty());
    Future<Result> unknown = lookup("12345687");
    assertEquals(Failure.NOT_FOUND, ((ProviderException) unknown.cause()).failure());
    assertTrue(unknown.cause().getMessage().contains("nebyl nalezen"), unknown.cause().getMessage());
  }

  private Future<Result> lookup(String ico) {
    return new LookupHandler(client).handle(new StubInvocation("lookup", new JsonObject().put("ico", ico)));
  }
}
