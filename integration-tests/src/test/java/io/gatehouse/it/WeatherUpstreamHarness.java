package io.gatehouse.it;

import io.gatehouse.it.RedirectedGateway.Seen;

import io.gatehouse.gateway.Gateway;
import io.gatehouse.gateway.testing.FakeUpstream;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.client.HttpResponse;
import io.vertx.ext.web.client.WebClient;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * The weather provider in a whole gateway whose NWS and NCEI hosts both point at one fake upstream
 * that records every request it receives; tests add the fake's routes.
 */
final class WeatherUpstreamHarness {

  /** One request as the fake upstream received it. */

  private final FakeUpstream upstream;
  private final Gateway gateway;
  private final WebClient client;
  private final List<Seen> seen;

  private WeatherUpstreamHarness(FakeUpstream upstream, Gateway gateway, WebClient client, List<Seen> seen) {
    this.upstream = upstream;
    this.gateway = gateway;
    this.client = client;
    this.seen = seen;
  }

  static Future<WeatherUpstreamHarness> start(Vertx vertx, Path dir, Map<String, String> env, Consumer<Router> routes) {
    FakeUpstream upstream = FakeUpstream.create(vertx);
    List<Seen> seen = new CopyOnWriteArrayList<>();
    upstream.router().route().handler(rc -> {
      seen.add(Seen.of(rc));
      rc.next();
    });
    routes.accept(upstream.router());
    return upstream.start(vertx).compose(u -> RedirectedGateway.start(vertx, dir, "weather", u, env)).map(g -> new WeatherUpstreamHarness(upstream, g, WebClient.create(vertx), seen));
  }

  /** GET on the provider's REST API: {@code path} below /api/v1/weather, query included. */
  Future<HttpResponse<Buffer>> get(String path) {
    return client.getAbs(gateway.baseUrl() + "/api/v1/weather" + path).send();
  }

  List<Seen> seen() {
    return seen;
  }

  Future<Void> close() {
    client.close();
    return gateway.stop().compose(v -> upstream.close());
  }

  /** Answers with a fixture file of the weather provider. */
  static void fixture(RoutingContext rc, String file, String contentType) {
    rc.response().putHeader("Content-Type", contentType).end(resource("fixtures/weather/" + file));
  }

  static void answer(RoutingContext rc, int status, String contentType, JsonObject body) {
    rc.response().setStatusCode(status).putHeader("Content-Type", contentType).end(body.toBuffer());
  }

  private static Buffer resource(String name) {
    try (InputStream in = WeatherUpstreamHarness.class.getClassLoader().getResourceAsStream(name)) {
      if (in == null) throw new IllegalStateException("missing test resource " + name);
      return Buffer.buffer(in.readAllBytes());
    } catch (IOException e) {
      throw new IllegalStateException("cannot read " + name, e);
    }
  }
}
