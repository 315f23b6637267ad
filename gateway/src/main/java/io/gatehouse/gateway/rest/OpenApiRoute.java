package io.gatehouse.gateway.rest;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.gatehouse.gateway.auth.Credentials;
import io.gatehouse.gateway.caller.Principal;
import io.gatehouse.gateway.catalog.Catalog;
import io.gatehouse.gateway.catalog.OpenApiDocument;
import io.gatehouse.gateway.config.ServerConfig;
import io.gatehouse.gateway.scope.ToolScopes;
import io.gatehouse.gateway.web.RouteFeature;
import io.vertx.core.Handler;
import io.vertx.core.buffer.Buffer;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * {@code GET /api/v1/openapi.json}: the whole REST API for anyone; for a request that carries a key
 * (or token) of a REST server, only that server's routes its scope lets it call, so a key never reads
 * of routes it cannot call. A credential that does not authenticate is refused as on the routes.
 */
public final class OpenApiRoute implements RouteFeature {

  static final String PATH = "/api/v1/openapi.json";
  private static final String SERVER = OpenApiRoute.class.getName() + ".server";

  private final List<ServerConfig> servers;
  private final Catalog catalog;
  private final Credentials credentials;
  private final Supplier<String> baseUrl;
  /** The whole document: the catalog does not change once serving. */
  private volatile Buffer whole;
  /** Documents by server and scope: few distinct scopes exist, and each document is built once. */
  private final Cache<String, Buffer> scoped = Caffeine.newBuilder().maximumSize(256).build();

  public OpenApiRoute(List<ServerConfig> servers, Catalog catalog, Credentials credentials, Supplier<String> baseUrl) {
    this.servers = servers;
    this.catalog = catalog;
    this.credentials = credentials;
    this.baseUrl = baseUrl;
  }

  @Override
  public void mount(Router router) {
    // the REST servers that take a credential, with their credential handlers
    Map<ServerConfig, Handler<RoutingContext>> guarded = new LinkedHashMap<>();
    for (ServerConfig server : servers) {
      Handler<RoutingContext> credential = server.rest() ? credentials.guard(server) : null;
      if (credential != null) guarded.put(server, credential);
    }
    router.get(PATH).handler(rc -> authenticate(rc, guarded)).handler(this::send);
  }

  /** A request with a credential goes through its server's credential handler; one without goes on. */
  private void authenticate(RoutingContext rc, Map<ServerConfig, Handler<RoutingContext>> guarded) {
    Map.Entry<ServerConfig, Handler<RoutingContext>> server = serverOf(rc, guarded);
    if (server == null) {
      rc.next();
    } else {
      rc.put(SERVER, server.getKey());
      server.getValue().handle(rc);
    }
  }

  private void send(RoutingContext rc) {
    Principal principal = Principal.of(rc);
    ServerConfig server = rc.get(SERVER);
    Buffer doc;
    if (principal == null || server == null) {
      doc = whole;
      if (doc == null) whole = doc = OpenApiDocument.build(servers, catalog, baseUrl.get()).toBuffer();
    } else {
      doc = scoped.get(server.id() + " " + principal.scope().text(), k -> OpenApiDocument.build(List.of(server),
        catalog, baseUrl.get(), op -> ToolScopes.permits(principal, op)).toBuffer());
      rc.response().putHeader("Cache-Control", "private");
    }
    rc.response().putHeader("Content-Type", "application/json").putHeader("Vary", "Authorization, X-API-Key").end(doc);
  }

  /** The server whose credential the request carries: the one whose key prefix it has, else the first. */
  private static Map.Entry<ServerConfig, Handler<RoutingContext>> serverOf(RoutingContext rc,
                                                                         Map<ServerConfig, Handler<RoutingContext>> guarded) {
    Map.Entry<ServerConfig, Handler<RoutingContext>> first = null;
    for (Map.Entry<ServerConfig, Handler<RoutingContext>> e : guarded.entrySet()) {
      String presented = presented(rc, e.getKey());
      if (presented == null) continue;
      if (e.getKey().keyPrefix() != null && presented.startsWith(e.getKey().keyPrefix())) return e;
      if (first == null) first = e;
    }
    return first;
  }

  private static String presented(RoutingContext rc, ServerConfig server) {
    String header = "bearer".equals(server.credentialScheme()) ? null : rc.request().getHeader(server.credentialHeader());
    if (header != null && !header.isBlank()) return header.trim();
    String authorization = rc.request().getHeader("Authorization");
    return authorization != null && authorization.regionMatches(true, 0, "Bearer ", 0, 7)
      ? authorization.substring(7).trim() : null;
  }
}
