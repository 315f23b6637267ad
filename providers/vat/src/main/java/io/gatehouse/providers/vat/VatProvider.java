package io.gatehouse.providers.vat;

import io.gatehouse.api.OperationHandler;
import io.gatehouse.api.Provider;
import io.gatehouse.api.ProviderContext;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.UpstreamClient;
import io.gatehouse.api.manifest.UpstreamSpec;
import io.gatehouse.providers.vat.vies.MemberStateBreaker;
import io.gatehouse.providers.vat.vies.Requester;
import io.gatehouse.providers.vat.vies.ViesClient;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;

import java.time.Clock;
import java.time.Duration;
import java.util.Map;

/**
 * EU VAT numbers: format and check digits for the 27 member states and Northern Ireland, and the
 * registration as VIES reports it.
 *
 * <p>Configuration ({@code providers.vat}): {@code requester_country} and {@code requester_vat}
 * (the operator's own VAT number, needed for VIES consultation numbers), {@code cache_ttl_seconds}
 * (valid verdicts, default 86400), {@code breaker_faults} (default 3) and
 * {@code breaker_open_seconds} (default 120).
 */
public final class VatProvider implements Provider {

  static final String UPSTREAM = "vies";

  private volatile Map<String, OperationHandler> handlers = Map.of();

  @Override
  public String id() {
    return "vat";
  }

  @Override
  public Future<Void> start(ProviderContext context) {
    JsonObject config = context.config();
    Requester requester;
    try {
      requester = requester(config);
    } catch (IllegalArgumentException | ProviderException e) {
      return Future.failedFuture(new IllegalArgumentException("providers.vat: " + e.getMessage(), e));
    }
    UpstreamSpec spec = context.manifest().upstreams().get(UPSTREAM);
    UpstreamClient upstream = context.upstream(UPSTREAM);
    MemberStateBreaker breaker = new MemberStateBreaker(config.getInteger("breaker_faults", 3),
      Duration.ofSeconds(config.getLong("breaker_open_seconds", 120L)), Clock.systemUTC());
    VerdictCache cache = new VerdictCache(Duration.ofSeconds(config.getLong("cache_ttl_seconds", 86_400L)));
    ViesClient vies = new ViesClient(upstream, spec.source(), requester);
    CheckHandler check = new CheckHandler(vies, cache, breaker, context.manifest().version(), spec.source(),
      upstream.baseUrl() + ViesClient.CHECK_PATH);
    handlers = Map.of("check", check, "status", new StatusHandler(upstream, breaker));
    return Future.succeededFuture();
  }

  @Override
  public Map<String, OperationHandler> handlers() {
    return handlers;
  }

  /** Both keys or neither: half a requester would only earn INVALID_REQUESTER_INFO from VIES. */
  private static Requester requester(JsonObject config) {
    String country = config.getString("requester_country");
    String number = config.getString("requester_vat");
    if (country == null && number == null) return null;
    if (country == null || number == null) {
      throw new IllegalArgumentException("set both requester_country and requester_vat, or neither");
    }
    VatNumber parsed = VatNormalizer.normalize(number, country);
    return new Requester(parsed.country(), parsed.national());
  }
}
