package io.gatehouse.providers.vat;

import io.gatehouse.api.testing.HttpUpstreamClient;
import io.gatehouse.api.testing.StubInvocation;
import io.gatehouse.api.Failure;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.Result;
import io.gatehouse.api.testing.OutputContract;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.junit5.VertxExtension;
import io.vertx.junit5.VertxTestContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

@ExtendWith(VertxExtension.class)
class CheckHandlerTest {

  private static final String DE = "DE380841483";
  private static final String FR = "FR08871803342";

  private final FakeVies vies = new FakeVies();
  private String baseUrl;

  @BeforeEach
  void startFakeVies(Vertx vertx, VertxTestContext ctx) {
    vies.start(vertx).onComplete(ctx.succeeding(port -> {
      baseUrl = "http://127.0.0.1:" + port + "/taxation_customs/vies/rest-api";
      ctx.completeNow();
    }));
  }

  @AfterEach
  void stopFakeVies(VertxTestContext ctx) {
    vies.close().onComplete(ctx.succeedingThenComplete());
  }

  /**
   * A started provider over the fake VIES, with a requester and a breaker that opens after 2 faults. Its
   * client waits long enough for a cold JVM on a busy machine; only the timeout test waits less.
   */
  private Future<VatProvider> provider(Vertx vertx, JsonObject extraConfig) {
    return provider(vertx, extraConfig, 5_000);
  }

  private Future<VatProvider> provider(Vertx vertx, JsonObject extraConfig, long timeoutMs) {
    JsonObject config = new JsonObject().put("requester_country", "NL").put("requester_vat", "NL252760189B01")
      .put("breaker_faults", 2).mergeIn(extraConfig);
    TestContext context = new TestContext(vertx, config,
      new HttpUpstreamClient(vertx, baseUrl, "VIES (European Commission)", timeoutMs));
    VatProvider provider = new VatProvider();
    return provider.start(context).map(v -> provider);
  }

  /** The answer, once it meets the operation's output schema. */
  private static Future<JsonObject> call(VatProvider provider, String operation, JsonObject args) {
    return provider.handlers().get(operation).handle(new StubInvocation(operation, args, null)).map(Result::toJson)
      .map(answer -> {
        OutputContract.of("vat", operation).check(answer);
        return answer;
      });
  }

  private static Future<JsonObject> check(VatProvider provider, String number) {
    return call(provider, "check", new JsonObject().put("vat_number", number));
  }

  private static JsonObject source(JsonObject result, int index) {
    return result.getJsonArray("sources").getJsonObject(index);
  }

  @Test
  void validNumberCarriesTheViesDetails(Vertx vertx, VertxTestContext ctx) {
    provider(vertx, new JsonObject()).compose(p -> check(p, "de 380.841-483")).onComplete(ctx.succeeding(r -> ctx.verify(() -> {
      assertEquals("DE", r.getString("country_code"));
      assertEquals(DE, r.getString("normalized"));
      assertTrue(r.getBoolean("format_valid"));
      assertTrue(r.getBoolean("checksum_valid"));
      assertEquals("valid", r.getString("status"));
      JsonObject details = r.getJsonObject("vies");
      assertEquals("ACME GMBH", details.getString("name"));
      assertEquals("MUSTERSTRASSE 1\n10115 BERLIN", details.getString("address"));
      assertEquals("WAPIAAAAZ1234567", details.getString("consultation_number"));
      assertEquals("2026-11-22T10:15:30.123Z", details.getString("request_date"));
      assertNull(r.getJsonObject("retry_hint"));
      assertEquals("EU VAT check digits", source(r, 0).getString("name"));
      assertEquals("VIES (European Commission)", source(r, 1).getString("name"));
      assertEquals("ok", source(r, 1).getString("status"));
      assertEquals("WAPIAAAAZ1234567", source(r, 1).getString("version"), "the consultation number versions the VIES source");

      JsonObject sent = vies.checks.get(0);
      assertEquals(new JsonObject().put("countryCode", "DE").put("vatNumber", "380841483")
        .put("requesterMemberStateCode", "NL").put("requesterNumber", "252760189B01"), sent);
      ctx.completeNow();
    })));
  }

