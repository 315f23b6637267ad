package io.gatehouse.providers.email.smtp;

import io.gatehouse.api.OutboundAddresses;
import io.gatehouse.providers.email.address.Address;
import io.gatehouse.providers.email.dns.MailHost;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.net.NetClient;
import io.vertx.core.net.NetClientOptions;

import java.net.InetAddress;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.List;
import java.util.function.Function;

/**
 * Asks a domain's mail host whether it would accept a recipient: EHLO, MAIL FROM, RCPT TO, then
 * RCPT TO a made-up local part to spot servers that accept everything, and QUIT. It never sends DATA.
 */
public final class SmtpProbe {

  /** Mail hosts tried in preference order when one cannot be reached. */
  static final int MAX_HOSTS = 2;

  private final Vertx vertx;
  private final NetClient client;
  private final SmtpSettings settings;
  private final Function<String, Future<String>> resolve;
  private final OutboundAddresses outbound;
  private final SecureRandom random = new SecureRandom();

  /** A mail host whose address the outbound policy refuses: it is not connected to. */
  private static final class Refused extends RuntimeException {
    Refused(String message) {
      super(message, null, false, false);
    }
  }

  /**
   * @param resolve  a mail host's name to one of its addresses
   * @param outbound where probes may connect: a caller names the domain, and its DNS may point anywhere
   */
  public SmtpProbe(Vertx vertx, SmtpSettings settings, Function<String, Future<String>> resolve,
                   OutboundAddresses outbound) {
    this.vertx = vertx;
    this.settings = settings;
    this.resolve = resolve;
    this.outbound = outbound;
    this.client = vertx.createNetClient(new NetClientOptions().setConnectTimeout((int) settings.timeoutMs()));
  }

  public Future<ProbeResult> probe(List<MailHost> hosts, Address address) {
    Future<ProbeResult> result = Future.succeededFuture(new ProbeResult(ProbeResult.Outcome.UNREACHABLE, null,
      "no mail host to ask"));
    for (MailHost host : hosts.subList(0, Math.min(MAX_HOSTS, hosts.size()))) {
      result = result.compose(previous -> previous.outcome() == ProbeResult.Outcome.UNREACHABLE
        ? probeHost(host.host(), address) : Future.succeededFuture(previous));
    }
    return result;
  }

  public Future<Void> close() {
    return client.close();
  }

  /** One conversation, bounded by the configured timeout; never fails. */
  private Future<ProbeResult> probeHost(String host, Address address) {
    Promise<ProbeResult> done = Promise.promise();
    SmtpSession[] session = new SmtpSession[1];
    long timer = vertx.setTimer(settings.timeoutMs(), t -> {
      if (session[0] != null) session[0].close();
      done.tryComplete(new ProbeResult(ProbeResult.Outcome.INCONCLUSIVE, host,
        "no answer within " + settings.timeoutMs() + " ms"));
    });
    // the address checked is the address connected to: an IP literal, never looked up again
    resolve.apply(host).compose(ip -> permitted(host, ip)).compose(ip -> SmtpSession.connect(client, ip, settings.port()))
      .onFailure(e -> done.tryComplete(new ProbeResult(ProbeResult.Outcome.UNREACHABLE, host,
        e instanceof Refused ? e.getMessage() : "cannot reach port " + settings.port() + ": " + e.getMessage())))
      .onSuccess(s -> {
        session[0] = s;
        converse(s, host, address).onComplete(ar -> {
          s.send("QUIT").onComplete(q -> s.close());
          done.tryComplete(ar.succeeded() ? ar.result()
            : new ProbeResult(ProbeResult.Outcome.INCONCLUSIVE, host, ar.cause().getMessage()));
        });
      });
    return done.future().andThen(ar -> vertx.cancelTimer(timer));
  }

  private Future<String> permitted(String host, String ip) {
    InetAddress address = OutboundAddresses.literal(ip);
    if (address == null) return Future.failedFuture(new Refused("not connected: " + host + " resolved to '" + ip
      + "', which is not an IP address"));
    String refusal = outbound.refusal(address);
    if (refusal == null) return Future.succeededFuture(ip);
    return Future.failedFuture(new Refused("not connected: " + host + " resolves to " + ip + ", a " + refusal
      + " address, which this gateway does not connect to on a caller's behalf"));
  }

  private Future<ProbeResult> converse(SmtpSession s, String host, Address address) {
    return s.next().compose(greeting -> {
      if (!greeting.positive()) return stop(host, greeting);
      return s.send("EHLO " + settings.helo()).compose(ehlo -> {
        if (!ehlo.positive()) return stop(host, ehlo);
        if (address.smtpUtf8() && !ehlo.advertises("SMTPUTF8")) {
          return Future.succeededFuture(new ProbeResult(ProbeResult.Outcome.SMTPUTF8_UNSUPPORTED, host, ehlo.toString()));
        }
        String mailFrom = "MAIL FROM:<" + settings.from() + ">" + (address.smtpUtf8() ? " SMTPUTF8" : "");
        return s.send(mailFrom).compose(mail -> {
          if (!mail.positive()) return stop(host, mail);
          return s.send("RCPT TO:<" + address.normalized() + ">").compose(rcpt -> {
            if (!rcpt.positive()) return Future.succeededFuture(new ProbeResult(classify(rcpt), host, rcpt.toString()));
            String madeUp = "gatehouse-probe-" + madeUpSuffix() + "@" + address.domain();
            return s.send("RCPT TO:<" + madeUp + ">").map(other -> new ProbeResult(
              other.positive() ? ProbeResult.Outcome.CATCH_ALL : ProbeResult.Outcome.ACCEPTED, host, rcpt.toString()));
          });
        });
      });
    });
  }

  private String madeUpSuffix() {
    byte[] bytes = new byte[6];
    random.nextBytes(bytes);
    return HexFormat.of().formatHex(bytes);
  }

  /** A refusal before RCPT says nothing about the mailbox. */
  private static Future<ProbeResult> stop(String host, Reply reply) {
    return Future.succeededFuture(new ProbeResult(ProbeResult.Outcome.INCONCLUSIVE, host, reply.toString()));
  }

  /** RFC 5321 reply codes with RFC 3463 enhanced codes where the server gives them. */
  static ProbeResult.Outcome classify(Reply reply) {
    String enhanced = reply.enhanced();
    if (reply.code() == 552 || reply.code() == 452 || "5.2.2".equals(enhanced) || "4.2.2".equals(enhanced)) {
      return ProbeResult.Outcome.FULL;
    }
    if (reply.code() >= 500 && reply.code() < 600) {
      if (enhanced != null) {
        // 5.1.x names a bad address; 5.7.x and the rest are about policy towards the prober
        return enhanced.startsWith("5.1.") ? ProbeResult.Outcome.REJECTED : ProbeResult.Outcome.INCONCLUSIVE;
      }
      return reply.code() == 550 || reply.code() == 551 || reply.code() == 553
        ? ProbeResult.Outcome.REJECTED : ProbeResult.Outcome.INCONCLUSIVE;
    }
    return ProbeResult.Outcome.INCONCLUSIVE;
  }
}
