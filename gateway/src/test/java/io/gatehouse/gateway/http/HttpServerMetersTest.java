package io.gatehouse.gateway.http;

import io.micrometer.core.instrument.MockClock;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.simple.SimpleConfig;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientRequest;
import io.vertx.core.http.HttpClientResponse;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpServer;
import io.vertx.ext.web.Router;
import io.vertx.junit5.VertxExtension;
import io.vertx.junit5.VertxTestContext;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

@ExtendWith(VertxExtension.class)
class HttpServerMetersTest {

  /** Each GET of an item takes 20 ms on this clock: the handler moves it before answering. */
  private final MockClock clock = new MockClock();
  private final SimpleMeterRegistry registry = new SimpleMeterRegistry(SimpleConfig.DEFAULT, clock);
  private final Promise<Void> stuckArrived = Promise.promise();
  private HttpServer server;
  private HttpClient client;

  @BeforeEach
  void start(Vertx vertx, VertxTestContext ctx) {
    Router router = Router.router(vertx);
    new HttpServerMeters(registry).mountOn(router);
    router.get("/items/:id").handler(rc -> {
      clock.add(20, TimeUnit.MILLISECONDS);
      rc.response().end("item");
    });
    router.post("/items/:id").handler(rc -> rc.response().setStatusCode(201).end());
    router.get("/down").handler(rc -> rc.response().setStatusCode(503).end());
    // never answers: the client gives up first
    router.get("/stuck").handler(rc -> stuckArrived.complete());
    // failures answered by the router's error handlers, where no route is current any more
    router.get("/refused").handler(rc -> rc.fail(404));
    router.get("/broken").handler(rc -> {
      throw new IllegalStateException("broken");
    });
    router.errorHandler(404, rc -> rc.response().setStatusCode(404).end());
    router.errorHandler(500, rc -> rc.response().setStatusCode(500).end());
    client = vertx.createHttpClient();
    vertx.createHttpServer().requestHandler(router).listen(0)
      .onSuccess(s -> server = s)
      .onComplete(ctx.succeedingThenComplete());
  }

  @Test
  void timesEachRequestByItsRouteMethodAndStatus(Vertx vertx, VertxTestContext ctx) {
    // the two timed GETs one after the other, so neither sees the other's 20 ms
    Future<HttpClientResponse> items = send(HttpMethod.GET, "/items/1").compose(r -> send(HttpMethod.GET, "/items/2"));
    Future.all(List.of(items, send(HttpMethod.POST, "/items/3"), send(HttpMethod.GET, "/down"), send(HttpMethod.GET, "/nowhere"),
        send(HttpMethod.valueOf("BREW"), "/nowhere"), send(HttpMethod.valueOf("WHEN"), "/nowhere")))
      .onComplete(ctx.succeeding(all -> ctx.verify(() -> {
        Timer gets = timer("/items/:id", "GET", "200");
        assertEquals(2, gets.count());
        assertEquals(40, gets.totalTime(TimeUnit.MILLISECONDS), "the time runs to the response's end");
        assertEquals(1, timer("/items/:id", "POST", "201").count());
        assertEquals(1, timer("/down", "GET", "503").count());
        assertEquals(1, timer(HttpServerMeters.UNMATCHED, "GET", "404").count());
        // methods of the client's own invention share one series
        assertEquals(2, timer(HttpServerMeters.UNMATCHED, "OTHER", "404").count());
        ctx.completeNow();
      })));
  }

  @Test
  void failuresAnsweredByTheRoutersErrorHandlersCountAsUnmatched(Vertx vertx, VertxTestContext ctx) {
    Future.all(List.of(send(HttpMethod.GET, "/refused"), send(HttpMethod.GET, "/broken")))
      .onComplete(ctx.succeeding(all -> ctx.verify(() -> {
        assertEquals(1, timer(HttpServerMeters.UNMATCHED, "GET", "404").count());
        assertEquals(1, timer(HttpServerMeters.UNMATCHED, "GET", "500").count());
        ctx.completeNow();
      })));
  }

  @Test
  void aConnectionClosedBeforeTheResponseCountsAsCodeZero() {
    HttpClientRequest req = client.request(HttpMethod.GET, server.actualPort(), "localhost", "/stuck")
      .compose(r -> r.end().map(r)).await();
    stuckArrived.future().await();
    assertEquals(1.0, registry.get("http.server.active.requests").gauge().value());
    req.connection().close();
    await().atMost(Duration.ofSeconds(10)).untilAsserted(() ->
      assertEquals(0.0, registry.get("http.server.active.requests").gauge().value()));
    assertNull(registry.find(HttpServerMeters.NAME).tag("code", "200").timer());
    assertEquals(1, timer("/stuck", "GET", "0").count());
  }

  private Future<HttpClientResponse> send(HttpMethod method, String path) {
    return client.request(method, server.actualPort(), "localhost", path)
      .compose(req -> req.send().compose(resp -> resp.body().map(resp)));
  }

  private Timer timer(String route, String method, String code) {
    Timer timer = registry.find(HttpServerMeters.NAME).tag("route", route).tag("method", method).tag("code", code)
      .timer();
    assertTrue(timer != null, route + " " + method + " " + code + " in " + registry.getMetersAsString());
    return timer;
  }
}
