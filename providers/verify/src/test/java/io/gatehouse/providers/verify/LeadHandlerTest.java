package io.gatehouse.providers.verify;

import io.gatehouse.api.Failure;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.Result;
import io.gatehouse.api.testing.OutputContract;
import io.gatehouse.api.testing.RecordingInvocation;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import io.vertx.junit5.VertxExtension;
import io.vertx.junit5.VertxTestContext;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.time.Duration;
import java.time.Year;
import java.util.List;

import static io.gatehouse.providers.verify.PeerAnswers.email;
import static io.gatehouse.providers.verify.PeerAnswers.kbo;
import static io.gatehouse.providers.verify.PeerAnswers.kboNaturalPerson;
import static io.gatehouse.providers.verify.PeerAnswers.kvk;
import static io.gatehouse.providers.verify.PeerAnswers.screenClear;
import static io.gatehouse.providers.verify.PeerAnswers.screenMatch;
import static io.gatehouse.providers.verify.PeerAnswers.vatNotRegistered;
import static io.gatehouse.providers.verify.PeerAnswers.vatUnknown;
import static io.gatehouse.providers.verify.PeerAnswers.vatValid;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The verdict logic over peers whose answers keep to the output schemas the peers declare (the
 * gateway-level test, VerifyLeadVerdictsTest, runs the real peers against fake upstreams).
 */
@ExtendWith(VertxExtension.class)
class LeadHandlerTest {

  private static final OutputContract VERIFY_LEAD = OutputContract.of("verify", "lead");

  private CannedContext peers;
  private Policy policy = Policy.defaultPolicy();

  /** A consistent Belgian company: VAT = KBO number, names agree, nobody listed, a working mailbox. */
  @BeforeEach
  void peers(Vertx vertx) {
    peers = new CannedContext(vertx)
      .answer("vat_check", vatValid("BE", "0403170701", "NV ACME BELGIUM"))
      .answer("kbo_lookup", kbo("0403.170.701", "000", "Acme Belgium"))
      .answer("kvk_lookup", kvk("68750110", "Acme Nederland B.V.", "Acme Nederland B.V.", "Acme Shop", null))
      .answer("sanctions_screen", screenClear("Acme Belgium"))
      .answer("email_check", email("jan@acme.be", "deliverable", false, false));
  }

  private static JsonObject belgianLead() {
    return new JsonObject().put("company_name", "ACME Belgium NV").put("country", "be").put("vat_number", "BE 0403.170.701")
      .put("email", "jan@acme.be").put("contact_name", "Jan Peeters");
  }

  private Future<JsonObject> verify(JsonObject lead) {
    return verify(new RecordingInvocation("lead", lead, peers, Duration.ofSeconds(10)));
  }

  private Future<JsonObject> verify(RecordingInvocation invocation) {
    return new LeadHandler(peers, policy).handle(invocation).map(Result::toJson).map(VERIFY_LEAD::check);
  }

  private static List<String> codes(JsonObject out, String field) {
    return out.getJsonArray(field).stream().map(f -> ((JsonObject) f).getString("code")).toList();
  }

  private void expect(JsonObject lead, String verdict, String code, VertxTestContext ctx) {
    verify(lead).onComplete(ctx.succeeding(out -> ctx.verify(() -> {
      assertEquals(verdict, out.getString("verdict"), out.encodePrettily());
      assertTrue(codes(out, "reasons").contains(code), out.getJsonArray("reasons").encodePrettily());
      ctx.completeNow();
    })));
  }

