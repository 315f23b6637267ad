package io.gatehouse.gateway.portal;

import io.gatehouse.gateway.catalog.Catalog;
import io.gatehouse.gateway.config.ServerConfig;
import io.gatehouse.gateway.server.ServerEndpoints;
import io.gatehouse.gateway.setup.ProviderSetup;
import io.gatehouse.gateway.web.Problem;
import io.gatehouse.gateway.web.RouteFeature;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.StaticHandler;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The developer portal: its page at {@code /} (nothing else, so no other route is shadowed), its
 * assets under {@code /portal/}, and the read-only JSON it reads under {@code /portal/api/}: the
 * products that issue free keys, their operations, and the same search as the search_tools tool.
 */
public final class PortalRoutes implements RouteFeature {

  /** On the classpath, under the package's own folder, so that no folder of the working directory is served instead. */
  private static final String WEB_ROOT = "io/gatehouse/gateway/portal/web";
  /** Same-origin scripts, styles and calls only; no inline code, no framing, no form posts elsewhere. */
  static final String CONTENT_SECURITY_POLICY = "default-src 'none'; script-src 'self'; style-src 'self'; "
    + "img-src 'self'; connect-src 'self'; frame-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
  /**
   * A view shown beside a try-it answer: the policy an MCP Apps host gives it (its own inline code, nothing
   * fetched), framed by the portal only, and sandboxed whoever frames it, so it runs in no origin of ours.
   */
  static final String VIEW_POLICY = "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; "
    + "img-src data:; connect-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'; sandbox allow-scripts";
  /** The assets' names carry no version: a browser revalidates them (Last-Modified) before each use. */
  private static final String ASSET_CACHING = "no-cache";
  /** The catalog does not change while the gateway serves. */
  private static final String CATALOG_CACHING = "public, max-age=300";
  private static final int SEARCH_LIMIT = 50;

  private final ServerEndpoints endpoints;
  private final Supplier<String> baseUrl;
  private final Map<String, PortalCatalog> products = new LinkedHashMap<>();

  public PortalRoutes(List<ServerConfig> servers, Catalog catalog, ServerEndpoints endpoints, Supplier<String> baseUrl,
                      ProviderSetup setup) {
    this.endpoints = endpoints;
    this.baseUrl = baseUrl;
    for (ServerConfig server : servers) {
      // a product of the portal issues free keys; the conformance fixture, for one, does not
      if (server.signupPath() != null) {
        products.put(server.id(), new PortalCatalog(server, catalog.operationsOf(server), setup));
      }
    }
  }

  @Override
  public void mount(Router router) {
    router.get("/portal/api/products").handler(this::handleProducts);
    router.get("/portal/api/products/:product/operations").handler(this::handleOperations);
    router.get("/portal/api/products/:product/operations/:name").handler(this::handleOperation);
    router.get("/portal/api/products/:product/search").handler(this::handleSearch);
    router.get("/portal/api/products/:product/views/:name").handler(this::handleView);
    router.route("/").method(HttpMethod.GET).method(HttpMethod.HEAD).handler(PortalRoutes::handlePageHeaders)
      .handler(StaticHandler.create(WEB_ROOT).setIndexPage("index.html"));
    router.route("/portal/*").method(HttpMethod.GET).method(HttpMethod.HEAD).handler(PortalRoutes::handlePageHeaders)
      .handler(StaticHandler.create(WEB_ROOT + "/portal"));
  }

  private static void handlePageHeaders(RoutingContext rc) {
    rc.response()
      .putHeader("Content-Security-Policy", CONTENT_SECURITY_POLICY)
      .putHeader("X-Content-Type-Options", "nosniff")
      .putHeader("Referrer-Policy", "no-referrer")
      // the static handler keeps a Cache-Control already set
      .putHeader("Cache-Control", ASSET_CACHING);
    rc.next();
  }

  private void handleProducts(RoutingContext rc) {
    JsonArray list = new JsonArray();
    products.values().forEach(p -> list.add(p.product(baseUrl.get())));
    json(rc, new JsonObject().put("products", list));
  }

  private void handleOperations(RoutingContext rc) {
    PortalCatalog product = product(rc);
    if (product != null) json(rc, product.operations());
  }

  private void handleOperation(RoutingContext rc) {
    PortalCatalog product = product(rc);
    if (product == null) return;
    JsonObject operation = product.operation(rc.pathParam("name"));
    if (operation == null) {
      Problem.send(rc, 404, "not-found", "Not found", "no operation named " + rc.pathParam("name"), null);
    } else if (endpoints.backend(product.server()).viewPage(operation.getString("name")) != null) {
      json(rc, operation.copy().put("view", "/portal/api/products/" + product.server().id() + "/views/"
        + operation.getString("name")));
    } else {
      json(rc, operation);
    }
  }

  /** The MCP Apps view of an operation: the portal shows its try-it answers in it, as a host would. */
  private void handleView(RoutingContext rc) {
    PortalCatalog product = product(rc);
    if (product == null) return;
    String page = endpoints.backend(product.server()).viewPage(rc.pathParam("name"));
    if (page == null) {
      Problem.send(rc, 404, "not-found", "Not found", "operation " + rc.pathParam("name") + " has no view", null);
      return;
    }
    rc.response().putHeader("Content-Type", "text/html; charset=utf-8").putHeader("Content-Security-Policy", VIEW_POLICY)
      .putHeader("X-Content-Type-Options", "nosniff").putHeader("Referrer-Policy", "no-referrer")
      .putHeader("Cache-Control", CATALOG_CACHING).end(page);
  }

  /** What search_tools answers: the same index, its paging and its summaries. */
  private void handleSearch(RoutingContext rc) {
    PortalCatalog product = product(rc);
    if (product == null) return;
    JsonObject arguments = new JsonObject().put("query", rc.queryParams().get("q"))
      .put("limit", number(rc, "limit", SEARCH_LIMIT)).put("offset", number(rc, "offset", 0));
    JsonObject found = endpoints.backend(product.server()).searchTools(arguments);
    if (found == null) {
      Problem.send(rc, 400, "invalid-field", "Invalid field", "q must be a non-empty search",
        new JsonObject().put("field", "q"));
    } else {
      json(rc, found);
    }
  }

  private PortalCatalog product(RoutingContext rc) {
    PortalCatalog product = products.get(rc.pathParam("product"));
    if (product == null) {
      Problem.send(rc, 404, "not-found", "Not found", "no product named " + rc.pathParam("product"), null);
    }
    return product;
  }

  private static int number(RoutingContext rc, String name, int otherwise) {
    try {
      String value = rc.queryParams().get(name);
      return value == null ? otherwise : Integer.parseInt(value);
    } catch (NumberFormatException e) {
      return otherwise;
    }
  }

  private static void json(RoutingContext rc, JsonObject body) {
    rc.response().putHeader("Content-Type", "application/json").putHeader("Cache-Control", CATALOG_CACHING)
      .end(body.toBuffer());
  }
}
