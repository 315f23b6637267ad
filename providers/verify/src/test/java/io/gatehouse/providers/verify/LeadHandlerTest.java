package io.gatehouse.providers.verify;

import io.gatehouse.api.Failure;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.Result;
import io.gatehouse.api.testing.RecordingInvocation;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.junit5.VertxExtension;
import io.vertx.junit5.VertxTestContext;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The verdict logic over peers that answer with canned results. */
@ExtendWith(VertxExtension.class)
class LeadHandlerTest {

  private static final JsonArray LISTS = new JsonArray().add(new JsonObject().put("list", "EU consolidated list")
    .put("version", "2026-11-20"));


  private static final String AT = "2026-11-22T09:00:00Z";

  private CannedContext peers;

  @BeforeEach
  void peers(Vertx vertx) {
    peers = new CannedContext(vertx)
      .answer("vat_check", withSource(new JsonObject().put("status", "valid"), "VIES (European Commission)"))
      .answer("kvk_lookup", withSource(new JsonObject().put("kvk_number", "12345678").put("name", "Acme Trading B.V.")
        .put("active", true), "KvK Handelsregister"))
      .answer("kbo_lookup", withSource(new JsonObject().put("name", "Acme Belgium NV").put("status", "Actief"),
        "KBO Open Data"))
      .answer("sanctions_screen", withSource(new JsonObject().put("matches", new JsonArray()).put("lists", LISTS),
        "EU consolidated list"))
      .answer("email_check", withSource(new JsonObject().put("status", "deliverable").put("reasons", new JsonArray()),
        "DNS resolver"));
  }

  private static JsonObject withSource(JsonObject result, String source) {
    return result.put("sources", new JsonArray().add(new JsonObject().put("name", source).put("retrieved_at", AT)
      .put("status", "ok")));
  }

  private static JsonObject fullLead() {
    return new JsonObject().put("company_name", "ACME Trading").put("country", "nl").put("vat_number", "NL004495445B01")
      .put("kvk_number", "12345678").put("email", "jan@acme.test").put("contact_name", "Jan de Vries");
  }

  private Future<JsonObject> verify(JsonObject lead) {
    return verify(new RecordingInvocation("lead", lead, null, Duration.ofSeconds(10)));
  }

  private Future<JsonObject> verify(RecordingInvocation invocation) {
    return new LeadHandler(peers).handle(invocation).map(Result::toJson);
  }

  private static JsonObject check(JsonObject out, String name) {
    return out.getJsonArray("checks").stream().map(JsonObject.class::cast)
      .filter(c -> c.getString("check").equals(name)).findFirst().orElseThrow();
  }

  @Test
  void everyCheckPassingVerifiesTheLeadWithProgressAndMergedSources(VertxTestContext ctx) {
    RecordingInvocation invocation = new RecordingInvocation("lead", fullLead(), null, Duration.ofSeconds(10));
    verify(invocation).onComplete(ctx.succeeding(out -> ctx.verify(() -> {
      assertEquals("verified", out.getString("verdict"), out.encode());
      assertTrue(out.getJsonArray("reasons").isEmpty());
      assertEquals(5, out.getJsonArray("checks").size());
      assertEquals("pass", check(out, "kvk").getString("outcome"));
      assertEquals("Acme Trading B.V.", check(out, "kvk").getJsonObject("result").getString("name"));
      // both sanctions screens name the same list: it is listed once
      List<String> sources = out.getJsonArray("sources").stream().map(s -> ((JsonObject) s).getString("name")).toList();
      assertEquals(List.of("VIES (European Commission)", "KvK Handelsregister", "EU consolidated list", "DNS resolver"), sources);

      assertEquals(5, invocation.progressNotes().size());
      for (int i = 0; i < 5; i++) {
        assertEquals(i + 1, invocation.progressNotes().get(i).progress());
        assertEquals(5.0, invocation.progressNotes().get(i).total());
      }
      assertTrue(invocation.progressNotes().get(0).message().contains(": pass"), invocation.progressNotes().toString());
      ctx.completeNow();
    })));
  }

