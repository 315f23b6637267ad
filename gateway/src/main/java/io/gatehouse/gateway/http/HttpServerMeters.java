package io.gatehouse.gateway.http;

import io.micrometer.core.instrument.Clock;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.vertx.core.Handler;
import io.vertx.core.http.HttpMethod;
import io.vertx.ext.web.Route;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;

import java.util.Arrays;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;

/**
 * Times every request by route, method and status ({@code http.server.requests}) and counts those in
 * progress ({@code http.server.active.requests}). Each combination's timer is found once and kept with
 * its route: Vert.x's own HTTP server metrics build tags and look five meters up on every request,
 * which measured at about a tenth of a compute-only MCP call. One instance serves every router.
 */
public final class HttpServerMeters implements Handler<RoutingContext> {

  static final String NAME = "http.server.requests";
  /**
   * The route label of requests that no other route took, and of those that failed into the router's error
   * handlers: Vert.x forgets the failing route before an error handler runs.
   */
  static final String UNMATCHED = "unmatched";
  /** A response that never ended: the connection closed first. */
  private static final int ABORTED = 0;
  /** Any method outside HTTP's own: clients may send any token, and each would be a series of its own. */
  private static final HttpMethod OTHER = HttpMethod.valueOf("OTHER");
  private static final Set<HttpMethod> KNOWN = Set.copyOf(HttpMethod.values());

  private final MeterRegistry registry;
  /** The registry's clock: System.nanoTime() in production, one a test moves by hand. */
  private final Clock clock;
  private final Map<Route, RouteTimers> byRoute = new ConcurrentHashMap<>();
  private final RouteTimers unmatched;
  private final LongAdder active = new LongAdder();

  public HttpServerMeters(MeterRegistry registry) {
    this.registry = registry;
    this.clock = registry.config().clock();
    this.unmatched = new RouteTimers(UNMATCHED);
    Gauge.builder("http.server.active.requests", active, LongAdder::sum)
      .description("HTTP requests in progress")
      .register(registry);
  }

  /** Times every request of this router from its first handler on. */
  public void mountOn(Router router) {
    byRoute.put(router.route().order(Integer.MIN_VALUE).setName(UNMATCHED).handler(this), unmatched);
  }

  @Override
  public void handle(RoutingContext rc) {
    long start = clock.monotonicTime();
    active.increment();
    rc.addEndHandler(ar -> {
      active.decrement();
      record(rc, ar.succeeded() ? rc.response().getStatusCode() : ABORTED, start);
    });
    rc.next();
  }

  private void record(RoutingContext rc, int status, long start) {
    // the last route that took the request; none once it failed into an error handler
    Route route = rc.currentRoute();
    RouteTimers timers = route == null ? unmatched : byRoute.get(route);
    if (timers == null) {
      timers = byRoute.computeIfAbsent(route, r -> new RouteTimers(r.getName() == null ? "" : r.getName()));
    }
    HttpMethod method = rc.request().method();
    timers.of(KNOWN.contains(method) ? method : OTHER, status).record(clock.monotonicTime() - start, TimeUnit.NANOSECONDS);
  }

  /** One route's timers; a route sees few methods and statuses, so a scan beats hashing. */
  private final class RouteTimers {

    private final String route;
    private volatile Entry[] entries = new Entry[0];

    RouteTimers(String route) {
      this.route = route;
    }

    Timer of(HttpMethod method, int status) {
      Timer found = find(method, status);
      return found != null ? found : add(method, status);
    }

    private Timer find(HttpMethod method, int status) {
      for (Entry e : entries) {
        if (e.status == status && e.method.equals(method)) return e.timer;
      }
      return null;
    }

    private synchronized Timer add(HttpMethod method, int status) {
      Timer found = find(method, status);
      if (found != null) return found;
      Timer timer = Timer.builder(NAME)
        .description("HTTP requests served, by route, method and status (0: the connection closed first)")
        .tag("route", route)
        .tag("method", method.name())
        .tag("code", Integer.toString(status))
        .register(registry);
      Entry[] grown = Arrays.copyOf(entries, entries.length + 1);
      grown[entries.length] = new Entry(method, status, timer);
      entries = grown;
      return timer;
    }
  }

  private record Entry(HttpMethod method, int status, Timer timer) {
  }
}
