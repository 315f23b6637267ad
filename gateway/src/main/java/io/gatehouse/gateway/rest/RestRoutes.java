package io.gatehouse.gateway.rest;

import io.gatehouse.api.Failure;
import io.gatehouse.api.ProviderException;
import io.gatehouse.gateway.auth.RateLimitHeaders;
import io.gatehouse.gateway.caller.CallOrigin;
import io.gatehouse.gateway.caller.Principal;
import io.gatehouse.gateway.catalog.Catalog;
import io.gatehouse.gateway.catalog.CatalogOperation;
import io.gatehouse.gateway.dispatch.CallOptions;
import io.gatehouse.gateway.gate.CallGate;
import io.gatehouse.gateway.gate.GateCall;
import io.gatehouse.gateway.trace.TraceSpan;
import io.gatehouse.gateway.trace.Tracing;
import io.gatehouse.gateway.web.NotFound;
import io.gatehouse.gateway.web.RequestIds;
import io.gatehouse.gateway.web.Suggestions;
import io.gatehouse.gateway.web.Utf8Bodies;
import io.vertx.core.Handler;
import io.vertx.core.MultiMap;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.json.DecodeException;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Route;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.BodyHandler;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Supplier;

/**
 * The REST API generated from the catalog under /api/v1/{provider}: one Vert.x prefix route per
 * provider of a server, and a tree of path segments that picks the operation.
 */
public final class RestRoutes {

  private static final String MATCH = "gatehouse.rest.match";
  private static final CharSequence APPLICATION_JSON = HttpHeaders.createOptimized("application/json");

  private final CallGate gate;
  private final Tracing tracing;
  private final String server;
  private final RestPaths<CatalogOperation> paths = new RestPaths<>();
  /** Every operation's path template, for the "did you mean" of a path that has none. */
  private final Set<String> templates = new TreeSet<>();

  private RestRoutes(CallGate gate, Tracing tracing, String server) {
    this.gate = gate;
    this.tracing = tracing;
    this.server = server;
  }

  /**
   * Mounts the operations' paths.
   *
   * @param auth runs after the operation is found and before it is called (credential, request rate), or null
   *             for open routes
   * @param server the hosted server whose routes these are
   */
  public static void mount(Router router, List<CatalogOperation> operations, CallGate gate, Tracing tracing,
                           Handler<RoutingContext> auth, long bodyLimit, String server) {
    if (operations.isEmpty()) return;
    RestRoutes routes = new RestRoutes(gate, tracing, server);
    Set<String> providers = new TreeSet<>();
    for (CatalogOperation op : operations) {
      routes.paths.add(op.spec().restMethod(), op.restPath(), op);
      routes.templates.add(op.restPath());
      providers.add(op.providerId());
    }
    // the body is bounded, read only for operations that take one, and nothing runs before auth passes
    BodyHandler body = BodyHandler.create(false).setBodyLimit(bodyLimit);
    Handler<RoutingContext> bodyOfPost = rc -> {
      if (rc.request().method() == HttpMethod.POST) body.handle(rc);
      else rc.next();
    };
    // a prefix route per provider: matched by comparing text, where one pattern over all of them ran a regex per request
    for (String provider : providers) {
      Route route = router.route(Catalog.REST_PREFIX + provider + "/*")
        .setName(Catalog.REST_PREFIX + "{provider}/*")
        .handler(routes::find)
        .handler(bodyOfPost)
        .handler(Utf8Bodies::require);
      if (auth != null) route.handler(auth);
      route.handler(routes::handleOperation);
    }
  }

