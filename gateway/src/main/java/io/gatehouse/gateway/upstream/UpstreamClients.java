package io.gatehouse.gateway.upstream;

import io.gatehouse.api.UpstreamClient;
import io.gatehouse.api.manifest.UpstreamSpec;
import io.gatehouse.gateway.limits.RateLimits;
import io.gatehouse.gateway.upstream.impl.UpstreamClientsImpl;
import io.gatehouse.gateway.trace.Tracing;
import io.micrometer.core.instrument.MeterRegistry;
import io.vertx.core.Future;
import io.vertx.core.Vertx;

import java.util.Optional;
import java.util.function.Function;

/**
 * The gateway's upstream clients: one shared HTTP client, and per upstream a rate limiter, a
 * circuit breaker and a namespace in a shared, size-bounded answer cache.
 *
 * <p>A request's {@code timeout()} is its whole budget (rate-limit wait, attempts and backoff);
 * without one the budget is the upstream's per-attempt timeout times its number of attempts.
 * Every attempt is also bounded by the upstream's {@code timeoutMs}.
 */
public interface UpstreamClients {

  /** The gauge, tagged {@code upstream=<provider>.<upstream>}, that is 1 while that upstream's circuit is open. */
  String CIRCUIT_OPEN_GAUGE = "gatehouse.upstream.circuit.open";

  /**
   * @param overrides     operator redirections of upstream hosts
   * @param variables     reads credentials and header variables (configuration, then environment)
   * @param registryOrNull where to record request timers and circuit gauges, or null for none
   */
  static UpstreamClients create(Vertx vertx, UpstreamOverrides overrides,
                                Function<String, Optional<String>> variables, MeterRegistry registryOrNull) {
    return create(vertx, overrides, variables, registryOrNull, RateLimits.local());
  }

  /** @param limits where upstream turns are taken from: {@link RateLimits#local()} alone, the cluster's otherwise */
  static UpstreamClients create(Vertx vertx, UpstreamOverrides overrides,
                                Function<String, Optional<String>> variables, MeterRegistry registryOrNull,
                                RateLimits limits) {
    return new UpstreamClientsImpl(vertx, overrides, variables, registryOrNull, limits);
  }

  /** @param tracing where each upstream attempt's client span goes; requests then carry {@code traceparent} */
  static UpstreamClients create(Vertx vertx, UpstreamOverrides overrides,
                                Function<String, Optional<String>> variables, MeterRegistry registryOrNull,
                                RateLimits limits, Tracing tracing) {
    return new UpstreamClientsImpl(vertx, overrides, variables, registryOrNull, limits, tracing);
  }

  /** The client for one upstream of a provider; the same instance for the same provider and upstream name. */
  UpstreamClient client(String providerId, UpstreamSpec spec);

  Future<Void> close();
}
