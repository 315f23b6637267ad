package io.gatehouse.providers.email.dns;

import io.netty.resolver.dns.DnsNameResolverTimeoutException;
import io.vertx.core.Future;
import io.vertx.core.dns.DnsClient;
import io.vertx.core.dns.DnsException;
import io.vertx.core.dns.DnsResponseCode;
import io.vertx.core.dns.MxRecord;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * The mail-related DNS lookups of one domain over Vert.x's non-blocking DNS client: MX with the
 * RFC 5321 fallback to A/AAAA, the RFC 7505 null MX, and the SPF and DMARC records.
 *
 * <p>A domain the resolver says does not exist is believed only once the resolver also knows a name
 * that certainly exists (the canary): a resolver cut off from the internet, or one that answers every
 * name with NXDOMAIN, would otherwise make every address undeliverable. A trusted resolver is not asked
 * again for {@value #TRUSTED_MS} ms.
 */
public final class MailDns {

  private static final long TRUSTED_MS = 60_000;

  private final DnsClient client;
  private final long boundMs;
  private final String canary;
  private volatile long trustedUntil;

  /**
   * @param boundMs the most one domain's lookups may take, whatever the client does
   * @param canary  a name that exists, asked before a domain's non-existence is believed; null to believe it at once
   */
  public MailDns(DnsClient client, long boundMs, String canary) {
    this.client = client;
    this.boundMs = boundMs;
    this.canary = canary;
  }

  public Future<DomainMail> lookup(String domain) {
    // a lookup the client never settles must still end in a verdict
    Future<DomainMail> routing = routing(domain).compose(this::believed).timeout(boundMs, TimeUnit.MILLISECONDS)
      .recover(e -> Future.succeededFuture(new DomainMail(DomainMail.Routing.UNKNOWN, List.of(), null, null, null,
        "the DNS lookups did not finish within " + boundMs + " ms")));
    Future<Optional<String>> spf = txt(domain, "v=spf1").timeout(boundMs, TimeUnit.MILLISECONDS);
    Future<Optional<String>> dmarc = txt("_dmarc." + domain, "v=dmarc1").timeout(boundMs, TimeUnit.MILLISECONDS);
    return Future.join(routing, spf, dmarc).transform(ignored -> {
      DomainMail r = routing.result();
      Boolean hasSpf = spf.succeeded() ? spf.result().isPresent() : null;
      Boolean hasDmarc = dmarc.succeeded() ? dmarc.result().isPresent() : null;
      String policy = dmarc.succeeded() ? dmarc.result().map(MailDns::dmarcPolicy).orElse(null) : null;
      return Future.succeededFuture(new DomainMail(r.routing(), r.hosts(), hasSpf, hasDmarc, policy, r.problem()));
    });
  }

  /** A non-existent domain as the resolver said it, or unknown when the resolver denies the canary too. */
  private Future<DomainMail> believed(DomainMail mail) {
    if (mail.routing() != DomainMail.Routing.NXDOMAIN || canary == null || System.currentTimeMillis() < trustedUntil) {
      return Future.succeededFuture(mail);
    }
    return client.resolveA(canary).transform(known -> {
      if (known.succeeded() && !known.result().isEmpty()) {
        trustedUntil = System.currentTimeMillis() + TRUSTED_MS;
        return Future.succeededFuture(mail);
      }
      return Future.succeededFuture(new DomainMail(DomainMail.Routing.UNKNOWN, List.of(), null, null, null,
        "the DNS resolver says the domain does not exist, but it does not know " + canary
          + " either: it cannot reach the internet's name servers, so its answer is not taken"));
    });
  }

  /** Never fails: resolver trouble becomes {@link DomainMail.Routing#UNKNOWN} with the reason. */
  private Future<DomainMail> routing(String domain) {
    return client.resolveMX(domain).compose(records -> {
      if (records.isEmpty()) return implicit(domain);
      if (records.size() == 1 && hostName(records.get(0)).isEmpty()) {
        return Future.succeededFuture(routed(DomainMail.Routing.NULL_MX, List.of()));
      }
      List<MailHost> hosts = records.stream()
        .map(r -> new MailHost(hostName(r), r.priority()))
        .filter(h -> !h.host().isEmpty())
        .sorted(Comparator.comparingInt(MailHost::preference).thenComparing(MailHost::host))
        .toList();
      return Future.succeededFuture(routed(DomainMail.Routing.MX, hosts));
    }).recover(failure -> Future.succeededFuture(failed(failure, "MX")));
  }

  private Future<DomainMail> implicit(String domain) {
    Future<List<String>> a = client.resolveA(domain);
    Future<List<String>> aaaa = client.resolveAAAA(domain);
    return Future.join(a, aaaa).transform(ignored -> {
      boolean hasAddress = (a.succeeded() && !a.result().isEmpty()) || (aaaa.succeeded() && !aaaa.result().isEmpty());
      if (hasAddress) return Future.succeededFuture(routed(DomainMail.Routing.IMPLICIT, List.of(new MailHost(domain, 0))));
      if (a.failed()) return Future.succeededFuture(failed(a.cause(), "A"));
      if (aaaa.failed()) return Future.succeededFuture(failed(aaaa.cause(), "AAAA"));
      return Future.succeededFuture(routed(DomainMail.Routing.NO_MAIL_HOST, List.of()));
    });
  }

  /** An address of a mail host, asked of the same resolver so a configured resolver is used throughout. */
  public Future<String> address(String host) {
    if (host.indexOf(':') >= 0 || host.matches("[0-9.]+")) return Future.succeededFuture(host);
    return client.resolveA(host).compose(a -> a.isEmpty() ? client.resolveAAAA(host) : Future.succeededFuture(a))
      .compose(all -> all.isEmpty() ? Future.failedFuture("no address record for " + host) : Future.succeededFuture(all.get(0)));
  }

  /** The first TXT string starting with the tag; a missing name simply means no record. */
  private Future<Optional<String>> txt(String name, String tag) {
    return client.resolveTXT(name)
      .map(texts -> texts.stream().filter(t -> t.toLowerCase(Locale.ROOT).startsWith(tag)).findFirst())
      .recover(failure -> nxdomain(failure) ? Future.succeededFuture(Optional.empty()) : Future.failedFuture(failure));
  }

  private static String dmarcPolicy(String record) {
    for (String tag : record.split(";")) {
      String[] kv = tag.strip().split("=", 2);
      if (kv.length == 2 && kv[0].strip().equalsIgnoreCase("p")) return kv[1].strip().toLowerCase(Locale.ROOT);
    }
    return null;
  }

  private static String hostName(MxRecord record) {
    String name = record.name() == null ? "" : record.name().toLowerCase(Locale.ROOT);
    return name.endsWith(".") ? name.substring(0, name.length() - 1) : name;
  }

  private static DomainMail routed(DomainMail.Routing routing, List<MailHost> hosts) {
    return new DomainMail(routing, hosts, null, null, null, null);
  }

  private static DomainMail failed(Throwable failure, String type) {
    if (nxdomain(failure)) return routed(DomainMail.Routing.NXDOMAIN, List.of());
    String problem;
    if (failure instanceof DnsNameResolverTimeoutException || String.valueOf(failure.getMessage()).contains("timed out")) {
      problem = "the DNS resolver did not answer the " + type + " query in time";
    } else if (failure instanceof DnsException dns) {
      problem = "the DNS resolver answered the " + type + " query with " + dns.code();
    } else {
      problem = "the " + type + " query failed: " + failure.getMessage();
    }
    return new DomainMail(DomainMail.Routing.UNKNOWN, List.of(), null, null, null, problem);
  }

  private static boolean nxdomain(Throwable failure) {
    return failure instanceof DnsException dns && dns.code() == DnsResponseCode.NXDOMAIN;
  }
}
