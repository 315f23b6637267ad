package io.gatehouse.providers.email;

import io.gatehouse.api.testing.StubInvocation;
import io.gatehouse.api.Result;
import io.gatehouse.api.testing.OutputContract;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import io.vertx.junit5.VertxExtension;
import io.vertx.junit5.VertxTestContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** email_check over a local fake DNS server (and a fake mail server for the probe): no network. */
@ExtendWith(VertxExtension.class)
class CheckHandlerTest {

  @TempDir
  Path dir;
  private FakeDns dns;
  private final FakeSmtp smtp = new FakeSmtp();
  private int smtpPort;
  private EmailProvider provider;

  @BeforeEach
  void start(Vertx vertx, VertxTestContext ctx) {
    FakeDns.start(vertx).compose(d -> {
      dns = d;
      dns.mx("acme.test", 10, "mx1.acme.test").mx("acme.test", 20, "mx2.acme.test")
        .a("mx1.acme.test", "127.0.0.1")
        .txt("acme.test", "v=spf1 include:_spf.acme.test -all").txt("acme.test", "google-site-verification=x")
        .txt("_dmarc.acme.test", "v=DMARC1; p=reject; rua=mailto:dmarc@acme.test")
        .nullMx("nomail.test")
        .a("bare.test", "192.0.2.10")
        .txt("textonly.test", "hello")
        .mx("xn--bcher-kva.test", 5, "mx.xn--bcher-kva.test")
        .mx("sub.mailinator.com", 10, "mx.mailinator.com")
        .mx("gmail.com", 5, "gmail-smtp-in.l.google.com")
        .servfail("broken.test")
        .silent("slow.test");
      return smtp.start(vertx);
    }).onComplete(ctx.succeeding(port -> {
      smtpPort = port;
      ctx.completeNow();
    }));
  }

  @AfterEach
  void stop(VertxTestContext ctx) {
    Future.join(provider == null ? Future.succeededFuture() : provider.stop(), dns.close(), smtp.close())
      .onComplete(ctx.succeedingThenComplete());
  }

  private Future<JsonObject> check(Vertx vertx, JsonObject config, JsonObject args) {
    provider = new EmailProvider();
    JsonObject settings = new JsonObject().put("resolver", dns.address()).put("dns_timeout_ms", 2000)
      .put("smtp_port", smtpPort).put("smtp_timeout_ms", 2000).mergeIn(config);
    return provider.start(new TestContext(vertx, settings, Map.of()))
      .compose(v -> provider.handlers().get("check").handle(new StubInvocation("check", args)))
      .map(Result::toJson).map(OutputContract.of("email", "check")::checkStrict);
  }

  private Future<JsonObject> check(Vertx vertx, String email) {
    return check(vertx, new JsonObject(), new JsonObject().put("email", email));
  }

  private static List<String> sourceNames(JsonObject out) {
    return out.getJsonArray("sources").stream().map(s -> ((JsonObject) s).getString("name")).toList();
  }

  @Test
  void aPersonAtADomainWithMxIsDeliverable(Vertx vertx, VertxTestContext ctx) {
    check(vertx, "Jan.de.Vries@ACME.test").onComplete(ctx.succeeding(out -> ctx.verify(() -> {
      assertEquals("deliverable", out.getString("status"), out.encode());
      assertTrue(out.getBoolean("syntax_valid"));
      assertEquals("acme.test", out.getString("domain"));
      assertEquals("mx", out.getString("mx_kind"));
      assertEquals("mx1.acme.test", out.getJsonArray("mx").getJsonObject(0).getString("host"));
      assertEquals(20, out.getJsonArray("mx").getJsonObject(1).getInteger("preference"));
      assertTrue(out.getBoolean("accepts_mail"));
      assertTrue(out.getBoolean("spf"));
      assertTrue(out.getBoolean("dmarc"));
      assertEquals("reject", out.getString("dmarc_policy"));
      assertFalse(out.getBoolean("disposable"));
      assertFalse(out.getBoolean("role"));
      assertFalse(out.getBoolean("free_provider"));
      assertFalse(out.getBoolean("mailbox_confirmed"));
      assertEquals("not requested", out.getJsonObject("smtp").getString("reason"));
      assertEquals(List.of("the domain's MX records show that it takes mail, not that this mailbox exists: "
        + "the mailbox itself was not confirmed (no SMTP probe ran)"), out.getJsonArray("reasons").getList());
      JsonObject resolver = out.getJsonArray("sources").getJsonObject(2);
      assertEquals("DNS resolver", resolver.getString("name"));
      assertEquals("dns://" + dns.address(), resolver.getString("url"));
      assertEquals("ok", resolver.getString("status"));
      assertNotNullTime(resolver);
      assertEquals(List.of(CheckHandler.SYNTAX_SOURCE, "Gatehouse email lists", "DNS resolver", "disposable-email-domains"),
        sourceNames(out));
      JsonObject disposableList = out.getJsonArray("sources").getJsonObject(3);
      assertTrue(disposableList.getString("version").contains("disposable-email-domains-js"), disposableList.encode());
      ctx.completeNow();
    })));
  }

