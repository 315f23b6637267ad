package io.gatehouse.providers.verify;

import io.gatehouse.api.Failure;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.Result;
import io.gatehouse.api.testing.OutputContract;
import io.gatehouse.api.testing.RecordingInvocation;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import io.vertx.junit5.VertxExtension;
import io.vertx.junit5.VertxTestContext;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.time.Duration;
import java.util.List;

import static io.gatehouse.providers.verify.PeerAnswers.lei;
import static io.gatehouse.providers.verify.PeerAnswers.register;
import static io.gatehouse.providers.verify.PeerAnswers.screenClear;
import static io.gatehouse.providers.verify.PeerAnswers.vatValid;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Which open register a lead is checked against, and the cross-checks of their answers, over peers
 * whose answers keep to the schemas they declare (VerifyLeadVerdictsTest runs the real registers
 * against fakes of their documented shapes).
 */
@ExtendWith(VertxExtension.class)
class OpenRegisterLeadsTest {

  private static final OutputContract VERIFY_LEAD = OutputContract.of("verify", "lead");

  private CannedContext peers;

  @BeforeEach
  void peers(Vertx vertx) {
    peers = new CannedContext(vertx).answer("sanctions_screen", screenClear("any"));
  }

  private Future<JsonObject> verify(JsonObject lead) {
    return new LeadHandler(peers, Policy.defaultPolicy())
      .handle(new RecordingInvocation("lead", lead, peers, Duration.ofSeconds(10))).map(Result::toJson).map(VERIFY_LEAD::check);
  }

  private static List<String> codes(JsonObject out, String field) {
    return out.getJsonArray(field).stream().map(f -> ((JsonObject) f).getString("code")).toList();
  }

  private JsonObject argumentsOf(String tool) {
    return peers.calls().stream().filter(c -> c.tool().equals(tool)).findFirst()
      .orElseThrow(() -> new AssertionError(tool + " not called: " + peers.calls())).arguments();
  }

  @Test
  void aFrenchVatNumberIsLookedUpInSireneAndCannotDisagreeWithIt(VertxTestContext ctx) {
    peers.answer("vat_check", vatValid("FR", "11123456782", "TESTCO INDUSTRIES"))
      .answer("sirene_lookup", register("FR", "123456782", "TESTCO INDUSTRIES", "active",
        new JsonObject().put("etat_administratif", "A")).put("vat_number", "FR11123456782").put("vat_number_derived", true));
    verify(new JsonObject().put("company_name", "Testco Industries SAS").put("vat_number", "FR 11 123 456 782"))
      .onComplete(ctx.succeeding(out -> ctx.verify(() -> {
        assertEquals("verified", out.getString("verdict"), out.encodePrettily());
        assertEquals(new JsonObject().put("siren", "123456782"), argumentsOf("sirene_lookup"));
        assertFalse(codes(out, "findings").stream().anyMatch(c -> c.startsWith("vat.register_number")), out.encode());
        ctx.completeNow();
      })));
  }

  @Test
  void aNumberTheRegisterLacksIsRejectedUnlessViesKnowsTheVatNumberCarryingIt(VertxTestContext ctx) {
    peers.answer("vat_check", vatValid("FR", "11123456782", "TESTCO INDUSTRIES"))
      .answer("sirene_lookup", args -> Future.failedFuture(new ProviderException(Failure.NOT_FOUND,
        "Sirene has no legal unit with SIREN 123456782")));
    verify(new JsonObject().put("company_name", "Testco Industries").put("siren", "123456782")).compose(alone -> {
      ctx.verify(() -> {
        assertEquals("reject", alone.getString("verdict"), alone.encodePrettily());
        assertEquals("register.not_found", codes(alone, "reasons").get(0));
      });
      return verify(new JsonObject().put("company_name", "Testco Industries").put("vat_number", "FR11123456782"));
    }).onComplete(ctx.succeeding(withVat -> ctx.verify(() -> {
      assertEquals("review", withVat.getString("verdict"), withVat.encodePrettily());
      assertEquals(List.of("register.not_found_vat_valid"), codes(withVat, "reasons"));
      ctx.completeNow();
    })));
  }

