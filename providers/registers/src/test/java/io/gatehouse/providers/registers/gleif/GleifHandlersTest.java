package io.gatehouse.providers.registers.gleif;

import io.gatehouse.api.Failure;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.Result;
import io.gatehouse.api.testing.CannedUpstream;
import io.gatehouse.api.testing.OutputContract;
import io.gatehouse.api.testing.StubInvocation;
import io.gatehouse.providers.registers.open.RegisterClient;
import io.gatehouse.providers.registers.open.Recorded;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * gleif_lookup and gleif_search against answers in the shape of GLEIF's API documentation
 * (https://documenter.getpostman.com/view/7679680/SVYrrxuU, "LEI Records"), held to their output schemas.
 */
class GleifHandlersTest {

  private static final String LEI = "5299009ZQX4TESTCO058";

  private final CannedUpstream api = new CannedUpstream("https://api.gleif.org/api/v1", "GLEIF LEI records")
    .answer("/lei-records/" + LEI, 200, "application/vnd.api+json", Recorded.body("gleif/lei-record.json"))
    .answer("/lei-records/" + LEI + "/direct-parent", 200, "application/vnd.api+json", Recorded.body("gleif/direct-parent.json"))
    .answer("/lei-records", 200, "application/vnd.api+json", Recorded.body("gleif/search.json"))
    .answerAll(404, "application/vnd.api+json", Recorded.body("gleif/not-found.json"));
  private final RegisterClient client = new RegisterClient(api, "GLEIF", Duration.ZERO);

  @Test
  void aLookupAnswersTheRegistrationAuthorityAndItsLocalId() {
    JsonObject out = OutputContract.of("gleif", "lookup")
      .checkStrict(lookup(" 5299009zqx4testco058 ").result().toJson());
    assertEquals(LEI, out.getString("number"));
    assertEquals("TESTCO INDUSTRIES", out.getString("name"));
    assertEquals(List.of("TESTCO"), out.getJsonArray("other_names").getList());
    assertEquals("FR", out.getString("country"));
    assertEquals("6CHY", out.getJsonObject("legal_form").getString("code"));
    assertEquals(new JsonObject().put("id", "RA000189").put("local_id", "123456782"), out.getJsonObject("registration_authority"));
    assertEquals("active", out.getString("status"));
    assertEquals("ISSUED", out.getJsonObject("status_codes").getString("registration.status"));
    assertEquals("/lei-records/" + LEI, api.requests().get(0).path());
    assertTrue(out.getJsonArray("sources").getJsonObject(0).getString("url").endsWith("/lei-records/" + LEI));
  }

  @Test
  void withParentsTheLevel2RecordsComeToo() {
    JsonObject out = OutputContract.of("gleif", "lookup").checkStrict(new LookupHandler(client)
      .handle(new StubInvocation("lookup", new JsonObject().put("lei", LEI).put("parents", true))).result().toJson());
    JsonObject parent = out.getJsonObject("direct_parent");
    assertEquals("5299009ZQX4TESTPA084", parent.getString("number"));
    assertEquals("TESTCO HOLDING", parent.getString("name"));
    assertEquals("732829320", parent.getJsonObject("registration_authority").getString("local_id"));
    assertTrue(!out.containsKey("ultimate_parent"), "GLEIF reports none (404)");
    assertEquals(3, out.getJsonArray("sources").size());
  }

  @Test
  void aSearchJudgesEveryHitsStatusByCode() {
    JsonObject out = OutputContract.of("gleif", "search").checkStrict(
      new SearchHandler(client).handle(new StubInvocation("search", new JsonObject().put("name", "testco").put("limit", 2)
        .put("country", "fr"))).result().toJson());
    assertEquals(3, out.getInteger("total"));
    JsonArray results = out.getJsonArray("results");
    assertEquals("active", results.getJsonObject(0).getString("status"));
    assertEquals("dissolved", results.getJsonObject(1).getString("status"));
    assertEquals("DISSOLVED", results.getJsonObject(1).getJsonObject("status_codes").getString("entity.expiration.reason"));
    var query = api.requests().get(0).query();
    assertEquals("testco", query.get("filter[entity.legalName]"));
    assertEquals("FR", query.get("filter[entity.legalAddress.country]"));
    assertEquals("2", query.get("page[size]"));
  }

  @Test
  void aBadLeiNeverReachesGleifAndAnUnknownOneIsNotFound() {
    for (String bad : List.of("5299009ZQX4TESTCO059", "1234", "5299009ZQX4TESTCO0AB")) {
      Future<Result> result = lookup(bad);
      assertEquals(Failure.BAD_ARGUMENT, ((ProviderException) result.cause()).failure(), bad);
    }
    assertTrue(api.requests().isEmpty());
    Future<Result> unknown = lookup("5299009ZQX4TESTGN019");
    assertEquals(Failure.NOT_FOUND, ((ProviderException) unknown.cause()).failure());
    assertTrue(unknown.cause().getMessage().contains("Not Found"), unknown.cause().getMessage());
  }

  @Test
  void statusIsJudgedByCodeAndAnUnknownCodeIsNeverActive() {
    assertEquals("active", LeiRecords.status("ACTIVE").slug());
    assertEquals("dissolved", LeiRecords.status("INACTIVE").slug());
    assertEquals("unknown", LeiRecords.status("NULL").slug());
    assertEquals("unknown", LeiRecords.status(null).slug());
  }

  private Future<Result> lookup(String lei) {
    return new LookupHandler(client).handle(new StubInvocation("lookup", new JsonObject().put("lei", lei)));
  }
}
