package io.gatehouse.gateway.health;

import io.gatehouse.gateway.config.GatewayConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import io.vertx.core.Future;
import io.vertx.core.VerticleBase;
import io.vertx.core.http.HttpServer;
import io.vertx.ext.web.Router;
import io.vertx.micrometer.PrometheusScrapingHandler;

/** The HTTP port of a node without the gateway role: health probes and metrics, nothing else. */
public final class ProbeVerticle extends VerticleBase {

  private final GatewayConfig config;
  private final GatewayHealth health;
  private final PrometheusMeterRegistry registry;
  private HttpServer server;

  public ProbeVerticle(GatewayConfig config, GatewayHealth health, PrometheusMeterRegistry registry) {
    this.config = config;
    this.health = health;
    this.registry = registry;
  }

  @Override
  public Future<?> start() {
    Router router = Router.router(vertx);
    health.mount(router);
    router.get("/metrics").handler(PrometheusScrapingHandler.create(registry));
    server = vertx.createHttpServer().requestHandler(router);
    return server.listen(config.port(), config.host());
  }

  public int actualPort() {
    return server.actualPort();
  }
}