  @Test
  void aNorwegianVatNumberGoesToEnhetsregisteretWhichSaysWhetherItIsInTheVatRegister(VertxTestContext ctx) {
    peers.answer("brreg_lookup", register("NO", "912345602", "PRØVEBEDRIFT NORD AS", "active",
      new JsonObject().put("konkurs", false)).put("vat_registered", false));
    verify(new JsonObject().put("company_name", "Prøvebedrift Nord AS").put("vat_number", "NO 912 345 602 MVA"))
      .onComplete(ctx.succeeding(out -> ctx.verify(() -> {
        assertTrue(peers.calls().stream().noneMatch(c -> c.tool().equals("vat_check")), "VIES does not cover Norway");
        assertEquals(new JsonObject().put("organisasjonsnummer", "912345602"), argumentsOf("brreg_lookup"));
        assertEquals("review", out.getString("verdict"), out.encodePrettily());
        assertEquals(List.of("vat.not_registered"), codes(out, "reasons"));
        ctx.completeNow();
      })));
  }

  @Test
  void aDanishVatNumberIsComparedWithTheCvrNumberTheLeadGives(VertxTestContext ctx) {
    peers.answer("vat_check", vatValid("DK", "87654311", "DANSK PRØVE APS"));
    verify(new JsonObject().put("company_name", "Dansk Prøve ApS").put("country", "DK").put("company_number", "12345674")
      .put("vat_number", "DK87654311"))
      .onComplete(ctx.succeeding(out -> ctx.verify(() -> {
        assertEquals("review", out.getString("verdict"), out.encodePrettily());
        assertEquals(List.of("vat.register_number_mismatch"), codes(out, "reasons"));
        assertTrue(out.getJsonArray("reasons").getJsonObject(0).getString("message").contains("CVR number"), out.encode());
        ctx.completeNow();
      })));
  }

  @Test
  void aCzechVatNumberCarryingNoIcoIsComparedWithTheDicAresStates(VertxTestContext ctx) {
    peers.answer("vat_check", vatValid("CZ", "7103192745", "JAN ZKUŠEBNÍ"))
      .answer("ares_lookup", register("CZ", "12345679", "Jan Zkušební", "active",
        new JsonObject().put("stavZdrojeRes", "AKTIVNI")).put("vat_number", "CZ7103192746").put("vat_number_derived", false));
    verify(new JsonObject().put("company_name", "Jan Zkušební").put("ico", "12345679").put("vat_number", "CZ7103192745"))
      .onComplete(ctx.succeeding(out -> ctx.verify(() -> {
        assertEquals("review", out.getString("verdict"), out.encodePrettily());
        assertEquals(List.of("vat.register_number_mismatch"), codes(out, "reasons"));
        assertTrue(out.getJsonArray("reasons").getJsonObject(0).getString("message").contains("CZ7103192746"), out.encode());
        ctx.completeNow();
      })));
  }

  @Test
  void companyNumberGoesToTheRegisterOfTheCountryAndNeedsOne(VertxTestContext ctx) {
    peers.answer("companieshouse_lookup", register("GB", "01234567", "TRIAL WIDGETS LIMITED", "active",
      new JsonObject().put("company_status", "active")));
    verify(new JsonObject().put("company_name", "Trial Widgets Ltd").put("country", "gb").put("company_number", "1234567"))
      .compose(out -> {
        ctx.verify(() -> {
          assertEquals("verified", out.getString("verdict"), out.encodePrettily());
          assertEquals(new JsonObject().put("company_number", "1234567"), argumentsOf("companieshouse_lookup"));
        });
        return verify(new JsonObject().put("company_name", "Svensk Prov AB").put("country", "SE").put("org_number", "5560360793"));
      })
      .compose(swedish -> {
        ctx.verify(() -> assertTrue(peers.calls().stream().noneMatch(c -> c.tool().equals("brreg_lookup")),
          "a Swedish org number is no Norwegian one: " + peers.calls()));
        return verify(new JsonObject().put("company_name", "Trial Widgets Ltd").put("company_number", "1234567"));
      })
      .onComplete(ctx.failing(e -> ctx.verify(() -> {
        ProviderException refused = assertInstanceOf(ProviderException.class, e);
        assertEquals(Failure.BAD_ARGUMENT, refused.failure());
        assertTrue(refused.getMessage().contains("country"), refused.getMessage());
        ctx.completeNow();
      })));
  }

