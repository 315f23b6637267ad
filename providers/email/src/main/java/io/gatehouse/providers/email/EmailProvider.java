package io.gatehouse.providers.email;

import io.gatehouse.api.OperationHandler;
import io.gatehouse.api.Provider;
import io.gatehouse.api.ProviderContext;
import io.gatehouse.providers.email.address.AddressParser;
import io.gatehouse.providers.email.dns.MailDns;
import io.gatehouse.providers.email.lists.DomainLists;
import io.gatehouse.providers.email.smtp.SmtpProbe;
import io.netty.resolver.dns.DnsServerAddressStreamProviders;
import io.vertx.core.Future;
import io.vertx.core.dns.DnsClient;
import io.vertx.core.dns.DnsClientOptions;

import java.net.InetSocketAddress;
import java.util.Map;

/**
 * Email addresses: syntax, mail DNS, disposable/free/role lists and an optional SMTP probe.
 * Configuration is described in {@link EmailSettings}.
 */
public final class EmailProvider implements Provider {

  private volatile Map<String, OperationHandler> handlers = Map.of();
  private DnsClient dnsClient;
  private SmtpProbe probe;

  @Override
  public String id() {
    return "email";
  }

  @Override
  public Future<Void> start(ProviderContext context) {
    EmailSettings settings;
    try {
      settings = EmailSettings.from(context.config(), context::secret);
    } catch (IllegalArgumentException e) {
      return Future.failedFuture(new IllegalArgumentException("providers.email: " + e.getMessage(), e));
    }
    var vertx = context.vertx();
    // the lists, the IDNA data and the system's resolver configuration are files: read them off the event loop
    return vertx.executeBlocking(() -> {
        AddressParser.loadIdnaData();
        return new Loaded(DomainLists.load(settings.disposableList()),
          settings.resolver() != null ? settings.resolver() : systemResolver());
      })
      .recover(e -> Future.failedFuture(new IllegalStateException("providers.email: " + e.getMessage(), e)))
      .map(loaded -> {
        dnsClient = vertx.createDnsClient(new DnsClientOptions().setHost(loaded.resolver().host())
          .setPort(loaded.resolver().port()).setQueryTimeout(settings.dnsTimeoutMs()));
        // MX, then A and AAAA, each may take the query time-out
        // ... and the canary's A query when a domain is denied
        MailDns dns = new MailDns(dnsClient, 3 * settings.dnsTimeoutMs() + 1_000, settings.dnsCanary());
        probe = settings.probeEnabled()
          ? new SmtpProbe(vertx, settings.smtp(), dns::address, context.outboundAddresses()) : null;
        handlers = Map.of("check", new CheckHandler(dns, "dns://" + loaded.resolver().authority(),
          loaded.lists(), probe, settings.smtp().port(), context.manifest().version()));
        return null;
      });
  }

  @Override
  public Map<String, OperationHandler> handlers() {
    return handlers;
  }

  @Override
  public Future<Void> stop() {
    Future<Void> dns = dnsClient == null ? Future.succeededFuture() : dnsClient.close();
    Future<Void> smtp = probe == null ? Future.succeededFuture() : probe.close();
    return Future.join(dns, smtp).mapEmpty();
  }

  /** The first name server of the platform's configuration (resolv.conf on Unix). */
  private static HostPort systemResolver() {
    InetSocketAddress first = DnsServerAddressStreamProviders.platformDefault().nameServerAddressStream("").next();
    return new HostPort(first.getAddress().getHostAddress(), first.getPort());
  }

  private record Loaded(DomainLists lists, HostPort resolver) {
  }
}
