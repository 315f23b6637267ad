package io.gatehouse.providers.registers.plvat;

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

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * plvat_lookup against answers in the shape of the white list API documentation
 * (https://wl-api.mf.gov.pl/, "Wykaz podatników VAT"), held to its output schema.
 */
class PlVatLookupTest {

  /** 23:30 UTC on 27 November is already 28 November in Warsaw. */
  private static final Clock LATE_EVENING = Clock.fixed(Instant.parse("2026-11-27T23:30:00Z"), ZoneOffset.UTC);

  private final CannedUpstream api = new CannedUpstream("https://wl-api.mf.gov.pl", "Wykaz podatników VAT")
    .answer("/api/search/nip/1234563218", 200, "application/json", Recorded.body("plvat/subject.json"))
    .answer("/api/search/nip/1234563224", 200, "application/json", Recorded.body("plvat/removed.json"))
    .answer("/api/search/nip/5260250274", 400, "application/json", Recorded.body("plvat/error.json"))
    .answerAll(200, "application/json", Recorded.body("plvat/none.json"));

  @Test
  void aTaxpayerAnswersRegonKrsAndVatStatusOnTodayInPoland() {
    JsonObject out = OutputContract.of("plvat", "lookup").checkStrict(lookup(new JsonObject().put("nip", "PL 123-456-32-18"))
      .result().toJson());
    assertEquals("2026-11-28", api.requests().get(0).query().get("date"));
    assertEquals("1234563218", out.getString("number"));
    assertEquals("123456785", out.getString("regon"));
    assertEquals("0000123456", out.getString("krs"));
    assertEquals("PL1234563218", out.getString("vat_number"));
    assertTrue(out.getBoolean("vat_registered"));
    assertEquals("active", out.getString("status"));
  }

  @Test
  void aRemovedTaxpayerIsStruckOffTheVatRegister() {
    JsonObject out = OutputContract.of("plvat", "lookup").checkStrict(lookup(new JsonObject().put("nip", "1234563224")
      .put("date", "2026-01-15")).result().toJson());
    assertEquals("2026-01-15", api.requests().get(0).query().get("date"));
    assertEquals("struck_off", out.getString("status"));
    assertEquals("2023-08-01", out.getJsonObject("status_codes").getString("removalDate"));
  }

  @Test
  void anUnheldNipIsNotFoundAndBadArgumentsNeverReachTheRegister() {
    assertEquals(Failure.NOT_FOUND, failure(lookup(new JsonObject().put("nip", "1234563230"))));
    int asked = api.requests().size();
    assertEquals(Failure.BAD_ARGUMENT, failure(lookup(new JsonObject().put("nip", "1234563219"))));
    assertEquals(Failure.BAD_ARGUMENT, failure(lookup(new JsonObject().put("nip", "1234563218").put("date", "2026-12-01"))));
    assertEquals(asked, api.requests().size());
    Future<Result> refused = lookup(new JsonObject().put("nip", "5260250274"));
    assertEquals(Failure.BAD_ARGUMENT, failure(refused));
    assertTrue(refused.cause().getMessage().contains("Nieprawidłowy NIP"), refused.cause().getMessage());
  }

  private static Failure failure(Future<Result> result) {
    return ((ProviderException) result.cause()).failure();
  }

  private Future<Result> lookup(JsonObject args) {
    return new LookupHandler(new RegisterClient(api, "Wykaz podatników VAT", Duration.ZERO), LATE_EVENING)
      .handle(new StubInvocation("lookup", args));
  }
}