  @Test
  void aConsistentBelgianCompanyIsVerifiedAndItsVatNumberIsLookedUpInKbo(VertxTestContext ctx) {
    RecordingInvocation invocation = new RecordingInvocation("lead", belgianLead(), peers, Duration.ofSeconds(10));
    verify(invocation).onComplete(ctx.succeeding(out -> ctx.verify(() -> {
      assertEquals("verified", out.getString("verdict"), out.encodePrettily());
      assertTrue(out.getJsonArray("reasons").isEmpty());
      assertTrue(codes(out, "findings").containsAll(List.of("vat.valid", "vat.name_match", "register.active",
        "register.name_match", "sanctions.clear", "email.domain_accepts_mail")), out.encodePrettily());
      assertEquals(new JsonObject().put("number", "0403170701"), peers.calls().stream()
        .filter(c -> c.tool().equals("kbo_lookup")).findFirst().orElseThrow().arguments());
      assertEquals(5, invocation.progressNotes().size());
      assertEquals(4, out.getJsonArray("sources").size(), "each distinct source once");
      ctx.completeNow();
    })));
  }

  @Test
  void eachPeerGetsTheArgumentsItsSchemaTakes(VertxTestContext ctx) {
    JsonObject lead = new JsonObject().put("company_name", "Acme Nederland").put("country", "NL").put("vat_number", "U13585627")
      .put("kvk_number", "68750110").put("contact_name", "Jan de Vries").put("contact_birth_date", "1970");
    verify(lead).onComplete(ctx.succeeding(out -> ctx.verify(() -> {
      assertEquals(List.of(
          new CannedContext.Call("vat_check", new JsonObject().put("vat_number", "U13585627").put("country_code", "NL")
            .put("trader_name", "Acme Nederland")),
          new CannedContext.Call("kvk_lookup", new JsonObject().put("kvkNummer", "68750110")),
          new CannedContext.Call("sanctions_screen", new JsonObject().put("name", "Acme Nederland").put("type", "organisation")
            .put("country", "NL")),
          new CannedContext.Call("sanctions_screen", new JsonObject().put("name", "Jan de Vries").put("type", "person")
            .put("birth_date", "1970"))),
        peers.calls());
      ctx.completeNow();
    })));
  }

  @Test
  void aBankruptBelgianCompanyIsRejectedByItsSituationCode(VertxTestContext ctx) {
    peers.answer("kbo_lookup", kbo("0403.170.701", "050", "Acme Belgium"));
    expect(belgianLead(), "reject", "register.bankrupt", ctx);
  }

  @Test
  void aDissolvedOrOtherwiseAbnormalSituationIsNeverAPass(VertxTestContext ctx) {
    peers.answer("kbo_lookup", kbo("0403.170.701", "012", "Acme Belgium"));
    verify(belgianLead()).compose(dissolved -> {
      ctx.verify(() -> assertTrue(codes(dissolved, "reasons").contains("register.dissolved"), dissolved.encode()));
      peers.answer("kbo_lookup", kbo("0403.170.701", "030", "Acme Belgium"));
      return verify(belgianLead());
    }).onComplete(ctx.succeeding(other -> ctx.verify(() -> {
      assertEquals("review", other.getString("verdict"));
      assertTrue(codes(other, "reasons").contains("register.abnormal_situation"), other.encode());
      ctx.completeNow();
    })));
  }

  @Test
  void aVatNumberViesRegistersToAnotherCompanyNeedsReview(VertxTestContext ctx) {
    peers.answer("vat_check", vatValid("BE", "0403170701", "BOUWBEDRIJF DE KEI BV"))
      .answer("kbo_lookup", kbo("0403.170.701", "000", "Bouwbedrijf De Kei"));
    verify(belgianLead()).onComplete(ctx.succeeding(out -> ctx.verify(() -> {
      assertEquals("review", out.getString("verdict"));
      assertTrue(codes(out, "reasons").containsAll(List.of("vat.name_mismatch", "register.name_mismatch")), out.encode());
      ctx.completeNow();
    })));
  }

  @Test
  void viesApproximateMatchingDecidesTheNameWhereItRan(VertxTestContext ctx) {
    JsonObject answer = vatValid("BE", "0403170701", null);
    answer.getJsonObject("vies").put("approximate", new JsonObject().put("name", "ACME BELGIUM").put("name_match", "invalid"));
    peers.answer("vat_check", answer);
    expect(belgianLead(), "review", "vat.name_mismatch", ctx);
  }

