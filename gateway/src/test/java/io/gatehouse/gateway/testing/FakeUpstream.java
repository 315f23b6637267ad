package io.gatehouse.gateway.testing;

import io.vertx.core.Future;
import io.vertx.core.Handler;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpServer;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/** A local stand-in for an upstream API: routes answering fixtures, with a hit counter per path. */
public final class FakeUpstream {

  private final Router router;
  private final Map<String, AtomicInteger> hits = new ConcurrentHashMap<>();
  private HttpServer server;

  private FakeUpstream(Vertx vertx) {
    router = Router.router(vertx);
    router.route().handler(rc -> {
      hits.computeIfAbsent(rc.request().path(), p -> new AtomicInteger()).incrementAndGet();
      rc.next();
    });
  }

  public static FakeUpstream create(Vertx vertx) {
    return new FakeUpstream(vertx);
  }

  public FakeUpstream get(String path, Handler<RoutingContext> handler) {
    router.get(path).handler(handler);
    return this;
  }

  public FakeUpstream post(String path, Handler<RoutingContext> handler) {
    router.post(path).handler(handler);
    return this;
  }

  public Router router() {
    return router;
  }

  public Future<FakeUpstream> start(Vertx vertx) {
    return vertx.createHttpServer().requestHandler(router).listen(0, "127.0.0.1").map(s -> {
      server = s;
      return this;
    });
  }

  public String baseUrl() {
    return "http://127.0.0.1:" + server.actualPort();
  }

  public int hits(String path) {
    AtomicInteger count = hits.get(path);
    return count == null ? 0 : count.get();
  }

  public int hitsStartingWith(String prefix) {
    return hits.entrySet().stream().filter(e -> e.getKey().startsWith(prefix)).mapToInt(e -> e.getValue().get()).sum();
  }

  public Future<Void> close() {
    return server == null ? Future.succeededFuture() : server.close();
  }
}