  @Test
  void aStatusCodeTheGatewayDoesNotKnowAndAPolishVatStrikeOffAreReviewedNotPassed(VertxTestContext ctx) {
    peers.answer("ytj_lookup", register("FI", "1234560-4", "Koetehdas Oy", "unknown",
        new JsonObject().put("tradeRegisterStatus", "9")))
      .answer("plvat_lookup", register("PL", "1234563224", "PRÓBNA WYKREŚLONA SP. Z O.O.", "struck_off",
        new JsonObject().put("statusVat", "Niezarejestrowany").put("removalDate", "2023-08-01")));
    verify(new JsonObject().put("company_name", "Koetehdas Oy").put("business_id", "1234560-4")).compose(unknown -> {
      ctx.verify(() -> {
        assertEquals("review", unknown.getString("verdict"), unknown.encodePrettily());
        assertEquals(List.of("register.unknown_status"), codes(unknown, "reasons"));
        assertTrue(unknown.getJsonArray("reasons").getJsonObject(0).getString("message").contains("tradeRegisterStatus 9"));
      });
      return verify(new JsonObject().put("company_name", "Próbna Wykreślona sp. z o.o.").put("nip", "1234563224"));
    }).onComplete(ctx.succeeding(struckOff -> ctx.verify(() -> {
      assertEquals("review", struckOff.getString("verdict"), struckOff.encodePrettily());
      assertEquals(List.of("register.vat_struck_off"), codes(struckOff, "reasons"));
      ctx.completeNow();
    })));
  }

  @Test
  void anLeiRegisteredAsAnotherNumberThanTheRegistersNeedsReview(VertxTestContext ctx) {
    peers.answer("gleif_lookup", lei("5299009ZQX4TESTCO058", "FR", "TESTCO INDUSTRIES", "RA000189", "987654324"))
      .answer("sirene_lookup", register("FR", "123456782", "TESTCO INDUSTRIES", "active",
        new JsonObject().put("etat_administratif", "A")));
    verify(new JsonObject().put("company_name", "Testco Industries").put("country", "FR").put("lei", "5299009ZQX4TESTCO058")
      .put("siren", "123456782"))
      .onComplete(ctx.succeeding(out -> ctx.verify(() -> {
        assertEquals("review", out.getString("verdict"), out.encodePrettily());
        assertEquals(List.of("lei.register_mismatch"), codes(out, "reasons"));
        assertTrue(out.getJsonArray("reasons").getJsonObject(0).getString("message").contains("987654324 at RA000189"));
        ctx.completeNow();
      })));
  }

  private static JsonObject finding(JsonObject out, String code) {
    return out.getJsonArray("findings").stream().map(f -> (JsonObject) f).filter(f -> code.equals(f.getString("code")))
      .findFirst().orElseThrow(() -> new AssertionError("no " + code + " in " + out.encode()));
  }

  @Test
  void aNumberOfACountryWithoutARegisterHereIsNamedAsUnchecked(VertxTestContext ctx) {
    verify(new JsonObject().put("org_number", "5560000000").put("country", "SE").put("company_name", "Volvo"))
      .onComplete(ctx.succeeding(out -> ctx.verify(() -> {
        assertEquals(List.of("sanctions_screen"), peers.calls().stream().map(CannedContext.Call::tool).toList());
        JsonObject unchecked = finding(out, "lead.number_unchecked");
        assertEquals("note", unchecked.getString("outcome"));
        assertEquals("lead", unchecked.getString("check"));
        assertEquals("org_number 5560000000 was not checked: there is no register for SE here (with country SE, "
          + "org_number is SE's number; a Norwegian organisasjonsnummer needs country NO)", unchecked.getString("message"));
        assertEquals("review", out.getString("verdict"));
        ctx.completeNow();
      })));
  }