  @Test
  void eachApplicableCheckGetsItsPeersArguments(VertxTestContext ctx) {
    JsonObject lead = new JsonObject().put("company_name", "Acme Belgium").put("country", "BE").put("vat_number", "0403170701")
      .put("kbo_number", "0403.170.701").put("contact_name", "Marie Peeters").put("contact_birth_date", "1970-05-01");
    verify(lead).onComplete(ctx.succeeding(out -> ctx.verify(() -> {
      var calls = peers.calls();
      assertEquals(4, calls.size());
      assertEquals(new JsonObject().put("vat_number", "0403170701").put("country_code", "BE"), calls.get(0).arguments());
      assertEquals(new JsonObject().put("number", "0403.170.701"), calls.get(1).arguments());
      assertEquals(new JsonObject().put("name", "Acme Belgium").put("country", "BE"), calls.get(2).arguments());
      assertEquals(new JsonObject().put("name", "Marie Peeters").put("birth_date", "1970-05-01"), calls.get(3).arguments());
      assertEquals("verified", out.getString("verdict"), out.encode());
      ctx.completeNow();
    })));
  }

  @Test
  void aVatNumberWithItsPrefixIsSentAlone(VertxTestContext ctx) {
    verify(new JsonObject().put("vat_number", "NL004495445B01").put("country", "NL"))
      .onComplete(ctx.succeeding(out -> ctx.verify(() -> {
        assertEquals(new JsonObject().put("vat_number", "NL004495445B01"), peers.calls().get(0).arguments());
        ctx.completeNow();
      })));
  }

  @Test
  void anInvalidVatNumberRejects(VertxTestContext ctx) {
    peers.answer("vat_check", new JsonObject().put("status", "invalid").put("reason", "the check digits do not match"));
    verify(fullLead()).onComplete(ctx.succeeding(out -> ctx.verify(() -> {
      assertEquals("reject", out.getString("verdict"));
      assertTrue(out.getJsonArray("reasons").getString(0).contains("check digits"), out.encode());
      assertEquals("fail", check(out, "vat").getString("outcome"));
      ctx.completeNow();
    })));
  }

  @Test
  void aNumberTheRegisterDoesNotKnowRejects(VertxTestContext ctx) {
    peers.answer("kvk_lookup", args -> Future.failedFuture(ProviderException.notFound("no company 12345678")));
    verify(fullLead()).onComplete(ctx.succeeding(out -> ctx.verify(() -> {
      assertEquals("reject", out.getString("verdict"));
      assertEquals("KVK has no company with that number", out.getJsonArray("reasons").getString(0));
      ctx.completeNow();
    })));
  }

  @Test
  void anUndeliverableEmailRejectsAndARiskyOneNeedsReview(VertxTestContext ctx) {
    peers.answer("email_check", new JsonObject().put("status", "undeliverable")
      .put("reasons", new JsonArray().add("the domain does not exist")));
    verify(fullLead()).compose(out -> {
      ctx.verify(() -> {
        assertEquals("reject", out.getString("verdict"));
        assertTrue(out.getJsonArray("reasons").getString(0).contains("the domain does not exist"));
      });
      peers.answer("email_check", new JsonObject().put("status", "risky")
        .put("reasons", new JsonArray().add("the domain belongs to a disposable-mail service")));
      return verify(fullLead());
    }).onComplete(ctx.succeeding(out -> ctx.verify(() -> {
      assertEquals("review", out.getString("verdict"));
      assertTrue(out.getJsonArray("reasons").getString(0).contains("disposable"));
      ctx.completeNow();
    })));
  }

  @Test
  void aScreenAgainstNoListIsNeverClear(VertxTestContext ctx) {
    peers.answer("sanctions_screen", args -> Future.succeededFuture(new JsonObject()
      .put("status", "no_lists_loaded").put("matches", new JsonArray()).put("lists", new JsonArray())));
    verify(fullLead()).onComplete(ctx.succeeding(out -> ctx.verify(() -> {
      assertEquals("review", out.getString("verdict"));
      assertEquals("review", check(out, "sanctions_company").getString("outcome"));
      assertTrue(out.getJsonArray("reasons").encode().contains("no sanctions list is loaded"), out.encode());
      ctx.completeNow();
    })));
  }

  @Test
  void aPossibleSanctionsMatchNeedsReview(VertxTestContext ctx) {
    peers.answer("sanctions_screen", args -> Future.succeededFuture(new JsonObject().put("lists", LISTS).put("matches",
      args.getString("name").startsWith("Jan") ? new JsonArray().add(new JsonObject().put("name", "Jan de Vriess")
        .put("score", 0.93)) : new JsonArray())));
    verify(fullLead()).onComplete(ctx.succeeding(out -> ctx.verify(() -> {
      assertEquals("review", out.getString("verdict"));
      assertEquals("1 possible sanctions match(es) for Jan de Vries: Jan de Vriess", out.getJsonArray("reasons").getString(0));
      assertEquals("pass", check(out, "sanctions_company").getString("outcome"));
      assertEquals("review", check(out, "sanctions_contact").getString("outcome"));
      ctx.completeNow();
    })));
  }