  private static void assertNotNullTime(JsonObject source) {
    assertTrue(source.getString("retrieved_at").endsWith("Z"), source.encode());
  }

  @Test
  void aNullMxMeansUndeliverable(Vertx vertx, VertxTestContext ctx) {
    check(vertx, "jan@nomail.test").onComplete(ctx.succeeding(out -> ctx.verify(() -> {
      assertEquals("undeliverable", out.getString("status"), out.encode());
      assertEquals("null_mx", out.getString("mx_kind"));
      assertFalse(out.getBoolean("accepts_mail"));
      assertTrue(out.getJsonArray("mx").isEmpty());
      assertTrue(out.getJsonArray("reasons").getString(0).contains("null MX"));
      ctx.completeNow();
    })));
  }

  @Test
  void aMissingDomainIsUndeliverable(Vertx vertx, VertxTestContext ctx) {
    check(vertx, "jan@nowhere.test").onComplete(ctx.succeeding(out -> ctx.verify(() -> {
      assertEquals("undeliverable", out.getString("status"), out.encode());
      assertEquals("nxdomain", out.getString("mx_kind"));
      assertFalse(out.getBoolean("spf"));
      assertFalse(out.getBoolean("dmarc"));
      ctx.completeNow();
    })));
  }

  /** A resolver that cannot reach the internet denies every name: its NXDOMAIN is not taken for the domain's. */
  @Test
  void aDomainDeniedByAResolverThatDeniesEverythingIsUnknown(Vertx vertx, VertxTestContext ctx) {
    dns.forget(FakeDns.CANARY);
    check(vertx, "jan@nowhere.test").onComplete(ctx.succeeding(out -> ctx.verify(() -> {
      assertEquals("unknown", out.getString("status"), out.encode());
      assertTrue(out.encode().contains("example.com"), out.encode());
      ctx.completeNow();
    })));
  }

  @Test
  void withoutMxTheAddressRecordIsAnImplicitMx(Vertx vertx, VertxTestContext ctx) {
    check(vertx, "jan@bare.test").onComplete(ctx.succeeding(out -> ctx.verify(() -> {
      assertEquals("risky", out.getString("status"), out.encode());
      assertEquals("implicit", out.getString("mx_kind"));
      assertEquals(new JsonObject().put("host", "bare.test").put("preference", 0), out.getJsonArray("mx").getJsonObject(0));
      assertTrue(out.getBoolean("accepts_mail"));
      assertTrue(out.getJsonArray("reasons").getString(1).startsWith("the domain's address records show that it can take mail, "
        + "not that this mailbox exists"), out.encode());
      ctx.completeNow();
    })));
  }

  @Test
  void aDomainWithoutMxOrAddressTakesNoMail(Vertx vertx, VertxTestContext ctx) {
    check(vertx, "jan@textonly.test").onComplete(ctx.succeeding(out -> ctx.verify(() -> {
      assertEquals("undeliverable", out.getString("status"), out.encode());
      assertEquals("no_mail_host", out.getString("mx_kind"));
      assertFalse(out.getBoolean("spf"));
      ctx.completeNow();
    })));
  }

  @Test
  void aFailingResolverMeansUnknownWithTheReason(Vertx vertx, VertxTestContext ctx) {
    check(vertx, "jan@broken.test").onComplete(ctx.succeeding(out -> ctx.verify(() -> {
      assertEquals("unknown", out.getString("status"), out.encode());
      assertEquals("unknown", out.getString("mx_kind"));
      assertNull(out.getValue("accepts_mail"));
      assertNull(out.getValue("spf"));
      assertTrue(out.getJsonArray("reasons").getString(0).contains("SERVFAIL"), out.encode());
      assertEquals("unavailable", out.getJsonArray("sources").getJsonObject(2).getString("status"));
      ctx.completeNow();
    })));
  }

