package io.gatehouse.providers.registers.companieshouse;

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
 * companieshouse_lookup and companieshouse_search against answers in the shape of the Companies
 * House public data API reference
 * (https://developer-specs.company-information.service.gov.uk/companies-house-public-data-api/reference),
 * held to their output schemas.
 */
class CompaniesHouseHandlersTest {

  private final CannedUpstream api = new CannedUpstream("https://api.company-information.service.gov.uk", "Companies House")
    .answer("/company/01234567", 200, "application/json", Recorded.body("companieshouse/profile.json"))
    .answer("/search/companies", 200, "application/json", Recorded.body("companieshouse/search.json"))
    .answerAll(404, "application/json", Recorded.body("companieshouse/not-found.json"));
  private final RegisterClient client = new RegisterClient(api, "Companies House", Duration.ZERO);

  @Test
  void aProfileAnswersNamesTypeAndStatusWithItsDetail() {
    JsonObject out = OutputContract.of("companieshouse", "lookup").checkStrict(lookup("1234567").result().toJson());
    assertEquals("/company/01234567", api.requests().get(0).path());
    assertEquals("TRIAL WIDGETS LIMITED", out.getString("name"));
    assertEquals(List.of("TRIAL GADGETS LIMITED"), out.getJsonArray("other_names").getList());
    assertEquals("ltd", out.getJsonObject("legal_form").getString("code"));
    assertEquals("active", out.getString("status"));
    assertEquals("active-proposal-to-strike-off", out.getJsonObject("status_codes").getString("company_status_detail"));
  }

  @Test
  void searchHitsAreJudgedByTheirStatusCode() {
    JsonObject out = OutputContract.of("companieshouse", "search").checkStrict(new SearchHandler(client)
      .handle(new StubInvocation("search", new JsonObject().put("name", "trial").put("limit", 2).put("page", 2)))
      .result().toJson());
    assertEquals(57, out.getInteger("total"));
    assertEquals("liquidation", out.getJsonArray("results").getJsonObject(0).getString("status"));
    assertEquals("bankrupt", out.getJsonArray("results").getJsonObject(1).getString("status"));
    assertEquals("TRIAL HOLDINGS (SCOTLAND) LTD", out.getJsonArray("results").getJsonObject(0).getString("name"));
    assertEquals("2", api.requests().get(0).query().get("start_index"));
  }

  @Test
  void everyDocumentedStatusIsJudged() {
    for (String code : List.of("active", "dissolved", "liquidation", "receivership", "administration", "voluntary-arrangement",
      "converted-closed", "insolvency-proceedings", "registered", "removed", "closed", "open")) {
      assertTrue(!Profiles.status(code).slug().equals("unknown"), code);
    }
    assertEquals("struck_off", Profiles.status("removed").slug());
    assertEquals("unknown", Profiles.status("something-new").slug());
  }

  @Test
  void aBadNumberNeverReachesCompaniesHouseAndAnUnknownOneIsNotFound() {
    assertEquals(Failure.BAD_ARGUMENT, ((ProviderException) lookup("AB12").cause()).failure());
    assertTrue(api.requests().isEmpty());
    Future<Result> unknown = lookup("SC000001");
    assertEquals(Failure.NOT_FOUND, ((ProviderException) unknown.cause()).failure());
    assertTrue(unknown.cause().getMessage().contains("company-profile-not-found"), unknown.cause().getMessage());
  }

  private Future<Result> lookup(String number) {
    return new LookupHandler(client).handle(new StubInvocation("lookup", new JsonObject().put("company_number", number)));
  }
}
