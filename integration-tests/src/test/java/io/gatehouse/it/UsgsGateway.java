package io.gatehouse.it;

import io.gatehouse.gateway.Gateway;
import io.gatehouse.gateway.testing.FakeUpstream;
import io.vertx.core.Future;
import io.vertx.core.MultiMap;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.client.HttpResponse;
import io.vertx.ext.web.client.WebClient;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * A gateway serving only the usgs provider, with every USGS host redirected to one fake upstream
 * whose routes each test sets up; calls go to the REST routes under /api/v1/usgs.
 */
final class UsgsGateway {

  private final FakeUpstream upstream;
  private final Gateway gateway;
  private final WebClient client;

  private UsgsGateway(FakeUpstream upstream, Gateway gateway, WebClient client) {
    this.upstream = upstream;
    this.gateway = gateway;
    this.client = client;
  }

  /** Starts the fake (routes already added) and then the gateway pointed at it. */
  static UsgsGateway start(Vertx vertx, Path dir, FakeUpstream upstream, Map<String, String> env) throws Exception {
    await(upstream.start(vertx));
    Gateway gateway = await(RedirectedGateway.start(vertx, dir, "usgs", upstream, env));
    return new UsgsGateway(upstream, gateway, WebClient.create(vertx));
  }

  /** GET {@code /api/v1/usgs<pathAndQuery>}. */
  HttpResponse<Buffer> get(String pathAndQuery) throws Exception {
    return await(client.getAbs(gateway.baseUrl() + "/api/v1/usgs" + pathAndQuery).send());
  }

  Future<HttpResponse<Buffer>> getAsync(String pathAndQuery) {
    return client.getAbs(gateway.baseUrl() + "/api/v1/usgs" + pathAndQuery).send();
  }

  String baseUrl() {
    return gateway.baseUrl();
  }

  int hits(String upstreamPath) {
    return upstream.hits(upstreamPath);
  }

  void close() throws Exception {
    client.close();
    await(gateway.stop());
    await(upstream.close());
  }

  /** Answers with a body and content type, remembering the request it saw. */
  static io.vertx.core.Handler<RoutingContext> answer(Seen seen, int status, String contentType, String body) {
    return rc -> {
      seen.record(rc);
      rc.response().setStatusCode(status).putHeader("Content-Type", contentType).end(body);
    };
  }

  static <T> T await(Future<T> future) throws Exception {
    return future.toCompletionStage().toCompletableFuture().get(30, TimeUnit.SECONDS);
  }

  /** The last request a fake route saw: its query parameters and headers. */
  static final class Seen {
    // parameter names are compared exactly: NWIS and FDSN spell them in mixed case
    private volatile Map<String, String> params = Map.of();
    private volatile MultiMap headers = MultiMap.caseInsensitiveMultiMap();

    void record(RoutingContext rc) {
      Map<String, String> names = new HashMap<>();
      rc.queryParams().forEach(e -> names.put(e.getKey(), e.getValue()));
      params = names;
      headers = MultiMap.caseInsensitiveMultiMap().addAll(rc.request().headers());
    }

    String param(String name) {
      return params.get(name);
    }

    String header(String name) {
      return headers.get(name);
    }
  }
}