  @Test
  void notRegisteredIsInvalid(Vertx vertx, VertxTestContext ctx) {
    vies.answer(DE, "200");
    provider(vertx, new JsonObject()).compose(p -> check(p, DE)).onComplete(ctx.succeeding(r -> ctx.verify(() -> {
      assertEquals("invalid", r.getString("status"));
      assertEquals("not_registered", r.getString("invalid_reason"));
      assertTrue(r.getBoolean("checksum_valid"));
      assertFalse(r.getJsonObject("vies").containsKey("name"), "--- means not disclosed");
      assertEquals("ok", source(r, 1).getString("status"));
      ctx.completeNow();
    })));
  }

  @ParameterizedTest
  @ValueSource(strings = {"201", "300", "301", "302", "400", "401", "500", "501", "600", "601"})
  void viesErrorsAreUnknownNeverInvalid(String code, Vertx vertx, VertxTestContext ctx) {
    vies.answer(DE, code);
    String error = FakeVies.ERRORS.get(code);
    provider(vertx, new JsonObject()).compose(p -> check(p, DE)).onComplete(ctx.succeeding(r -> ctx.verify(() -> {
      assertEquals("unknown", r.getString("status"));
      assertTrue(r.getString("reason").contains(error), r.getString("reason"));
      JsonObject hint = r.getJsonObject("retry_hint");
      assertEquals(error, hint.getString("code"));
      boolean transient_ = !code.equals("201") && !code.startsWith("40");
      assertEquals(transient_, hint.getBoolean("retryable"), error);
      assertEquals(transient_, hint.containsKey("retry_after_seconds"), error);
      assertEquals("unavailable", source(r, 1).getString("status"));
      ctx.completeNow();
    })));
  }

  @Test
  void serverErrorIsUnknownWithTheClientsReason(Vertx vertx, VertxTestContext ctx) {
    vies.answer(DE, FakeVies.HTTP_500);
    provider(vertx, new JsonObject()).compose(p -> check(p, DE)).onComplete(ctx.succeeding(r -> ctx.verify(() -> {
      assertEquals("unknown", r.getString("status"));
      assertTrue(r.getString("reason").contains("HTTP 500"), r.getString("reason"));
      assertTrue(r.getJsonObject("retry_hint").getBoolean("retryable"));
      JsonObject viesSource = source(r, 1);
      assertEquals("unavailable", viesSource.getString("status"));
      assertEquals(baseUrl + "/check-vat-number", viesSource.getString("url"));
      ctx.completeNow();
    })));
  }

  @Test
  void timeoutIsUnknown(Vertx vertx, VertxTestContext ctx) {
    vies.answer(DE, FakeVies.SLOW);
    provider(vertx, new JsonObject(), 300).compose(p -> check(p, DE)).onComplete(ctx.succeeding(r -> ctx.verify(() -> {
      assertEquals("unknown", r.getString("status"));
      assertEquals(Failure.TIMEOUT.name(), r.getJsonObject("retry_hint").getString("code"));
      ctx.completeNow();
    })));
  }

  @Test
  void rejectedRequesterIsRetriedWithoutIt(Vertx vertx, VertxTestContext ctx) {
    vies.answer(DE, "202");
    provider(vertx, new JsonObject()).compose(p -> check(p, DE)).onComplete(ctx.succeeding(r -> ctx.verify(() -> {
      assertEquals("valid", r.getString("status"));
      assertEquals(2, vies.checks.size());
      assertFalse(vies.checks.get(1).containsKey("requesterNumber"));
      assertFalse(r.getJsonObject("vies").containsKey("consultation_number"));
      ctx.completeNow();
    })));
  }

