package io.gatehouse.gateway.audit;

import io.gatehouse.gateway.config.AuditOptions;
import io.gatehouse.gateway.config.GatewayConfig;
import io.micrometer.core.instrument.MeterRegistry;
import io.vertx.core.Vertx;

import java.nio.file.Path;
import java.time.Duration;

/** The trail a configuration asks for: in the key store's kind of store, or none when disabled. */
public final class AuditTrails {

  private AuditTrails() {
  }

  public static AuditLog open(Vertx vertx, GatewayConfig config, MeterRegistry registry) {
    AuditOptions options = config.audit();
    return options.enabled() ? AuditLog.create(sink(vertx, config), options, registry) : AuditLog.disabled();
  }

  /** PostgreSQL (the audit URI, else the key store's) with the postgres store; monthly files beside the keys otherwise. */
  public static AuditSink sink(Vertx vertx, GatewayConfig config) {
    if (config.storeType().equals("postgres")) {
      String uri = config.audit().pgUriOrNull();
      return AuditSink.postgres(vertx, uri != null ? uri : config.pgUri(), Duration.ofMillis(config.audit().timeoutMs()));
    }
    return AuditSink.embedded(folder(config));
  }

  /** The embedded trail's folder, {@code <data>/audit}, beside the keys' {@code <data>/keys}. */
  public static Path folder(GatewayConfig config) {
    return config.dataDir().resolve("audit");
  }
}