  @Test
  void aVatNumberThatIsNotTheKboNumberGivenNeedsReview(VertxTestContext ctx) {
    peers.answer("kbo_lookup", kbo("0200.065.765", "000", "Acme Belgium"));
    expect(belgianLead().put("kbo_number", "0200.065.765"), "review", "vat.register_number_mismatch", ctx);
  }

  @Test
  void viesValidFalseIsReviewNotReject(VertxTestContext ctx) {
    peers.answer("vat_check", vatNotRegistered("BE", "0403170701"));
    verify(belgianLead()).onComplete(ctx.succeeding(out -> ctx.verify(() -> {
      assertEquals("review", out.getString("verdict"), out.encodePrettily());
      assertEquals(List.of("vat.not_registered"), codes(out, "reasons"));
      ctx.completeNow();
    })));
  }

  @Test
  void aMemberStateOutageIsReviewWithARetryHint(VertxTestContext ctx) {
    peers.answer("vat_check", vatUnknown("BE", "0403170701", "MS_UNAVAILABLE", 300));
    verify(belgianLead()).onComplete(ctx.succeeding(out -> ctx.verify(() -> {
      assertEquals("review", out.getString("verdict"));
      JsonObject reason = out.getJsonArray("reasons").getJsonObject(0);
      assertEquals("source.unavailable", reason.getString("code"));
      assertEquals(300L, reason.getLong("retry_after_seconds"));
      assertTrue(reason.getString("message").contains("MS_UNAVAILABLE"), reason.encode());
      ctx.completeNow();
    })));
  }

  @Test
  void anEndedKvkRegistrationIsRejectedAndSaysItsDateInIso(VertxTestContext ctx) {
    peers.answer("kvk_lookup", kvk("68750110", "Acme Nederland B.V.", null, null, "20240131"));
    verify(new JsonObject().put("company_name", "Acme Nederland").put("kvk_number", "68750110"))
      .onComplete(ctx.succeeding(out -> ctx.verify(() -> {
        assertEquals("reject", out.getString("verdict"), out.encodePrettily());
        assertEquals(List.of("register.ended"), codes(out, "reasons"), "the register identified it: no lead.unidentified");
        assertTrue(out.getJsonArray("reasons").getJsonObject(0).getString("message").endsWith("ended on 2024-01-31"),
          out.getJsonArray("reasons").encode());
        ctx.completeNow();
      })));
  }

  @Test
  void aDutchCompanyIsKnownByEveryNameKvkGives(VertxTestContext ctx) {
    JsonObject lead = new JsonObject().put("company_name", "Acme Shop").put("country", "NL").put("kvk_number", "68750110");
    verify(lead).onComplete(ctx.succeeding(out -> ctx.verify(() -> {
      assertEquals("verified", out.getString("verdict"), out.encodePrettily());
      assertTrue(codes(out, "findings").contains("register.name_match"));
      ctx.completeNow();
    })));
  }

  @Test
  void aPossibleSanctionsMatchNamesTheListedPerson(VertxTestContext ctx) {
    peers.answer("sanctions_screen", screenMatch("Robert G. Mugabe", "Robert Gabriel MUGABE", "Robert Gabriel Mugabe"));
    verify(belgianLead()).onComplete(ctx.succeeding(out -> ctx.verify(() -> {
      assertEquals("review", out.getString("verdict"));
      JsonObject reason = out.getJsonArray("reasons").getJsonObject(0);
      assertEquals("sanctions.possible_match", reason.getString("code"));
      assertTrue(reason.getString("message").contains("Robert Gabriel Mugabe (listed as Robert Gabriel MUGABE) on eu_fsf"),
        reason.getString("message"));
      ctx.completeNow();
    })));
  }

