package io.gatehouse.bench;

import io.vertx.core.Future;
import io.vertx.core.VerticleBase;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientResponse;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.PoolOptions;

/**
 * The reference point for the gateway's added latency: a bare Vert.x proxy that passes each GET to
 * the upstream and its body back, with no auth, validation, dispatch or sources. One instance per
 * event loop, each with its own client, so a request never leaves the loop it arrived on.
 */
public final class BareProxy extends VerticleBase {

  private final int port;
  private final int upstreamPort;

  public BareProxy(int port, int upstreamPort) {
    this.port = port;
    this.upstreamPort = upstreamPort;
  }

  @Override
  public Future<?> start() {
    HttpClient client = vertx.createHttpClient(new PoolOptions().setHttp1MaxSize(64));
    return vertx.createHttpServer().requestHandler(req -> client
        .request(HttpMethod.GET, upstreamPort, "127.0.0.1", req.uri())
        .compose(upstream -> upstream.send().compose(HttpClientResponse::body))
        .onSuccess(body -> req.response().putHeader("Content-Type", "application/json").end(body))
        .onFailure(e -> req.response().setStatusCode(502).end()))
      .listen(port, "127.0.0.1");
  }
}
