package io.gatehouse.gateway.auth;

import io.gatehouse.gateway.auth.impl.CredentialHandlerImpl;
import io.gatehouse.gateway.config.GatewayConfig;
import io.gatehouse.gateway.config.ServerConfig;
import io.gatehouse.gateway.web.RouteFeature;
import io.vertx.core.Handler;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.RoutingContext;

import java.util.Map;
import java.util.function.Supplier;

/** The servers' products and how a request to each proves who it is: keys, and OAuth tokens in OAuth mode. */
public final class Credentials {

  private final KeyService keys;
  private final Map<String, Product> products;
  /** The optional OAuth mode, or null. */
  private final OAuthVerifier oauth;
  private final JsonObject oauthScopes;
  /** With port 0 the base URL is known only once the server listens. */
  private final Supplier<String> baseUrl;

  private Credentials(KeyService keys, Map<String, Product> products, OAuthVerifier oauth, JsonObject oauthScopes,
                      Supplier<String> baseUrl) {
    this.keys = keys;
    this.products = products;
    this.oauth = oauth;
    this.oauthScopes = oauthScopes;
    this.baseUrl = baseUrl;
  }

  public static Credentials of(GatewayConfig config, KeyService keys, OAuthVerifier oauthOrNull,
                               Supplier<String> baseUrl) {
    return new Credentials(keys, ProductConfig.byServer(config.servers(), config.plans()), oauthOrNull,
      config.oauth().getJsonObject("scopes", new JsonObject()), baseUrl);
  }

  public KeyService keys() {
    return keys;
  }

  /** Every server's product by server id; an open server has none. */
  public Map<String, Product> products() {
    return products;
  }

  /** The handler that checks a server's credential and limits its requests, or null when it needs none. */
  public Handler<RoutingContext> guard(ServerConfig server) {
    Product product = products.get(server.id());
    if (product == null) return null;
    return new CredentialHandlerImpl(keys, product, baseUrl.get(), true, oauth, oauth == null ? null : oauthScope(server),
      products.values());
  }

  /** The handler that only authenticates a server's callers, for their own records; null when it needs none. */
  public Handler<RoutingContext> authenticateOnly(ServerConfig server) {
    Product product = products.get(server.id());
    return product == null ? null
      : new CredentialHandlerImpl(keys, product, baseUrl.get(), false, oauth, oauthScope(server), products.values());
  }

  /** A server's own key routes: signup and usage and, in OAuth mode, its resource metadata. */
  public RouteFeature keyRoutes(ServerConfig server) {
    Product product = products.get(server.id());
    if (product == null) return router -> { };
    return router -> {
      String base = baseUrl.get();
      KeyRoutes.mount(router, keys, product, base);
      if (oauth != null && product.credential().isBearer()) {
        KeyRoutes.mountMetadata(router, product, base, oauth.issuer(), oauthScope(server));
      }
    };
  }

  private String oauthScope(ServerConfig server) {
    return oauthScopes.getString(server.id(), server.id());
  }
}
