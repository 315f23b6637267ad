package io.gatehouse.gateway.http;

import io.gatehouse.gateway.GatewayServices;
import io.vertx.core.Future;
import io.vertx.core.VerticleBase;
import io.vertx.core.http.HttpServer;
import io.vertx.core.http.HttpServerOptions;

import java.util.concurrent.TimeUnit;

/** One HTTP server instance; several share the port, one per event loop. */
public final class HttpVerticle extends VerticleBase {

  private final GatewayServices services;
  private HttpServer server;

  public HttpVerticle(GatewayServices services) {
    this.services = services;
  }

  @Override
  public Future<?> start() {
    HttpServerOptions options = new HttpServerOptions()
      .setHost(services.config().host())
      .setPort(services.config().port())
      .setCompressionSupported(true)
      // no WebSocket is served: keep its extension handler out of every request's pipeline
      .setPerMessageWebSocketCompressionSupported(false)
      .setPerFrameWebSocketCompressionSupported(false)
      .setMaxInitialLineLength(8192)
      .setMaxHeaderSize(16384)
      // HTTP/1.1 only: with h2c on, Vert.x waits for a connection's first request before it reports the
      // connection, so idle and slow-header sockets would escape the connection guard
      .setHttp2ClearTextEnabled(false);
    server = vertx.createHttpServer(options)
      .connectionHandler(services.connectionGuard())
      .requestHandler(GatewayRouter.create(vertx, services));
    return server.listen();
  }

  @Override
  public Future<?> stop() {
    // stop accepting, let in-flight requests finish for a bounded time
    return server == null ? Future.succeededFuture() : server.shutdown(10, TimeUnit.SECONDS);
  }

  public int actualPort() {
    return server.actualPort();
  }
}
