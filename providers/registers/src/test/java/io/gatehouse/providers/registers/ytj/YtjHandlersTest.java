package io.gatehouse.providers.registers.ytj;

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

import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * ytj_lookup and ytj_search against answers in the shape of PRH's YTJ open data API v3
 * documentation (https://avoindata.prh.fi/en/ytj/swagger-ui), held to their output schemas.
 */
class YtjHandlersTest {

  private static final String BASE = "https://avoindata.prh.fi/opendata-ytj-api/v3";

  @Test
  void aLookupAnswersTheRegisteredNameFormerNamesAndVatRegister() {
    CannedUpstream api = new CannedUpstream(BASE, "PRH").answerAll(200, "application/json", Recorded.body("ytj/company.json"));
    JsonObject out = OutputContract.of("ytj", "lookup").checkStrict(handle(api, true,
      new JsonObject().put("businessId", "FI12345604")).result().toJson());
    assertEquals("1234560-4", api.requests().get(0).query().get("businessId"));
    assertEquals("Koetehdas Oy", out.getString("name"));
    assertEquals(List.of("Koepaja Oy", "Testfabriken Ab"), out.getJsonArray("other_names").getList());
    assertEquals(new JsonObject().put("code", "16").put("description", "Limited company"), out.getJsonObject("legal_form"));
    assertEquals("active", out.getString("status"));
    assertEquals("FI12345604", out.getString("vat_number"));
    assertTrue(out.getBoolean("vat_registered"));
  }

  @Test
  void aSearchJudgesBankruptcyAndCessationByCode() {
    CannedUpstream api = new CannedUpstream(BASE, "PRH").answerAll(200, "application/json", Recorded.body("ytj/search.json"));
    JsonObject out = OutputContract.of("ytj", "search").checkStrict(handle(api, false,
      new JsonObject().put("name", "koe").put("page", 2)).result().toJson());
    assertEquals("bankrupt", out.getJsonArray("results").getJsonObject(0).getString("status"));
    assertEquals("dissolved", out.getJsonArray("results").getJsonObject(1).getString("status"));
    assertEquals("2", api.requests().get(0).query().get("page"));
    assertEquals(2, out.getInteger("total"));
  }

  @Test
  void theStatusCodesDecideInOrder() {
    assertEquals("dissolved", Companies.status("2020-01-01", List.of("KONK"), "1").slug());
    assertEquals("liquidation", Companies.status(null, List.of("SELTILA"), "1").slug());
    assertEquals("struck_off", Companies.status(null, List.of(), "2").slug());
    assertEquals("active", Companies.status(null, List.of("SANE"), "1").slug());
    assertEquals("unknown", Companies.status(null, List.of(), "9").slug());
  }

  @Test
  void aBadBusinessIdNeverReachesPrhAndAnUnknownOneIsNotFound() {
    CannedUpstream api = new CannedUpstream(BASE, "PRH")
      .answerAll(200, "application/json", Recorded.body("ytj/none.json"));
    assertEquals(Failure.BAD_ARGUMENT, failure(handle(api, true, new JsonObject().put("businessId", "1234560-5"))));
    assertTrue(api.requests().isEmpty());
    assertEquals(Failure.NOT_FOUND, failure(handle(api, true, new JsonObject().put("businessId", "0112038-9"))));
  }

  private static Failure failure(Future<Result> result) {
    return ((ProviderException) result.cause()).failure();
  }

  private static Future<Result> handle(CannedUpstream api, boolean lookup, JsonObject args) {
    return new CompaniesHandler(new RegisterClient(api, "PRH open data (YTJ)", Duration.ZERO), lookup)
      .handle(new StubInvocation(lookup ? "lookup" : "search", args));
  }
}