  @Test
  void aSilentResolverTimesOutToUnknown(Vertx vertx, VertxTestContext ctx) {
    long start = System.nanoTime();
    JsonObject shortWait = new JsonObject().put("dns_timeout_ms", 300);
    check(vertx, shortWait, new JsonObject().put("email", "jan@slow.test")).onComplete(ctx.succeeding(out -> ctx.verify(() -> {
      assertEquals("unknown", out.getString("status"), out.encode());
      assertTrue(out.getJsonArray("reasons").getString(0).contains("in time"), out.encode());
      assertTrue(System.nanoTime() - start < 5_000_000_000L);
      ctx.completeNow();
    })));
  }

  @Test
  void badSyntaxAsksNoDns(Vertx vertx, VertxTestContext ctx) {
    check(vertx, "jan..vries@acme.test").onComplete(ctx.succeeding(out -> ctx.verify(() -> {
      assertEquals("undeliverable", out.getString("status"));
      assertFalse(out.getBoolean("syntax_valid"));
      assertNull(out.getValue("domain"));
      assertTrue(out.getJsonArray("reasons").getString(0).startsWith("invalid syntax: "));
      assertEquals(0, dns.queries());
      assertEquals(List.of(CheckHandler.SYNTAX_SOURCE), sourceNames(out));
      ctx.completeNow();
    })));
  }

  @Test
  void internationalisedDomainsAreLookedUpInPunycode(Vertx vertx, VertxTestContext ctx) {
    check(vertx, "jan@bücher.test").onComplete(ctx.succeeding(out -> ctx.verify(() -> {
      assertEquals("deliverable", out.getString("status"), out.encode());
      assertEquals("xn--bcher-kva.test", out.getString("domain"));
      assertEquals("bücher.test", out.getString("domain_unicode"));
      ctx.completeNow();
    })));
  }

  @Test
  void disposableAndRoleAddressesAreRisky(Vertx vertx, VertxTestContext ctx) {
    check(vertx, "info@sub.mailinator.com").onComplete(ctx.succeeding(out -> ctx.verify(() -> {
      assertEquals("risky", out.getString("status"), out.encode());
      assertTrue(out.getBoolean("disposable"));
      assertTrue(out.getBoolean("role"));
      assertEquals(3, out.getJsonArray("reasons").size());
      assertTrue(out.getJsonArray("reasons").getString(2).contains("the mailbox itself was not confirmed"), out.encode());
      ctx.completeNow();
    })));
  }

  @Test
  void theOperatorsDisposableListIsUsedAndNamedInSources(Vertx vertx, VertxTestContext ctx) throws IOException {
    Path list = Files.writeString(dir.resolve("disposable.txt"), "# version: 2026-11-01\nacme.test\n");
    check(vertx, new JsonObject().put("disposable_list", list.toString()), new JsonObject().put("email", "jan@acme.test"))
      .onComplete(ctx.succeeding(out -> ctx.verify(() -> {
        assertEquals("risky", out.getString("status"), out.encode());
        assertTrue(out.getBoolean("disposable"));
        JsonObject source = out.getJsonArray("sources").getJsonObject(3);
        assertEquals("Operator's disposable-domain list", source.getString("name"));
        assertEquals("2026-11-01", source.getString("version"));
        ctx.completeNow();
      })));
  }

  @Test
  void anUnreadableOperatorListStopsTheStart(Vertx vertx, VertxTestContext ctx) {
    check(vertx, new JsonObject().put("disposable_list", dir.resolve("missing.txt").toString()),
      new JsonObject().put("email", "jan@acme.test")).onComplete(ctx.failing(e -> ctx.verify(() -> {
        assertTrue(e.getMessage().startsWith("providers.email: disposable_list "), e.getMessage());
        assertTrue(e.getMessage().contains("cannot be read"), e.getMessage());
        ctx.completeNow();
      })));
  }

  @Test
  void aFreeProviderAloneIsNoRisk(Vertx vertx, VertxTestContext ctx) {
    check(vertx, "jan.devries@gmail.com").onComplete(ctx.succeeding(out -> ctx.verify(() -> {
      assertEquals("deliverable", out.getString("status"), out.encode());
      assertTrue(out.getBoolean("free_provider"));
      ctx.completeNow();
    })));
  }

  @Test
  void theProbeIsOffUnlessTheOperatorEnablesIt(Vertx vertx, VertxTestContext ctx) {
    check(vertx, new JsonObject(), new JsonObject().put("email", "jan@acme.test").put("smtp_probe", true))
      .onComplete(ctx.succeeding(out -> ctx.verify(() -> {
        assertFalse(out.getJsonObject("smtp").getBoolean("performed"));
        assertTrue(out.getJsonObject("smtp").getString("reason").contains("disabled"));
        assertTrue(smtp.commands().isEmpty());
        ctx.completeNow();
      })));
  }
}