  @Test
  void withoutRequesterNoneIsSent(Vertx vertx, VertxTestContext ctx) {
    JsonObject noRequester = new JsonObject().putNull("requester_country").putNull("requester_vat");
    provider(vertx, noRequester).compose(p -> check(p, FR)).onComplete(ctx.succeeding(r -> ctx.verify(() -> {
      assertEquals("valid", r.getString("status"));
      assertEquals(new JsonObject().put("countryCode", "FR").put("vatNumber", "08871803342"), vies.checks.get(0));
      ctx.completeNow();
    })));
  }

  @Test
  void offlineDoesNotAskVies(Vertx vertx, VertxTestContext ctx) {
    JsonObject args = new JsonObject().put("vat_number", "380841483").put("country_code", "DE").put("offline", true);
    provider(vertx, new JsonObject()).compose(p -> call(p, "check", args)).onComplete(ctx.succeeding(r -> ctx.verify(() -> {
      assertEquals("unknown", r.getString("status"));
      assertTrue(r.getBoolean("checksum_valid"));
      assertEquals("offline", r.getJsonObject("retry_hint").getString("code"));
      assertEquals(1, r.getJsonArray("sources").size());
      assertTrue(vies.checks.isEmpty());
      ctx.completeNow();
    })));
  }

  @Test
  void badCheckDigitIsInvalidWithoutAskingVies(Vertx vertx, VertxTestContext ctx) {
    provider(vertx, new JsonObject()).compose(p -> check(p, "DE380841484")).onComplete(ctx.succeeding(r -> ctx.verify(() -> {
      assertEquals("invalid", r.getString("status"));
      assertEquals("check_digits", r.getString("invalid_reason"));
      assertTrue(r.getBoolean("format_valid"));
      assertFalse(r.getBoolean("checksum_valid"));
      assertEquals(1, r.getJsonArray("sources").size());
      assertTrue(vies.checks.isEmpty());
      ctx.completeNow();
    })));
  }

  @Test
  void badFormatIsInvalid(Vertx vertx, VertxTestContext ctx) {
    provider(vertx, new JsonObject()).compose(p -> check(p, "DE 3808")).onComplete(ctx.succeeding(r -> ctx.verify(() -> {
      assertEquals("invalid", r.getString("status"));
      assertEquals("format", r.getString("invalid_reason"));
      assertFalse(r.getBoolean("format_valid"));
      assertTrue(vies.checks.isEmpty());
      ctx.completeNow();
    })));
  }

  @Test
  void unsupportedCountryIsABadArgument(Vertx vertx, VertxTestContext ctx) {
    provider(vertx, new JsonObject()).compose(p -> check(p, "GB145440919")).onComplete(ctx.failing(e -> ctx.verify(() -> {
      assertEquals(Failure.BAD_ARGUMENT, assertInstanceOf(ProviderException.class, e).failure());
      ctx.completeNow();
    })));
  }

  @Test
  void validVerdictsAreCached(Vertx vertx, VertxTestContext ctx) {
    provider(vertx, new JsonObject())
      .compose(p -> check(p, DE).compose(first -> check(p, "DE 380 841 483")))
      .onComplete(ctx.succeeding(r -> ctx.verify(() -> {
        assertEquals(1, vies.checks.size());
        assertEquals("valid", r.getString("status"));
        assertEquals("ACME GMBH", r.getJsonObject("vies").getString("name"));
        assertEquals("cached", source(r, 1).getString("status"));
        ctx.completeNow();
      })));
  }

  @Test
  void invalidVerdictsAreNotCached(Vertx vertx, VertxTestContext ctx) {
    vies.answer(DE, "200");
    provider(vertx, new JsonObject())
      .compose(p -> check(p, DE).compose(first -> check(p, DE)))
      .onComplete(ctx.succeeding(r -> ctx.verify(() -> {
        assertEquals(2, vies.checks.size());
        ctx.completeNow();
      })));
  }