  @Test
  void noMatchIsOnlyClearWhenEveryConfiguredListWasSearched(VertxTestContext ctx) {
    peers.answer("sanctions_screen", PeerAnswers.screenIncomplete("Acme Belgium"));
    verify(belgianLead()).onComplete(ctx.succeeding(out -> ctx.verify(() -> {
      assertEquals("review", out.getString("verdict"));
      JsonObject reason = out.getJsonArray("reasons").getJsonObject(0);
      assertEquals("sanctions.incomplete", reason.getString("code"));
      assertTrue(reason.getString("message").contains("ofac_sdn not loaded"), reason.getString("message"));
      ctx.completeNow();
    })));
  }

  @Test
  void anIncompleteScreeningThatSearchedNoListSaysTheNameWasNotScreened(VertxTestContext ctx) {
    peers.answer("sanctions_screen", PeerAnswers.screenNothingLoaded("Acme Belgium"));
    verify(belgianLead()).onComplete(ctx.succeeding(out -> ctx.verify(() -> {
      assertEquals("review", out.getString("verdict"));
      JsonObject reason = out.getJsonArray("reasons").getJsonObject(0);
      assertEquals("sanctions.no_lists", reason.getString("code"));
      assertEquals("no sanctions list was searched, so \u201cACME Belgium NV\u201d was not screened: ofac_sdn configured "
        + "but not loaded", reason.getString("message"));
      ctx.completeNow();
    })));
  }

  @Test
  void aNameTheScreenerCannotReadIsNotAnOutage(VertxTestContext ctx) {
    peers.answer("sanctions_screen", args -> Future.failedFuture(ProviderException.badArgument("name",
      "name must contain letters of the Latin, Cyrillic, Greek or Arabic script, or digits")));
    verify(belgianLead()).onComplete(ctx.succeeding(out -> ctx.verify(() -> {
      assertEquals("review", out.getString("verdict"));
      assertTrue(codes(out, "reasons").contains("sanctions.not_screened"), codes(out, "reasons").toString());
      assertTrue(!codes(out, "reasons").contains("source.unavailable"), codes(out, "reasons").toString());
      ctx.completeNow();
    })));
  }

  @Test
  void aStaleListIsNoClearAnswer(VertxTestContext ctx) {
    peers.answer("sanctions_screen", PeerAnswers.screenStale("Acme Belgium"));
    verify(belgianLead()).onComplete(ctx.succeeding(out -> ctx.verify(() -> {
      assertEquals("review", out.getString("verdict"));
      JsonObject reason = out.getJsonArray("reasons").getJsonObject(0);
      assertEquals("sanctions.incomplete", reason.getString("code"));
      assertTrue(reason.getString("message").contains("eu_fsf 2026-11-20 (stale: published 2018-10-29)"), reason.getString("message"));
      assertTrue(reason.getString("message").endsWith(": eu_fsf stale"), reason.getString("message"));
      ctx.completeNow();
    })));
  }

  @Test
  void countriesThatDisagreeNeedReview(VertxTestContext ctx) {
    expect(belgianLead().put("country", "NL"), "review", "lead.country_mismatch", ctx);
  }

  @Test
  void anUndeliverableEmailRejectsAndADisposableOneNeedsReview(VertxTestContext ctx) {
    peers.answer("email_check", email("jan@acme.be", "undeliverable", false, false, "the domain has a null MX"));
    verify(belgianLead()).compose(dead -> {
      ctx.verify(() -> assertEquals(List.of("email.undeliverable"), codes(dead, "reasons")));
      peers.answer("email_check", email("jan@mailinator.com", "risky", true, false, "disposable"));
      return verify(belgianLead());
    }).onComplete(ctx.succeeding(disposable -> ctx.verify(() -> {
      assertEquals(List.of("email.disposable"), codes(disposable, "reasons"));
      ctx.completeNow();
    })));
  }

  @Test
  void theDeploymentsPolicyDecidesWhatAFreeMailContactMeans(VertxTestContext ctx) {
    peers.answer("email_check", email("acme.belgium@gmail.com", "deliverable", false, true));
    verify(belgianLead()).compose(byDefault -> {
      ctx.verify(() -> assertEquals("verified", byDefault.getString("verdict"), byDefault.encode()));
      policy = Policy.configured(new JsonObject().put("email.free_provider", "review"));
      return verify(belgianLead());
    }).onComplete(ctx.succeeding(strict -> ctx.verify(() -> {
      assertEquals("review", strict.getString("verdict"));
      assertEquals(List.of("email.free_provider"), codes(strict, "reasons"));
      ctx.completeNow();
    })));
  }

