package io.gatehouse.gateway.http;

import io.gatehouse.api.Failure;
import io.gatehouse.api.ProviderException;
import io.gatehouse.gateway.catalog.CatalogOperation;
import io.gatehouse.gateway.dispatch.CallOptions;
import io.gatehouse.gateway.dispatch.OperationCaller;
import io.vertx.core.Handler;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.json.DecodeException;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Route;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.BodyHandler;

import java.util.List;

/** The REST API generated from the catalog: one route per operation under /api/v1/{provider}. */
public final class RestRoutes {

  private final OperationCaller caller;

  private RestRoutes(OperationCaller caller) {
    this.caller = caller;
  }

  /**
   * Mounts a route for each operation.
   *
   * @param auth runs before each route (credential, rate limit), or null for open routes
   */
  public static void mount(Router router, List<CatalogOperation> operations, OperationCaller caller,
                           Handler<RoutingContext> auth, long bodyLimit) {
    RestRoutes routes = new RestRoutes(caller);
    for (CatalogOperation op : operations) {
      HttpMethod method = HttpMethod.valueOf(op.spec().restMethod());
      Route route = router.route(method, vertxPath(op.restPath()));
      // Vert.x wants the body handler first; the body is bounded, and nothing runs before auth passes
      if (method == HttpMethod.POST) route.handler(BodyHandler.create(false).setBodyLimit(bodyLimit));
      if (auth != null) route.handler(auth);
      route.handler(rc -> routes.handleOperation(rc, op));
    }
  }

  /** {@code /series/{id}} becomes Vert.x's {@code /series/:id}. */
  static String vertxPath(String path) {
    return path.replaceAll("\\{([A-Za-z0-9_]+)}", ":$1");
  }

  private void handleOperation(RoutingContext rc, CatalogOperation op) {
    JsonObject args;
    try {
      args = ArgumentCoercion.fromRequest(op.parameters(), rc.pathParams(), rc.queryParams());
      if (rc.request().method() == HttpMethod.POST) mergeBody(rc, args);
    } catch (ProviderException e) {
      ProviderFailures.send(rc, e);
      return;
    }
    caller.answer(op, args, CallOptions.of(RequestIds.of(rc)))
      .onSuccess(answer -> rc.response()
        .putHeader("Content-Type", "application/json")
        .end(answer.encoded()))
      .onFailure(cause -> ProviderFailures.send(rc, cause));
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