  @Test
  void aFailingMemberStateDoesNotStopOthers(Vertx vertx, VertxTestContext ctx) {
    vies.answer(DE, "301");
    provider(vertx, new JsonObject())
      .compose(p -> check(p, DE).compose(x -> check(p, DE)).compose(x -> check(p, DE))
        .compose(third -> check(p, FR).map(fr -> new JsonArray().add(third).add(fr))))
      .onComplete(ctx.succeeding(results -> ctx.verify(() -> {
        JsonObject third = results.getJsonObject(0);
        assertEquals("unknown", third.getString("status"));
        assertEquals("breaker_open", third.getJsonObject("retry_hint").getString("code"));
        assertTrue(third.getJsonObject("retry_hint").getLong("retry_after_seconds") > 0);
        assertEquals("unavailable", source(third, 1).getString("status"));
        assertEquals(3, vies.checks.size(), "two DE checks, the third held back, one FR check");
        assertEquals("valid", results.getJsonObject(1).getString("status"));
        ctx.completeNow();
      })));
  }

  @Test
  void aNationalPartStartingWithALetterIsCheckedForTheGivenCountry(Vertx vertx, VertxTestContext ctx) {
    JsonObject args = new JsonObject().put("vat_number", "U13585627").put("country_code", "AT");
    provider(vertx, new JsonObject()).compose(p -> call(p, "check", args)).onComplete(ctx.succeeding(r -> ctx.verify(() -> {
      assertEquals("valid", r.getString("status"));
      assertEquals("ATU13585627", r.getString("normalized"));
      assertEquals("U13585627", vies.checks.get(0).getString("vatNumber"));
      ctx.completeNow();
    })));
  }

  @Test
  void anotherStatesPrefixIsReportedAsTheCountryUsed(Vertx vertx, VertxTestContext ctx) {
    JsonObject args = new JsonObject().put("vat_number", "BE0403170701").put("country_code", "NL");
    provider(vertx, new JsonObject()).compose(p -> call(p, "check", args)).onComplete(ctx.succeeding(r -> ctx.verify(() -> {
      assertEquals("BE", r.getString("country_code"));
      assertEquals("valid", r.getString("status"));
      assertEquals("BE", vies.checks.get(0).getString("countryCode"));
      ctx.completeNow();
    })));
  }

  private static JsonObject withTrader(String number, String name) {
    return new JsonObject().put("vat_number", number).put("trader_name", name).put("trader_street", "Musterstraße 1")
      .put("trader_postal_code", "10115").put("trader_city", "Berlin").put("trader_company_type", "DE-1");
  }

  @Test
  void traderDetailsAreMatchedByVies(Vertx vertx, VertxTestContext ctx) {
    provider(vertx, new JsonObject()).compose(p -> call(p, "check", withTrader(DE, "Acme GmbH")))
      .onComplete(ctx.succeeding(r -> ctx.verify(() -> {
        JsonObject sent = vies.checks.get(0);
        assertEquals("Acme GmbH", sent.getString("traderName"));
        assertEquals("Musterstraße 1", sent.getString("traderStreet"));
        assertEquals("10115", sent.getString("traderPostalCode"));
        assertEquals("Berlin", sent.getString("traderCity"));
        assertEquals("DE-1", sent.getString("traderCompanyType"));
        assertEquals(new JsonObject()
            .put("name", "ACME GMBH").put("street", "MUSTERSTRASSE 1").put("postal_code", "10115").put("city", "BERLIN")
            .put("name_match", "valid").put("street_match", "invalid").put("postal_code_match", "valid")
            .put("city_match", "valid").put("company_type_match", "not_processed"),
          r.getJsonObject("vies").getJsonObject("approximate"));
        ctx.completeNow();
      })));
  }

  @Test
  void withoutTraderDetailsThereIsNoApproximateMatch(Vertx vertx, VertxTestContext ctx) {
    provider(vertx, new JsonObject()).compose(p -> check(p, DE)).onComplete(ctx.succeeding(r -> ctx.verify(() -> {
      assertFalse(vies.checks.get(0).containsKey("traderName"));
      assertFalse(r.getJsonObject("vies").containsKey("approximate"));
      ctx.completeNow();
    })));
  }

