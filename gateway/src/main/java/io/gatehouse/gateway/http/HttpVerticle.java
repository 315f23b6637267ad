package io.gatehouse.gateway.http;

import io.gatehouse.gateway.web.RouteFeature;
import io.vertx.core.Future;
import io.vertx.core.VerticleBase;
import io.vertx.core.http.HttpServer;
import io.vertx.core.http.HttpServerOptions;

import java.util.List;
import java.util.concurrent.TimeUnit;

/** One HTTP server instance; several share the port, one per event loop. */
public final class HttpVerticle extends VerticleBase {

  private final String host;
  private final int port;
  private final ConnectionGuard connections;
  private final List<RouteFeature> features;
  private final long bodyLimitBytes;
  private HttpServer server;

  /**
   * @param connections shared by every instance, so that the connection limits hold for the process
   * @param features    mount themselves on this instance's router, in this order
   */
  public HttpVerticle(String host, int port, ConnectionGuard connections, List<RouteFeature> features,
                      long bodyLimitBytes) {
    this.host = host;
    this.port = port;
    this.connections = connections;
    this.features = features;
    this.bodyLimitBytes = bodyLimitBytes;
  }

  @Override
  public Future<?> start() {
    HttpServerOptions options = new HttpServerOptions()
      .setHost(host)
      .setPort(port)
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
      .connectionHandler(connections)
      .requestHandler(GatewayRouter.create(vertx, features, bodyLimitBytes));
    // another process may take the port after the start-up check: say which, and how to move
    return server.listen().recover(e -> Future.failedFuture(
      e instanceof java.net.BindException || String.valueOf(e.getMessage()).contains("Address already in use")
        ? ListenPort.inUse(host, port) : e));
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
