package io.gatehouse.providers.email;

import io.gatehouse.api.OutboundAddresses;
import io.gatehouse.api.Result;
import io.gatehouse.api.testing.OutputContract;
import io.gatehouse.api.testing.StubInvocation;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import io.vertx.junit5.VertxExtension;
import io.vertx.junit5.VertxTestContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** email_check with the SMTP probe enabled, against a scripted local mail server. */
@ExtendWith(VertxExtension.class)
class SmtpProbeTest {

  private FakeDns dns;
  private final FakeSmtp smtp = new FakeSmtp();
  private int smtpPort;
  private EmailProvider provider;

  @BeforeEach
  void start(Vertx vertx, VertxTestContext ctx) {
    FakeDns.start(vertx).compose(d -> {
      dns = d.mx("acme.test", 10, "mx.acme.test").a("mx.acme.test", "127.0.0.1");
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

  private Future<JsonObject> probe(Vertx vertx, String email, int port) {
    return probe(vertx, email, port, null);
  }

  /** @param outboundOrNull the operator's outbound policy, null for the tests' (loopback allowed) */
  private Future<JsonObject> probe(Vertx vertx, String email, int port, OutboundAddresses outboundOrNull) {
    provider = new EmailProvider();
    JsonObject config = new JsonObject().put("resolver", dns.address()).put("smtp_probe_enabled", true)
      .put("smtp_port", port).put("smtp_timeout_ms", 2000).put("smtp_helo", "probe.gatehouse.test");
    TestContext context = new TestContext(vertx, config, Map.of());
    if (outboundOrNull != null) context.outbound(outboundOrNull);
    return provider.start(context)
      .compose(v -> provider.handlers().get("check")
        .handle(new StubInvocation("check", new JsonObject().put("email", email).put("smtp_probe", true))))
      .map(Result::toJson).map(OutputContract.of("email", "check")::checkStrict);
  }

  private Future<JsonObject> probe(Vertx vertx, String email) {
    return probe(vertx, email, smtpPort);
  }

  @Test
  void aMailHostOnLoopbackIsNotConnectedToUnderTheDefaultPolicy(Vertx vertx, VertxTestContext ctx) {
    smtp.recipient("jan@acme.test", "250 2.1.5 recipient ok");
    probe(vertx, "jan@acme.test", smtpPort, OutboundAddresses.strict()).onComplete(ctx.succeeding(out -> ctx.verify(() -> {
      JsonObject probe = out.getJsonObject("smtp");
      assertEquals("unreachable", probe.getString("result"), out.encode());
      assertTrue(probe.getString("reply").contains("127.0.0.1, a loopback address"), probe.encode());
      assertFalse(out.getBoolean("mailbox_confirmed"));
      assertEquals(0, smtp.connections(), "no connection is made");
      ctx.completeNow();
    })));
  }

  @Test
  void anAcceptedMailboxOnAPickyServerIsConfirmed(Vertx vertx, VertxTestContext ctx) {
    smtp.recipient("jan@acme.test", "250 2.1.5 recipient ok");
    probe(vertx, "jan@acme.test").onComplete(ctx.succeeding(out -> ctx.verify(() -> {
      assertEquals("deliverable", out.getString("status"), out.encode());
      assertTrue(out.getBoolean("mailbox_confirmed"));
      JsonObject probe = out.getJsonObject("smtp");
      assertEquals("accepted", probe.getString("result"));
      assertTrue(out.getJsonArray("reasons").isEmpty(), out.encode());
      assertEquals("mx.acme.test", probe.getString("host"));
      assertEquals("250 2.1.5 recipient ok", probe.getString("reply"));
      assertEquals("EHLO probe.gatehouse.test", smtp.commands().get(0));
      assertEquals("MAIL FROM:<>", smtp.commands().get(1));
      assertEquals("RCPT TO:<jan@acme.test>", smtp.commands().get(2));
      assertTrue(smtp.commands().get(3).startsWith("RCPT TO:<gatehouse-probe-"), smtp.commands().toString());
      assertFalse(smtp.commands().stream().anyMatch(c -> c.startsWith("DATA")));
      JsonObject source = out.getJsonArray("sources").getJsonObject(3);
      assertEquals("SMTP mail host", source.getString("name"));
      assertEquals("smtp://mx.acme.test:" + smtpPort, source.getString("url"));
      ctx.completeNow();
    })));
  }

  @Test
  void aServerThatAcceptsEveryoneIsACatchAll(Vertx vertx, VertxTestContext ctx) {
    smtp.otherRecipients("250 ok");
    probe(vertx, "jan@acme.test").onComplete(ctx.succeeding(out -> ctx.verify(() -> {
      assertEquals("risky", out.getString("status"), out.encode());
      assertEquals("catch_all", out.getJsonObject("smtp").getString("result"));
      assertFalse(out.getBoolean("mailbox_confirmed"));
      ctx.completeNow();
    })));
  }

  @Test
  void anUnknownUserIsUndeliverable(Vertx vertx, VertxTestContext ctx) {
    probe(vertx, "nobody@acme.test").onComplete(ctx.succeeding(out -> ctx.verify(() -> {
      assertEquals("undeliverable", out.getString("status"), out.encode());
      assertEquals("rejected", out.getJsonObject("smtp").getString("result"));
      assertTrue(out.getJsonArray("reasons").getString(0).contains("5.1.1"));
      ctx.completeNow();
    })));
  }

  @Test
  void greylistingAndPolicyBlocksSayNothingOfTheMailbox(Vertx vertx, VertxTestContext ctx) {
    smtp.recipient("grey@acme.test", "451 4.7.1 greylisted, try again later")
      .recipient("blocked@acme.test", "550 5.7.1 client host blocked");
    probe(vertx, "grey@acme.test").compose(grey -> {
      ctx.verify(() -> {
        assertEquals("unknown", grey.getString("status"), grey.encode());
        assertEquals("inconclusive", grey.getJsonObject("smtp").getString("result"));
      });
      return provider.stop().compose(v -> probe(vertx, "blocked@acme.test"));
    }).onComplete(ctx.succeeding(blocked -> ctx.verify(() -> {
      assertEquals("unknown", blocked.getString("status"), blocked.encode());
      ctx.completeNow();
    })));
  }

  @Test
  void aFullMailboxIsRisky(Vertx vertx, VertxTestContext ctx) {
    smtp.recipient("full@acme.test", "552 5.2.2 mailbox full");
    probe(vertx, "full@acme.test").onComplete(ctx.succeeding(out -> ctx.verify(() -> {
      assertEquals("risky", out.getString("status"), out.encode());
      assertEquals("full", out.getJsonObject("smtp").getString("result"));
      ctx.completeNow();
    })));
  }

  @Test
  void aUnicodeLocalPartNeedsSmtpUtf8(Vertx vertx, VertxTestContext ctx) {
    smtp.withoutSmtpUtf8();
    probe(vertx, "jürgen@acme.test").onComplete(ctx.succeeding(out -> ctx.verify(() -> {
      assertTrue(out.getBoolean("smtputf8"));
      assertEquals("undeliverable", out.getString("status"), out.encode());
      assertEquals("smtputf8_unsupported", out.getJsonObject("smtp").getString("result"));
      assertFalse(smtp.commands().stream().anyMatch(c -> c.startsWith("RCPT")));
      ctx.completeNow();
    })));
  }

  @Test
  void anUnreachableServerLeavesTheDnsVerdict(Vertx vertx, VertxTestContext ctx) {
    int closedPort = smtpPort;
    smtp.close().compose(v -> probe(vertx, "jan@acme.test", closedPort)).onComplete(ctx.succeeding(out -> ctx.verify(() -> {
      assertEquals("deliverable", out.getString("status"), out.encode());
      assertEquals("unreachable", out.getJsonObject("smtp").getString("result"));
      assertFalse(out.getBoolean("mailbox_confirmed"));
      assertTrue(out.getJsonArray("reasons").getString(0).contains("not confirmed (the mail server could not be reached: "),
        out.encode());
      assertEquals("unavailable", out.getJsonArray("sources").getJsonObject(3).getString("status"));
      ctx.completeNow();
    })));
  }
}