  @Test
  void aCachedVerdictServesOnlyTheSameTraderDetails(Vertx vertx, VertxTestContext ctx) {
    provider(vertx, new JsonObject())
      .compose(p -> call(p, "check", withTrader(DE, "Acme GmbH"))
        .compose(first -> call(p, "check", withTrader(DE, "Other AG")))
        .compose(other -> call(p, "check", withTrader(DE, "Other AG")).map(again -> new JsonArray().add(other).add(again))))
      .onComplete(ctx.succeeding(results -> ctx.verify(() -> {
        assertEquals(2, vies.checks.size(), "the second name is asked about, then served from cache");
        JsonObject other = results.getJsonObject(0);
        assertEquals("invalid", other.getJsonObject("vies").getJsonObject("approximate").getString("name_match"));
        assertEquals("ok", source(other, 1).getString("status"));
        assertEquals("cached", source(results.getJsonObject(1), 1).getString("status"));
        ctx.completeNow();
      })));
  }

  @Test
  void memberStateErrorsSentWithHttp500StopNeitherViesNorOtherStates(Vertx vertx, VertxTestContext ctx) {
    vies.answer(DE, FakeVies.MS_UNAVAILABLE_500);
    int many = HttpUpstreamClient.CIRCUIT_FAILURES + 1;
    provider(vertx, new JsonObject().put("breaker_faults", many + 1)).compose(p -> {
      Future<JsonObject> de = check(p, DE);
      for (int i = 1; i < many; i++) de = de.compose(x -> check(p, DE));
      return de.compose(last -> check(p, FR).map(fr -> new JsonArray().add(last).add(fr)));
    }).onComplete(ctx.succeeding(results -> ctx.verify(() -> {
      JsonObject de = results.getJsonObject(0);
      assertEquals("unknown", de.getString("status"));
      assertEquals("MS_UNAVAILABLE", de.getJsonObject("retry_hint").getString("code"));
      assertEquals("valid", results.getJsonObject(1).getString("status"));
      assertEquals(many + 1, vies.checks.size(), "each DE check asked VIES once, and so did FR");
      ctx.completeNow();
    })));
  }

  @Test
  void memberStateErrorsSentWithHttp500CountAgainstThatStatesBreaker(Vertx vertx, VertxTestContext ctx) {
    vies.answer(DE, FakeVies.MS_UNAVAILABLE_500);
    provider(vertx, new JsonObject())
      .compose(p -> check(p, DE).compose(x -> check(p, DE)).compose(x -> check(p, DE)))
      .onComplete(ctx.succeeding(third -> ctx.verify(() -> {
        assertEquals("breaker_open", third.getJsonObject("retry_hint").getString("code"));
        assertEquals(2, vies.checks.size());
        ctx.completeNow();
      })));
  }

  @Test
  void statusReportsAvailabilityAndBreakers(Vertx vertx, VertxTestContext ctx) {
    vies.answer(DE, "301");
    provider(vertx, new JsonObject())
      .compose(p -> check(p, DE).compose(x -> check(p, DE)).compose(x -> call(p, "status", new JsonObject())))
      .onComplete(ctx.succeeding(r -> ctx.verify(() -> {
        assertTrue(r.getBoolean("available"));
        JsonArray countries = r.getJsonArray("countries");
        assertEquals(new JsonObject().put("country_code", "DE").put("availability", "Unavailable").put("breaker_open", true),
          countries.getJsonObject(0));
        assertEquals(false, countries.getJsonObject(1).getBoolean("breaker_open"));
        assertEquals("VIES (European Commission)", source(r, 0).getString("name"));
        ctx.completeNow();
      })));
  }

  @Test
  void halfARequesterKeepsTheProviderOut(Vertx vertx, VertxTestContext ctx) {
    provider(vertx, new JsonObject().putNull("requester_vat")).onComplete(ctx.failing(e -> ctx.verify(() -> {
      assertTrue(e.getMessage().contains("requester_country"), e.getMessage());
      ctx.completeNow();
    })));
  }
}
