package io.gatehouse.gateway.cli;

import io.gatehouse.gateway.config.GatewayConfig;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import io.vertx.core.Vertx;
import io.vertx.core.VertxOptions;
import io.vertx.micrometer.Label;
import io.vertx.micrometer.MicrometerMetricsFactory;
import io.vertx.micrometer.MicrometerMetricsOptions;

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/** A Vert.x instance with Prometheus metrics, and the configuration read through it. */
record GatewayRuntime(Vertx vertx, PrometheusMeterRegistry registry, GatewayConfig config) {

  static GatewayRuntime open(Path configFile) throws Exception {
    PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
    Vertx vertx = Vertx.builder()
      .with(new VertxOptions().setMetricsOptions(new MicrometerMetricsOptions()
        .setEnabled(true)
        .setJvmMetricsEnabled(true)
        .addLabels(Label.HTTP_ROUTE, Label.HTTP_METHOD, Label.HTTP_CODE)))
      .withMetrics(new MicrometerMetricsFactory(registry))
      .build();
    try {
      GatewayConfig config = GatewayConfig.load(vertx, configFile, System.getenv())
        .toCompletionStage().toCompletableFuture().get(30, TimeUnit.SECONDS);
      return new GatewayRuntime(vertx, registry, config);
    } catch (Exception e) {
      vertx.close();
      throw e;
    }
  }
}
