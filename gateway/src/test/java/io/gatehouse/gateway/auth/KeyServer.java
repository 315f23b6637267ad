package io.gatehouse.gateway.auth;

import io.gatehouse.gateway.caller.CallOrigin;
import io.gatehouse.gateway.caller.Principal;
import io.gatehouse.gateway.catalog.CatalogOperation;
import io.gatehouse.gateway.gate.KeyCharges;
import io.gatehouse.gateway.rest.ProviderFailures;
import io.gatehouse.gateway.store.KeyStore;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpServer;
import io.vertx.ext.web.Router;

import java.nio.file.Path;
import java.util.List;

/**
 * A router as the lead would assemble it: every test product's key routes plus a dummy protected
 * route at its MCP path. A request with {@code ?call=<tool>} makes a call of that tool, charged as
 * the gateway charges tool and REST data calls; any other request is protocol traffic.
 */
public final class KeyServer {

  public static final List<Product> PRODUCTS = List.of(TestProducts.LEAD_VERIFICATION,
    TestProducts.PUBLIC_DATA, TestProducts.RATE_TIGHT, TestProducts.QUOTA_TIGHT);

  public final KeyStore store;
  public final KeyService service;
  public final HttpServer server;

  private KeyServer(KeyStore store, KeyService service, HttpServer server) {
    this.store = store;
    this.service = service;
    this.server = server;
  }

  public static Future<KeyServer> start(Vertx vertx, Path dataDir, KeyServiceOptions options) {
    return KeyStore.embedded(vertx, dataDir).compose(store -> start(vertx, store, options));
  }

  public static Future<KeyServer> start(Vertx vertx, KeyStore store, KeyServiceOptions options) {
    KeyService service = KeyService.create(vertx, store, options);
    Router router = Router.router(vertx);
    HttpServer server = vertx.createHttpServer().requestHandler(router);
    return server.listen(0, "127.0.0.1").map(s -> {
      String base = "http://127.0.0.1:" + s.actualPort();
      for (Product product : PRODUCTS) {
        KeyRoutes.mount(router, service, product, base);
        router.route(product.mcpPath())
          .handler(CredentialHandler.create(service, product, base))
          .handler(rc -> {
            String answer = product.id() + " " + CredentialHandler.keyOf(rc).id();
            String tool = rc.queryParams().get("call");
            if (tool == null) {
              rc.response().end(answer);
              return;
            }
            CatalogOperation op = new CatalogOperation("test", null, null, tool, null, null, null);
            CallOrigin origin = CallOrigin.of(Principal.of(rc), product.id());
            new KeyCharges(service, PRODUCTS).take(origin, op, admission -> RateLimitHeaders.put(rc.response(), admission))
              .onComplete(ar -> {
                if (ar.succeeded()) rc.response().end(answer);
                else ProviderFailures.send(rc, ar.cause());
              });
          });
      }
      return new KeyServer(store, service, s);
    });
  }

  public int port() {
    return server.actualPort();
  }

  public Future<Void> close() {
    return server.close().eventually(service::close).eventually(store::close);
  }
}