  @Test
  void aNumberTheRegisterDoesNotKnowRejectsWithTheRegistersWords(VertxTestContext ctx) {
    peers.answer("vat_check", vatNotRegistered("BE", "0403170701"));
    peers.answer("kbo_lookup", args -> Future.failedFuture(ProviderException.notFound(
      "no active enterprise 0403.170.701 in KBO Open Data extract 140 of 2026-11-01")));
    verify(belgianLead()).onComplete(ctx.succeeding(out -> ctx.verify(() -> {
      assertEquals("reject", out.getString("verdict"));
      JsonObject reason = out.getJsonArray("reasons").getJsonObject(0);
      assertEquals("register.not_found", reason.getString("code"));
      assertTrue(reason.getString("message").contains("2026-11-01"), reason.encode());
      ctx.completeNow();
    })));
  }

  @Test
  void aValidNumberTheMonthlyExtractLacksIsReviewedNotRejected(VertxTestContext ctx) {
    peers.answer("kbo_lookup", args -> Future.failedFuture(ProviderException.notFound(
      "no active enterprise 0403.170.701 in KBO Open Data extract 140 of 2026-11-01")));
    verify(belgianLead()).onComplete(ctx.succeeding(out -> ctx.verify(() -> {
      assertEquals("review", out.getString("verdict"), out.encodePrettily());
      assertEquals(List.of("register.not_in_snapshot"), codes(out, "reasons"));
      String message = out.getJsonArray("reasons").getJsonObject(0).getString("message");
      assertTrue(message.contains("extract 140 of 2026-11-01") && message.contains("VIES says BE0403170701 is valid"), message);
      JsonObject kbo = out.getJsonArray("checks").stream().map(JsonObject.class::cast)
        .filter(c -> c.getString("check").equals("kbo")).findFirst().orElseThrow();
      assertEquals("review", kbo.getString("outcome"));
      ctx.completeNow();
    })));
  }

  @Test
  void aValidNumberWhoseNameNobodyConfirmsIsReviewed(VertxTestContext ctx) {
    // Germany discloses no trader name to VIES, and no register is asked
    peers.answer("vat_check", vatValid("DE", "129273398", null));
    JsonObject lead = new JsonObject().put("company_name", "Alpen Handel GmbH").put("vat_number", "DE129273398");
    verify(lead).onComplete(ctx.succeeding(out -> ctx.verify(() -> {
      assertEquals("review", out.getString("verdict"), out.encodePrettily());
      assertEquals(List.of("vat.name_undisclosed"), codes(out, "reasons"));
      assertTrue(codes(out, "findings").contains("vat.valid"));
      ctx.completeNow();
    })));
  }

  @Test
  void anUndisclosedVatNameIsANoteWhenTheRegisterConfirmsTheName(VertxTestContext ctx) {
    peers.answer("vat_check", vatValid("BE", "0403170701", null));
    verify(belgianLead()).onComplete(ctx.succeeding(out -> ctx.verify(() -> {
      assertEquals("verified", out.getString("verdict"), out.encodePrettily());
      JsonObject undisclosed = out.getJsonArray("findings").stream().map(JsonObject.class::cast)
        .filter(f -> f.getString("code").equals("vat.name_undisclosed")).findFirst().orElseThrow();
      assertEquals("note", undisclosed.getString("outcome"));
      ctx.completeNow();
    })));
  }

