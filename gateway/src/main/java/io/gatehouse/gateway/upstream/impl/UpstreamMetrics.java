package io.gatehouse.gateway.upstream.impl;

import io.gatehouse.gateway.upstream.UpstreamClients;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.Meter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/** One upstream's request timer (by outcome) and circuit gauge; records nothing without a registry. */
final class UpstreamMetrics {

  static final String OK = "ok";
  static final String CLIENT_ERROR = "client_error";
  static final String SERVER_ERROR = "server_error";
  static final String TIMEOUT = "timeout";
  static final String ERROR = "error";
  static final String CACHED = "cached";

  private final MeterRegistry registry;
  private final String upstream;
  private final Map<String, Timer> timers = new ConcurrentHashMap<>();
  private final List<Meter> meters = new ArrayList<>();

  UpstreamMetrics(MeterRegistry registryOrNull, String upstream, UpstreamBreaker breaker) {
    this.registry = registryOrNull;
    this.upstream = upstream;
    if (registry != null) {
      meters.add(Gauge.builder(UpstreamClients.CIRCUIT_OPEN_GAUGE, breaker,
          b -> b.isOpen() ? 1 : 0)
        .description("1 while the upstream's circuit breaker is open")
        .tag("upstream", upstream)
        .strongReference(true)
        .register(registry));
    }
  }

  void record(long startNanos, String outcome) {
    if (registry == null) return;
    timers.computeIfAbsent(outcome, this::timer).record(System.nanoTime() - startNanos, TimeUnit.NANOSECONDS);
  }

  void close() {
    if (registry == null) return;
    meters.forEach(registry::remove);
    timers.values().forEach(registry::remove);
  }

  private Timer timer(String outcome) {
    return Timer.builder("gatehouse.upstream.requests")
      .description("Calls to upstream services, from the caller's view (retries and waits included)")
      .tag("upstream", upstream)
      .tag("outcome", outcome)
      .register(registry);
  }
}