  /**
   * The providers of a server without REST: a request for {@code /api/v1/<provider>/…} answers 404 naming
   * the MCP endpoint whose tools they are (a REST server serving the same provider is left its paths).
   *
   * @param elsewhere the providers some REST server serves
   */
  public static void mountMcpOnly(Router router, List<CatalogOperation> operations, Set<String> elsewhere, String title,
                                  Supplier<String> mcpUrl) {
    Map<String, List<String>> tools = new TreeMap<>();
    operations.stream().filter(op -> !elsewhere.contains(op.providerId()))
      .forEach(op -> tools.computeIfAbsent(op.providerId(), id -> new ArrayList<>()).add(op.toolName()));
    tools.forEach((provider, names) -> router.route(Catalog.REST_PREFIX + provider + "/*")
      .setName(Catalog.REST_PREFIX + "{provider}/*")
      .handler(rc -> {
        NotFound.hint(rc, " " + title + " has no REST routes: " + provider + "'s operations ("
          + String.join(", ", names) + ") are tools of its MCP endpoint, " + mcpUrl.get() + ".");
        rc.fail(404);
      }));
  }

  private void find(RoutingContext rc) {
    RestPaths.Match<CatalogOperation> match;
    try {
      match = paths.find(rc.request().method().name(), rc.normalizedPath());
    } catch (IllegalArgumentException e) {
      ProviderFailures.send(rc, new ProviderException(Failure.BAD_ARGUMENT, "the path is not validly encoded"));
      return;
    }
    if (match == null || match.op() == null) {
      if (match == null) NotFound.hint(rc, closestRoutes(rc.normalizedPath()));
      rc.fail(match == null ? 404 : 405);
      return;
    }
    rc.put(MATCH, match);
    rc.next();
  }

  /** The templates a few edits from the path asked (a template's {parameter} matches any segment), as a sentence. */
  private String closestRoutes(String path) {
    return Suggestions.didYouMean(Suggestions.closest(path, templates, template -> edits(template, path)));
  }

  private static int edits(String template, String path) {
    String[] wanted = template.split("/", -1);
    String[] asked = path.split("/", -1);
    if (wanted.length != asked.length) return Suggestions.distance(template, path);
    int edits = 0;
    for (int i = 0; i < wanted.length; i++) {
      if (!wanted[i].startsWith("{")) edits += Suggestions.distance(wanted[i], asked[i]);
    }
    return edits;
  }

  /** The REST door: the request as a call for the gate, and its outcome as the response. */
  private void handleOperation(RoutingContext rc) {
    RestPaths.Match<CatalogOperation> match = rc.get(MATCH);
    CatalogOperation op = match.op();
    TraceSpan span = tracing.on() ? HttpSpans.start(tracing, rc, op.restPath()) : TraceSpan.NONE;
    CallOptions options = CallOptions.of(RequestIds.of(rc)).traced(span).from(CallOrigin.of(Principal.of(rc), server));
    GateCall call = new GateCall(op, () -> arguments(rc, match), options,
      rc.request().method().name() + " " + rc.normalizedPath(), rc.request().getHeader("traceparent"),
      admission -> {
        if (!rc.response().headWritten()) RateLimitHeaders.put(rc.response(), admission);
      });
    gate.call(call).onComplete(ar -> {
      if (ar.succeeded()) rc.response().putHeader(HttpHeaders.CONTENT_TYPE, APPLICATION_JSON).end(ar.result().encoded());
      else ProviderFailures.send(rc, ar.cause());
    });
  }

  private static JsonObject arguments(RoutingContext rc, RestPaths.Match<CatalogOperation> match) {
    // a request without a query string, the usual read, skips the parse of its URI for one
    MultiMap query = rc.request().query() == null ? MultiMap.caseInsensitiveMultiMap() : rc.queryParams();
    JsonObject args = ArgumentCoercion.fromRequest(match.op().parameters(), match.pathParams(), query);
    if (rc.request().method() == HttpMethod.POST) mergeBody(rc, args);
    return args;
  }

  private static void mergeBody(RoutingContext rc, JsonObject args) {
    if (rc.body() == null || rc.body().length() == 0) return;
    JsonObject body;
    try {
      body = rc.body().asJsonObject();
    } catch (DecodeException | ClassCastException e) {
      throw new ProviderException(Failure.BAD_ARGUMENT, "the request body must be a JSON object");
    }
    if (body != null) body.forEach(e -> args.put(e.getKey(), e.getValue()));
  }
}
