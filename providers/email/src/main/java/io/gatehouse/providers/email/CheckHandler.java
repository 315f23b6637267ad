package io.gatehouse.providers.email;

import io.gatehouse.api.Invocation;
import io.gatehouse.api.OperationHandler;
import io.gatehouse.api.Result;
import io.gatehouse.api.Source;
import io.gatehouse.providers.email.address.Address;
import io.gatehouse.providers.email.address.AddressParser;
import io.gatehouse.providers.email.address.SyntaxResult;
import io.gatehouse.providers.email.dns.DomainMail;
import io.gatehouse.providers.email.dns.MailDns;
import io.gatehouse.providers.email.lists.DisposableDomains;
import io.gatehouse.providers.email.lists.DomainLists;
import io.gatehouse.providers.email.smtp.ProbeResult;
import io.gatehouse.providers.email.smtp.SmtpProbe;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code email_check}: syntax, then the domain's mail DNS and the lists, then, when asked for and
 * enabled, an SMTP probe. Resolver and server trouble yield {@code unknown}, never a failure.
 */
final class CheckHandler implements OperationHandler {

  static final String SYNTAX_SOURCE = "Email syntax (RFC 5322, RFC 5321 limits)";
  static final String DNS_SOURCE = "DNS resolver";
  static final String SMTP_SOURCE = "SMTP mail host";

  private final MailDns dns;
  private final String resolverUrl;
  private final DomainLists lists;
  private final SmtpProbe probe;
  private final int smtpPort;
  private final String rulesVersion;

  /** @param probe null when the operator has not enabled SMTP probing */
  CheckHandler(MailDns dns, String resolverUrl, DomainLists lists, SmtpProbe probe, int smtpPort, String rulesVersion) {
    this.dns = dns;
    this.resolverUrl = resolverUrl;
    this.lists = lists;
    this.probe = probe;
    this.smtpPort = smtpPort;
    this.rulesVersion = rulesVersion;
  }

  @Override
  public Future<Result> handle(Invocation invocation) {
    JsonObject args = invocation.arguments();
    String input = args.getString("email", "");
    boolean wantsProbe = args.getBoolean("smtp_probe", false);
    List<Source> sources = new ArrayList<>();
    sources.add(Source.dataset(SYNTAX_SOURCE, rulesVersion, Instant.now()));
    JsonObject out = new JsonObject().put("email", input);

    SyntaxResult syntax = AddressParser.parse(input);
    if (!syntax.valid()) {
      out.put("syntax_valid", false).put("domain", null).put("mx", new JsonArray())
        .put("disposable", false).put("role", false).put("free_provider", false)
        .put("mailbox_confirmed", false).put("smtp", skipped("the address is not valid"));
      return Future.succeededFuture(finish(out, Status.invalidSyntax(syntax.reason()), sources));
    }
    Address address = syntax.address();
    boolean disposable = !address.literal() && lists.disposable(address.domain());
    boolean role = lists.role(address.localPart());
    out.put("syntax_valid", true).put("normalized", address.normalized()).put("local_part", address.localPart())
      .put("domain", address.domain()).put("smtputf8", address.smtpUtf8())
      .put("disposable", disposable).put("role", role)
      .put("free_provider", !address.literal() && lists.free(address.domain()));
    if (!address.domain().equals(address.unicodeDomain())) out.put("domain_unicode", address.unicodeDomain());
    sources.add(Source.dataset(DomainLists.SOURCE, DomainLists.VERSION, Instant.now()));

    if (address.literal()) {
      out.put("mx", new JsonArray()).put("mailbox_confirmed", false).put("smtp", skipped("no DNS applies to an address literal"));
      return Future.succeededFuture(finish(out, Status.literal(), sources));
    }
    return dns.lookup(address.domain()).compose(mail -> {
      sources.add(Source.upstream(DNS_SOURCE, resolverUrl, Instant.now())
        .withStatus(mail.routing() == DomainMail.Routing.UNKNOWN ? Source.UNAVAILABLE : Source.OK));
      putDns(out, mail);
      String skip = skipReason(wantsProbe, mail, invocation);
      Future<ProbeResult> probed = skip == null ? probe.probe(mail.hosts(), address) : Future.succeededFuture();
      return probed.map(answer -> {
        if (answer == null) {
          out.put("mailbox_confirmed", false).put("smtp", skipped(skip));
        } else {
          sources.add(smtpSource(answer));
          out.put("mailbox_confirmed", answer.outcome() == ProbeResult.Outcome.ACCEPTED).put("smtp", answer.toJson());
        }
        // last, so that the sources answers had before this one keep their places
        sources.add(disposableSource());
        return finish(out, Status.of(mail, disposable, role, answer), sources);
      });
    });
  }

  private Source disposableSource() {
    DisposableDomains list = lists.disposableList();
    return new Source(list.name(), list.url(), list.version(), Instant.now(), Source.OK);
  }

  private String skipReason(boolean wantsProbe, DomainMail mail, Invocation invocation) {
    if (!wantsProbe) return "not requested";
    if (probe == null) return "SMTP probing is disabled on this gateway";
    if (!mail.acceptsMail()) return "the domain takes no mail";
    if (invocation.isCancelled()) return "the call was cancelled";
    return null;
  }

  private static void putDns(JsonObject out, DomainMail mail) {
    JsonArray mx = new JsonArray();
    mail.hosts().forEach(h -> mx.add(h.toJson()));
    out.put("mx", mx).put("mx_kind", mail.routing().name().toLowerCase())
      .put("accepts_mail", mail.routing() == DomainMail.Routing.UNKNOWN ? null : mail.acceptsMail())
      .put("spf", mail.spf()).put("dmarc", mail.dmarc());
    if (mail.dmarcPolicy() != null) out.put("dmarc_policy", mail.dmarcPolicy());
  }

  private Source smtpSource(ProbeResult answer) {
    String url = answer.host() == null ? null : "smtp://" + answer.host() + ":" + smtpPort;
    boolean answered = answer.outcome() != ProbeResult.Outcome.UNREACHABLE
      && answer.outcome() != ProbeResult.Outcome.INCONCLUSIVE;
    return new Source(SMTP_SOURCE, url, null, Instant.now(), answered ? Source.OK : Source.UNAVAILABLE);
  }

  private static JsonObject skipped(String reason) {
    return new JsonObject().put("performed", false).put("reason", reason);
  }

  private static Result finish(JsonObject out, Status status, List<Source> sources) {
    JsonArray reasons = new JsonArray();
    status.reasons().forEach(reasons::add);
    return Result.of(out.put("status", status.value()).put("reasons", reasons), sources);
  }
}