  @Test
  void aNaturalPersonsEnterpriseIsReviewedUnlessViesConfirmsTheName(VertxTestContext ctx) {
    peers.answer("kbo_lookup", kboNaturalPerson("0403.170.701")).answer("vat_check", vatValid("BE", "0403170701", null));
    verify(belgianLead()).compose(unconfirmed -> {
      ctx.verify(() -> {
        assertEquals("review", unconfirmed.getString("verdict"), unconfirmed.encodePrettily());
        assertEquals(List.of("vat.name_undisclosed", "register.natural_person"), codes(unconfirmed, "reasons"));
      });
      peers.answer("vat_check", vatValid("BE", "0403170701", "ACME BELGIUM"));
      return verify(belgianLead());
    }).onComplete(ctx.succeeding(confirmed -> ctx.verify(() -> {
      assertEquals("verified", confirmed.getString("verdict"), confirmed.encodePrettily());
      assertTrue(codes(confirmed, "findings").containsAll(List.of("vat.name_match", "register.natural_person")));
      ctx.completeNow();
    })));
  }

  @Test
  void aSiblingCompanyDoesNotPassTheNameCheck(VertxTestContext ctx) {
    peers.answer("vat_check", vatValid("BE", "0403170701", "NV JAN PEETERS"))
      .answer("kbo_lookup", kbo("0403.170.701", "000", "Jan Peeters"));
    JsonObject lead = belgianLead().put("company_name", "Peeters Holding");
    verify(lead).onComplete(ctx.succeeding(out -> ctx.verify(() -> {
      assertEquals("review", out.getString("verdict"), out.encodePrettily());
      assertTrue(codes(out, "reasons").containsAll(List.of("vat.name_mismatch", "register.name_mismatch")),
        codes(out, "reasons").toString());
      ctx.completeNow();
    })));
  }

  @Test
  void aMissingProviderOrAnOutageIsReviewNeverVerified(VertxTestContext ctx) {
    peers = new CannedContext(peers.vertx())
      .answer("vat_check", args -> Future.failedFuture(new ProviderException(Failure.UPSTREAM_UNAVAILABLE, "VIES is down")))
      .answer("email_check", email("jan@acme.be", "deliverable", false, false));
    verify(belgianLead()).onComplete(ctx.succeeding(out -> ctx.verify(() -> {
      assertEquals("review", out.getString("verdict"));
      List<String> codes = codes(out, "reasons");
      assertTrue(codes.containsAll(List.of("source.unavailable", "source.not_installed", "lead.unidentified")), codes.toString());
      ctx.completeNow();
    })));
  }

  @Test
  void anAnswerOutsideItsContractIsNeverRelied(VertxTestContext ctx) {
    // a peer that drifted from its declared schema (here: status missing) is unreadable, not a pass
    peers.answer("email_check", args -> Future.succeededFuture(new JsonObject().put("deliverable", true)));
    expect(belgianLead(), "review", "source.unreadable", ctx);
  }

  @Test
  void aCheckThatNeverAnswersIsCutOffBeforeTheDeadline(VertxTestContext ctx) {
    peers.answer("email_check", args -> Promise.<JsonObject>promise().future());
    long start = System.nanoTime();
    verify(new RecordingInvocation("lead", belgianLead(), peers, Duration.ofMillis(900))).onComplete(ctx.succeeding(out -> ctx.verify(() -> {
      assertTrue(System.nanoTime() - start < 900_000_000L);
      assertEquals("review", out.getString("verdict"));
      assertTrue(out.getJsonArray("reasons").getJsonObject(0).getString("message")
        .startsWith("email_check did not answer within"), out.encode());
      ctx.completeNow();
    })));
  }

  @Test
  void aCancelledCallStopsWaiting(VertxTestContext ctx) {
    peers.answer("email_check", args -> Promise.<JsonObject>promise().future());
    RecordingInvocation invocation = new RecordingInvocation("lead", belgianLead(), peers, Duration.ofSeconds(10));
    Future<JsonObject> result = verify(invocation);
    invocation.cancel();
    result.onComplete(ctx.failing(e -> ctx.verify(() -> {
      assertEquals(Failure.CANCELLED, assertInstanceOf(ProviderException.class, e).failure());
      ctx.completeNow();
    })));
  }