  @Test
  void aGermanOrAmericanCompanyNumberIsNamedAsUnchecked(VertxTestContext ctx) {
    verify(new JsonObject().put("company_number", "HRB 12345").put("country", "DE").put("company_name", "Acme"))
      .compose(de -> verify(new JsonObject().put("company_number", "1234567").put("country", "us").put("company_name", "Acme"))
        .map(us -> List.of(de, us)))
      .onComplete(ctx.succeeding(both -> ctx.verify(() -> {
        assertEquals("company_number HRB 12345 was not checked: there is no register for DE here",
          finding(both.get(0), "lead.number_unchecked").getString("message"));
        assertTrue(finding(both.get(1), "lead.number_unchecked").getString("message").contains("no register for US"));
        ctx.completeNow();
      })));
  }

  @Test
  void aSecondDifferentNumberForOneRegisterIsAConflictAndTheFirstIsLookedUp(VertxTestContext ctx) {
    peers.answer("sirene_lookup", register("FR", "552100554", "ACME", "active", new JsonObject().put("etat_administratif", "A")));
    verify(new JsonObject().put("siren", "552100554").put("org_number", "923609016").put("country", "FR"))
      .onComplete(ctx.succeeding(out -> ctx.verify(() -> {
        assertEquals(new JsonObject().put("siren", "552100554"), argumentsOf("sirene_lookup"));
        JsonObject conflict = finding(out, "lead.numbers_conflict");
        assertEquals("review", conflict.getString("outcome"));
        assertTrue(conflict.getString("message").contains("org_number 923609016"), conflict.encode());
        assertTrue(codes(out, "reasons").contains("lead.numbers_conflict"), out.encode());
        assertEquals("review", out.getString("verdict"));
        ctx.completeNow();
      })));
  }

  @Test
  void aCompanyNumberConflictingWithTheSirenIsAConflict(VertxTestContext ctx) {
    peers.answer("sirene_lookup", register("FR", "732829320", "ACME", "active", new JsonObject().put("etat_administratif", "A")));
    verify(new JsonObject().put("company_number", "552100554").put("siren", "732829320").put("country", "FR"))
      .onComplete(ctx.succeeding(out -> ctx.verify(() -> {
        assertEquals(new JsonObject().put("siren", "732829320"), argumentsOf("sirene_lookup"));
        assertEquals("siren 732829320 and company_number 552100554 are two different SIRENs for one FR company; "
          + "732829320 counts, 552100554 was not checked", finding(out, "lead.numbers_conflict").getString("message"));
        ctx.completeNow();
      })));
  }

  @Test
  void oneNumberGivenTwiceIsNoConflictAndADanishNumberWithADanishVatNumberIsCompared(VertxTestContext ctx) {
    peers.answer("sirene_lookup", register("FR", "552100554", "ACME", "active", new JsonObject().put("etat_administratif", "A")))
      .answer("vat_check", vatValid("DK", "10150817", "NOVO NORDISK A/S"));
    verify(new JsonObject().put("siren", "552 100 554").put("company_number", "552100554").put("country", "FR"))
      .compose(fr -> verify(new JsonObject().put("company_number", "10150817").put("country", "DK")
        .put("vat_number", "DK10150817")).map(dk -> List.of(fr, dk)))
      .onComplete(ctx.succeeding(both -> ctx.verify(() -> {
        assertFalse(codes(both.get(0), "findings").stream().anyMatch(c -> c.startsWith("lead.number")), both.get(0).encode());
        assertFalse(codes(both.get(1), "findings").contains("lead.number_unchecked"), both.get(1).encode());
        assertTrue(codes(both.get(1), "findings").contains("vat.register_number_match"), both.get(1).encode());
        ctx.completeNow();
      })));
  }
}
