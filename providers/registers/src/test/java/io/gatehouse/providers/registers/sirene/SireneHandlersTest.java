package io.gatehouse.providers.registers.sirene;

import io.gatehouse.api.Failure;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.Result;
import io.gatehouse.api.testing.CannedUpstream;
import io.gatehouse.api.testing.OutputContract;
import io.gatehouse.api.testing.StubInvocation;
import io.gatehouse.providers.registers.numbers.EuropeanNumbers;
import io.gatehouse.providers.registers.open.Recorded;
import io.gatehouse.providers.registers.open.RegisterClient;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * sirene_lookup and sirene_search against answers in the shape of the API Recherche d'entreprises
 * documentation (https://recherche-entreprises.api.gouv.fr/docs/), held to their output schemas.
 */
class SireneHandlersTest {

  private static final String BASE = "https://recherche-entreprises.api.gouv.fr";

  @Test
  void aLookupTakesTheResultWithThatSirenAndComputesTheVatNumber() {
    CannedUpstream api = new CannedUpstream(BASE, "Recherche d'entreprises")
      .answerAll(200, "application/json", Recorded.body("sirene/by-siren.json"));
    JsonObject out = OutputContract.of("sirene", "lookup").checkStrict(lookup(api, "FR11123456782").result().toJson());
    assertEquals("123456782", api.requests().get(0).query().get("q"));
    assertEquals("TESTCO INDUSTRIES", out.getString("name"));
    assertEquals(List.of("TESTCO INDUSTRIES (TCI)", "TCI", "TESTCO LABS"), out.getJsonArray("other_names").getList());
    assertEquals("5710", out.getJsonObject("legal_form").getString("code"));
    assertEquals("active", out.getString("status"));
    assertEquals("FR11123456782", out.getString("vat_number"));
    assertTrue(out.getBoolean("vat_number_derived"));
    assertEquals("12345678200017", out.getString("siret_siege"));
  }

  @Test
  void aSearchResultOfAnotherSirenIsNotTakenForTheOneAsked() {
    CannedUpstream api = new CannedUpstream(BASE, "Recherche d'entreprises")
      .answerAll(200, "application/json", Recorded.body("sirene/by-siren.json"));
    Future<Result> result = lookup(api, "732829320");
    assertEquals(Failure.NOT_FOUND, ((ProviderException) result.cause()).failure());
  }

  @Test
  void aSearchJudgesCeasedUnitsDissolved() {
    CannedUpstream api = new CannedUpstream(BASE, "Recherche d'entreprises")
      .answerAll(200, "application/json", Recorded.body("sirene/search.json"));
    Future<Result> result = new SearchHandler(new RegisterClient(api, "Recherche d'entreprises", Duration.ZERO))
      .handle(new StubInvocation("search", new JsonObject().put("name", "testco").put("limit", 2).put("etat_administratif", "C")));
    if (result.failed()) throw new AssertionError(result.cause());
    JsonObject out = OutputContract.of("sirene", "search").checkStrict(result.result().toJson());
    assertEquals(42, out.getInteger("total"));
    assertEquals("active", out.getJsonArray("results").getJsonObject(0).getString("status"));
    assertEquals("dissolved", out.getJsonArray("results").getJsonObject(1).getString("status"));
    assertEquals("C", api.requests().get(0).query().get("etat_administratif"));
    assertEquals("2", api.requests().get(0).query().get("per_page"));
  }

  @Test
  void badSirensNeverReachTheApiAndItsErrorsAreQuoted() {
    CannedUpstream api = new CannedUpstream(BASE, "Recherche d'entreprises")
      .answerAll(400, "application/json", Recorded.body("sirene/erreur.json"));
    assertEquals(Failure.BAD_ARGUMENT, ((ProviderException) lookup(api, "123456789").cause()).failure());
    assertTrue(api.requests().isEmpty());
    Future<Result> refused = lookup(api, "123456782");
    assertEquals(Failure.BAD_ARGUMENT, ((ProviderException) refused.cause()).failure());
    assertTrue(refused.cause().getMessage().contains("au moins un paramètre"), refused.cause().getMessage());
  }

  @Test
  void theVatKeyFollowsTheFrenchRule() {
    assertEquals("FR11123456782", EuropeanNumbers.frenchVat("123456782"));
    assertEquals("FR40303265045", EuropeanNumbers.frenchVat("303265045"));
    assertEquals("unknown", UnitesLegales.status("X").slug());
  }

  private static Future<Result> lookup(CannedUpstream api, String siren) {
    return new LookupHandler(new RegisterClient(api, "Recherche d'entreprises", Duration.ZERO))
      .handle(new StubInvocation("lookup", new JsonObject().put("siren", siren)));
  }
}
