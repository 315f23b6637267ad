package io.gatehouse.gateway.upstream.impl;

import io.gatehouse.api.UpstreamClient;
import io.gatehouse.api.manifest.UpstreamSpec;
import io.gatehouse.gateway.limits.RateLimits;
import io.gatehouse.gateway.upstream.UpstreamClients;
import io.gatehouse.gateway.upstream.UpstreamOverrides;
import io.gatehouse.gateway.trace.Tracing;
import io.micrometer.core.instrument.MeterRegistry;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpClientOptions;

import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.function.Function;

/** Upstream clients over HTTP clients per event loop and one answer cache. */
public final class UpstreamClientsImpl implements UpstreamClients {

  private final Vertx vertx;
  private final UpstreamOverrides overrides;
  private final Function<String, Optional<String>> variables;
  private final MeterRegistry registry;
  private final LoopClients web;
  private final AnswerCache cache = new AnswerCache();
  private final ConcurrentMap<String, UpstreamClientImpl> clients = new ConcurrentHashMap<>();
  private final ConcurrentMap<String, Turns> buckets = new ConcurrentHashMap<>();
  private final RateLimits limits;
  private final Tracing tracing;

  public UpstreamClientsImpl(Vertx vertx, UpstreamOverrides overrides, Function<String, Optional<String>> variables,
                             MeterRegistry registryOrNull) {
    this(vertx, overrides, variables, registryOrNull, RateLimits.local());
  }

  /** @param limits where this gateway takes its upstream turns from: this process alone, the cluster's otherwise */
  public UpstreamClientsImpl(Vertx vertx, UpstreamOverrides overrides, Function<String, Optional<String>> variables,
                             MeterRegistry registryOrNull, RateLimits limits) {
    this(vertx, overrides, variables, registryOrNull, limits, Tracing.off());
  }

  /** @param tracing where each attempt's client span goes */
  public UpstreamClientsImpl(Vertx vertx, UpstreamOverrides overrides, Function<String, Optional<String>> variables,
                             MeterRegistry registryOrNull, RateLimits limits, Tracing tracing) {
    this.tracing = tracing;
    this.vertx = vertx;
    this.limits = limits;
    this.overrides = overrides == null ? UpstreamOverrides.none() : overrides;
    this.variables = variables;
    this.registry = registryOrNull;
    this.web = new LoopClients(vertx, new HttpClientOptions().setDecompressionSupported(true));
  }

  @Override
  public UpstreamClient client(String providerId, UpstreamSpec spec) {
    return clients.computeIfAbsent(providerId + "." + spec.name(), id ->
      new UpstreamClientImpl(id, spec, overrides.apply(spec.baseUrl()), vertx, web, cache, variables, registry,
        bucket(id, spec), tracing));
  }

  /**
   * Upstreams of one rate-limit group share a bucket: one API's limit holds across its hosts, and
   * in a cluster across its nodes.
   */
  private Turns bucket(String id, UpstreamSpec spec) {
    if (spec.requestsPerSecond() <= 0) return null;
    String key = spec.rateLimitGroup() == null ? id : "group:" + spec.rateLimitGroup();
    return buckets.computeIfAbsent(key, k -> new Turns(limits, k, spec.requestsPerSecond(), spec.burst()));
  }

  @Override
  public Future<Void> close() {
    clients.values().forEach(UpstreamClientImpl::close);
    clients.clear();
    cache.clear();
    web.close();
    return Future.succeededFuture();
  }
}