  @Test
  void aMissingProviderOrAnUpstreamOutageMeansReviewNeverVerified(VertxTestContext ctx) {
    JsonObject lead = fullLead().put("kbo_number", "0403170701");
    peers = new CannedContext(peers.vertx())
      .answer("vat_check", args -> Future.failedFuture(new ProviderException(Failure.UPSTREAM_UNAVAILABLE, "VIES is down")))
      .answer("kvk_lookup", new JsonObject().put("name", "Acme Trading BV"))
      .answer("email_check", new JsonObject().put("status", "deliverable"));
    verify(lead).onComplete(ctx.succeeding(out -> ctx.verify(() -> {
      assertEquals("review", out.getString("verdict"), out.encode());
      JsonArray reasons = out.getJsonArray("reasons");
      assertTrue(reasons.getString(0).contains("upstream-unavailable"), reasons.encode());
      assertTrue(reasons.encode().contains("kbo_lookup is not available on this gateway"), reasons.encode());
      assertTrue(reasons.encode().contains("sanctions_screen is not available"), reasons.encode());
      assertEquals(false, check(out, "vat").containsKey("result"));
      ctx.completeNow();
    })));
  }

  @Test
  void anUnknownVatStatusNeedsReview(VertxTestContext ctx) {
    peers.answer("vat_check", new JsonObject().put("status", "unknown").put("reason", "MS_UNAVAILABLE"));
    verify(fullLead()).onComplete(ctx.succeeding(out -> ctx.verify(() -> {
      assertEquals("review", out.getString("verdict"));
      assertTrue(out.getJsonArray("reasons").getString(0).contains("MS_UNAVAILABLE"));
      ctx.completeNow();
    })));
  }

  @Test
  void withoutAnIdentityCheckNothingIsVerified(VertxTestContext ctx) {
    verify(new JsonObject().put("email", "jan@acme.test").put("contact_name", "Jan de Vries"))
      .onComplete(ctx.succeeding(out -> ctx.verify(() -> {
        assertEquals("review", out.getString("verdict"));
        assertEquals("no VAT, KvK or KBO check confirmed the company", out.getJsonArray("reasons").getString(0));
        ctx.completeNow();
      })));
  }

  @Test
  void aRegisterNameOrStateThatDoesNotFitNeedsReview(VertxTestContext ctx) {
    peers.answer("kvk_lookup", new JsonObject().put("name", "Bakkerij Jansen"));
    verify(fullLead()).compose(out -> {
      ctx.verify(() -> {
        assertEquals("review", out.getString("verdict"));
        assertTrue(out.getJsonArray("reasons").getString(0).contains("another name: Bakkerij Jansen"));
      });
      peers.answer("kvk_lookup", new JsonObject().put("name", "Acme Trading B.V.").put("status", "Opgeheven"));
      return verify(fullLead());
    }).onComplete(ctx.succeeding(out -> ctx.verify(() -> {
      assertEquals("review", out.getString("verdict"));
      assertEquals("KVK lists the company as Opgeheven", out.getJsonArray("reasons").getString(0));
      ctx.completeNow();
    })));
  }

  @Test
  void aCheckThatNeverAnswersIsCutOffBeforeTheDeadline(VertxTestContext ctx) {
    peers.answer("email_check", args -> Promise.<JsonObject>promise().future());
    long start = System.nanoTime();
    verify(new RecordingInvocation("lead", fullLead(), null, Duration.ofMillis(900))).onComplete(ctx.succeeding(out -> ctx.verify(() -> {
      assertTrue(System.nanoTime() - start < 900_000_000L);
      assertEquals("review", out.getString("verdict"));
      assertTrue(out.getJsonArray("reasons").getString(0).startsWith("email_check did not answer within"), out.encode());
      ctx.completeNow();
    })));
  }

  @Test
  void aCancelledCallStopsWaiting(VertxTestContext ctx) {
    peers.answer("email_check", args -> Promise.<JsonObject>promise().future());
    RecordingInvocation invocation = new RecordingInvocation("lead", fullLead(), null, Duration.ofSeconds(10));
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
}