  @Test
  void aLeadWithNothingToCheckIsABadArgument(VertxTestContext ctx) {
    verify(new JsonObject().put("country", "NL")).onComplete(ctx.failing(e -> ctx.verify(() -> {
      assertEquals(Failure.BAD_ARGUMENT, assertInstanceOf(ProviderException.class, e).failure());
      assertTrue(peers.calls().isEmpty());
      ctx.completeNow();
    })));
  }

  /** The bad argument a lead is refused with, before any peer is asked. */
  private void refused(JsonObject lead, String field, String saying, VertxTestContext ctx) {
    verify(lead).onComplete(ctx.failing(e -> ctx.verify(() -> {
      ProviderException refusal = assertInstanceOf(ProviderException.class, e);
      assertEquals(Failure.BAD_ARGUMENT, refusal.failure());
      assertEquals(field, refusal.details().getString("field"), refusal.getMessage());
      assertTrue(refusal.getMessage().contains(saying), refusal.getMessage());
      assertFalse(refusal.getMessage().contains("give at least one of"), refusal.getMessage());
      assertTrue(peers.calls().isEmpty());
      ctx.completeNow();
    })));
  }

  @Test
  void aDanishNumberAloneIsRefusedForWhatItLacks(VertxTestContext ctx) {
    refused(new JsonObject().put("company_number", "10150817").put("country", "DK"), "company_number",
      "company_number 10150817 was not checked: there is no register for DK here, and no DK VAT number carrying it", ctx);
  }

  @Test
  void anOrgNumberOfACountryWithoutARegisterIsRefusedSayingWhoseNumberItIs(VertxTestContext ctx) {
    refused(new JsonObject().put("org_number", "923609016").put("country", "SE"), "org_number",
      "with country SE, org_number is SE's number; a Norwegian organisasjonsnummer needs country NO", ctx);
  }

  @Test
  void aCountryThatIsNoIsoCodeIsRefused(VertxTestContext ctx) {
    refused(new JsonObject().put("company_name", "Acme").put("country", "zz"), "country",
      "country zz is not an ISO 3166 alpha-2 country code", ctx);
  }

  @Test
  void anUpperCaseMadeUpCountryIsRefusedToo(VertxTestContext ctx) {
    refused(new JsonObject().put("siren", "552100554").put("country", "XX"), "country", "country XX is not an ISO 3166", ctx);
  }

  @Test
  void aBlankRegisterNumberIsRefusedAsBlank(VertxTestContext ctx) {
    refused(new JsonObject().put("siren", "  "), "siren", "siren is blank", ctx);
  }

  @Test
  void anImpossibleBirthDateIsRefused(VertxTestContext ctx) {
    refused(belgianLead().put("contact_name", "Jan Peeters").put("contact_birth_date", "2099-13-45"), "contact_birth_date",
      "contact_birth_date 2099-13-45 is no date", ctx);
  }

  @Test
  void aThirtiethOfFebruaryIsRefused(VertxTestContext ctx) {
    refused(belgianLead().put("contact_name", "Jan Peeters").put("contact_birth_date", "1970-02-30"), "contact_birth_date",
      "is no date", ctx);
  }

  @Test
  void aBirthDateInTheFutureIsRefused(VertxTestContext ctx) {
    String nextYear = String.valueOf(Year.now().getValue() + 2);
    refused(belgianLead().put("contact_name", "Jan Peeters").put("contact_birth_date", nextYear + "-01"), "contact_birth_date",
      "contact_birth_date " + nextYear + "-01 is in the future", ctx);
  }

  @Test
  void aBirthYearOrMonthAloneIsTaken(VertxTestContext ctx) {
    verify(belgianLead().put("contact_name", "Jan Peeters").put("contact_birth_date", "1970-02"))
      .onComplete(ctx.succeeding(out -> ctx.verify(() -> {
        assertTrue(peers.calls().stream().anyMatch(c -> "1970-02".equals(c.arguments().getString("birth_date"))),
          peers.calls().toString());
        ctx.completeNow();
      })));
  }
}
