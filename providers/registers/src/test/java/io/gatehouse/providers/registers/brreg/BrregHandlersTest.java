package io.gatehouse.providers.registers.brreg;

import io.gatehouse.api.Failure;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.Result;
import io.gatehouse.api.testing.CannedUpstream;
import io.gatehouse.api.testing.OutputContract;
import io.gatehouse.api.testing.StubInvocation;
import io.gatehouse.providers.registers.open.Recorded;
import io.gatehouse.providers.registers.open.RegisterClient;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * brreg_lookup and brreg_search against answers in the shape of the Enhetsregisteret open data API
 * documentation (https://data.brreg.no/enhetsregisteret/api/dokumentasjon/no/index.html), held to
 * their output schemas.
 */
class BrregHandlersTest {

  private final CannedUpstream api = new CannedUpstream("https://data.brreg.no/enhetsregisteret/api", "Enhetsregisteret")
    .answer("/enheter/912345602", 200, "application/json", Recorded.body("brreg/enhet.json"))
    .answer("/enheter/912345610", 200, "application/json", Recorded.body("brreg/slettet.json"))
    .answer("/enheter/912345629", 410, "application/json", "{\"organisasjonsnummer\":\"912345629\"}")
    .answer("/enheter/912345637", 400, "application/json", Recorded.body("brreg/feil.json"))
    .answer("/enheter", 200, "application/json", Recorded.body("brreg/search.json"))
    .answerAll(404, "application/json", "");
  private final RegisterClient client = new RegisterClient(api, "Enhetsregisteret", Duration.ZERO);

  @Test
  void aLookupAnswersNameFormVatAndStatus() {
    JsonObject out = OutputContract.of("brreg", "lookup").checkStrict(lookup("NO 912 345 602 MVA").result().toJson());
    assertEquals("912345602", out.getString("number"));
    assertEquals("PRØVEBEDRIFT NORD AS", out.getString("name"));
    assertEquals(new JsonObject().put("code", "AS").put("description", "Aksjeselskap"), out.getJsonObject("legal_form"));
    assertEquals("active", out.getString("status"));
    assertEquals("NO912345602MVA", out.getString("vat_number"));
    assertTrue(out.getBoolean("vat_registered"));
    assertFalse(out.getJsonObject("record").containsKey("_links"));
    assertFalse(out.getJsonObject("record").getJsonObject("organisasjonsform").containsKey("_links"));
    assertEquals("/enheter/912345602", api.requests().get(0).path());
  }

  @Test
  void aDeletedUnitIsStruckOff() {
    JsonObject out = OutputContract.of("brreg", "lookup").checkStrict(lookup("912345610").result().toJson());
    assertEquals("struck_off", out.getString("status"));
    assertEquals("2025-09-30", out.getJsonObject("status_codes").getString("slettedato"));
    assertFalse(out.containsKey("vat_number"));
  }

  @Test
  void searchHitsCarryBankruptcyAndWindingUpByTheirFlags() {
    JsonObject out = OutputContract.of("brreg", "search").checkStrict(new SearchHandler(client)
      .handle(new StubInvocation("search", new JsonObject().put("name", "prøve").put("limit", 2))).result().toJson());
    assertEquals(5, out.getInteger("total"));
    JsonArray results = out.getJsonArray("results");
    assertEquals("bankrupt", results.getJsonObject(0).getString("status"));
    assertEquals("liquidation", results.getJsonObject(1).getString("status"));
    assertEquals("0", api.requests().get(0).query().get("page"), "Brreg pages count from 0");
    assertEquals("2", api.requests().get(0).query().get("size"));
    assertEquals("prøve", api.requests().get(0).query().get("navn"));
  }

  @Test
  void aSearchWithoutHitsIsAnEmptyPage() {
    CannedUpstream empty = new CannedUpstream("https://data.brreg.no/enhetsregisteret/api", "Enhetsregisteret")
      .answerAll(200, "application/json", Recorded.body("brreg/no-hits.json"));
    JsonObject out = OutputContract.of("brreg", "search").checkStrict(new SearchHandler(new RegisterClient(empty, "Enhetsregisteret",
      Duration.ZERO)).handle(new StubInvocation("search", new JsonObject().put("name", "zzzz"))).result().toJson());
    assertEquals(0, out.getInteger("total"));
    assertTrue(out.getJsonArray("results").isEmpty());
  }

  @Test
  void errorsAreTypedAndBadNumbersNeverReachTheRegister() {
    assertEquals(Failure.BAD_ARGUMENT, failure(lookup("912345603")));
    assertEquals(Failure.BAD_ARGUMENT, failure(lookup("12345")));
    assertTrue(api.requests().isEmpty());
    Future<Result> removed = lookup("912345629");
    assertEquals(Failure.NOT_FOUND, failure(removed));
    assertTrue(removed.cause().getMessage().contains("legal reasons"), removed.cause().getMessage());
    assertEquals(Failure.NOT_FOUND, failure(lookup("974760673")));
    Future<Result> refused = lookup("912345637");
    assertEquals(Failure.BAD_ARGUMENT, failure(refused));
    assertTrue(refused.cause().getMessage().contains("Ugyldig organisasjonsnummer"), refused.cause().getMessage());
  }

  private static Failure failure(Future<Result> result) {
    return ((ProviderException) result.cause()).failure();
  }

  private Future<Result> lookup(String number) {
    return new LookupHandler(client).handle(new StubInvocation("lookup", new JsonObject().put("organisasjonsnummer", number)));
  }
}
