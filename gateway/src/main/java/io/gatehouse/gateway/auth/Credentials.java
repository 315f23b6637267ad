package io.gatehouse.gateway.auth;

import io.gatehouse.gateway.auth.impl.CredentialHandlerImpl;
import io.gatehouse.gateway.auth.oauth.AuthorizationServer;
import io.gatehouse.gateway.auth.oauth.RegistrationLimit;
import io.gatehouse.gateway.config.GatewayConfig;
import io.gatehouse.gateway.config.ServerConfig;
import io.gatehouse.gateway.store.KeyStore;
import io.gatehouse.gateway.web.RouteFeature;
import io.vertx.core.Handler;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.RoutingContext;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The servers' products and how a request to each proves who it is: keys, and OAuth tokens: those of
 * the configured issuer in OAuth mode, else those of the gateway's own authorization server per product.
 */
public final class Credentials {

  private final KeyService keys;
  private final Map<String, Product> products;
  /** The optional OAuth mode, or null. */
  private final OAuthVerifier oauth;
  private final JsonObject oauthScopes;
  /** The gateway's own authorization server per server id; none in OAuth mode. */
  private final Map<String, AuthorizationServer> own;
  /** With port 0 the base URL is known only once the server listens. */
  private final Supplier<String> baseUrl;

  private Credentials(KeyService keys, KeyStore store, Map<String, Product> products, OAuthVerifier oauth,
                      JsonObject oauthScopes, boolean signIn, Supplier<String> baseUrl) {
    this.keys = keys;
    this.products = products;
    this.oauth = oauth;
    this.oauthScopes = oauthScopes;
    this.baseUrl = baseUrl;
    Map<String, AuthorizationServer> servers = new LinkedHashMap<>();
    // one registration limit per address for all products
    RegistrationLimit registrations = AuthorizationServer.registrationLimit();
    if (oauth == null && signIn) products.forEach((id, product) -> servers.put(id, AuthorizationServer.create(keys, store,
      product, baseUrl, registrations)));
    this.own = Map.copyOf(servers);
  }

  public static Credentials of(GatewayConfig config, KeyService keys, KeyStore store, OAuthVerifier oauthOrNull,
                               Supplier<String> baseUrl) {
    return new Credentials(keys, store, ProductConfig.byServer(config.servers(), config.plans()), oauthOrNull,
      config.oauth().getJsonObject("scopes", new JsonObject()), config.oauth().getBoolean("signIn", true), baseUrl);
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
      products.values(), own.get(server.id()));
  }

  /** The handler that only authenticates a server's callers, for their own records; null when it needs none. */
  public Handler<RoutingContext> authenticateOnly(ServerConfig server) {
    Product product = products.get(server.id());
    return product == null ? null
      : new CredentialHandlerImpl(keys, product, baseUrl.get(), false, oauth, oauthScope(server), products.values(),
        own.get(server.id()));
  }

  /**
   * A server's own key routes: signup and usage, and its resource metadata naming its authorization
   * server: the configured issuer in OAuth mode, else the gateway itself, whose routes come along.
   */
  public RouteFeature keyRoutes(ServerConfig server) {
    Product product = products.get(server.id());
    if (product == null) return router -> { };
    return router -> {
      String base = baseUrl.get();
      KeyRoutes.mount(router, keys, product, base, authenticateOnly(server));
      AuthorizationServer issuer = own.get(server.id());
      if (issuer != null) {
        issuer.mount(router);
        KeyRoutes.mountMetadata(router, product, base, issuer.issuer(), issuer.scope());
      } else if (oauth != null && product.credential().isBearer()) {
        KeyRoutes.mountMetadata(router, product, base, oauth.issuer(), oauthScope(server));
      }
    };
  }

  private String oauthScope(ServerConfig server) {
    return oauthScopes.getString(server.id(), server.id());
  }
}
