package io.gatehouse.gateway.http;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.gatehouse.gateway.GatewayServices;
import io.gatehouse.gateway.auth.Principal;
import io.gatehouse.gateway.catalog.OpenApiDocument;
import io.gatehouse.gateway.config.ServerConfig;
import io.gatehouse.gateway.scope.ToolScopes;
import io.vertx.core.Handler;
import io.vertx.core.buffer.Buffer;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code GET /api/v1/openapi.json}: the whole REST API for anyone; for a request that carries a key
 * (or token) of a REST server, only that server's routes its scope lets it call, so a key never reads
 * of routes it cannot call. A credential that does not authenticate is refused as on the routes.
 */
final class OpenApiRoute {

  static final String PATH = "/api/v1/openapi.json";

  private final GatewayServices services;
  /** The REST servers that take a credential, with their credential handlers. */
  private final Map<ServerConfig, Handler<RoutingContext>> guarded = new LinkedHashMap<>();
  /** Documents by server and scope: few distinct scopes exist, and each document is built once. */
  private final Cache<String, Buffer> scoped = Caffeine.newBuilder().maximumSize(256).build();

  private OpenApiRoute(GatewayServices services) {
    this.services = services;
    for (ServerConfig server : services.config().servers()) {
      Handler<RoutingContext> credential = server.rest() ? services.credentialHandler(server) : null;
      if (credential != null) guarded.put(server, credential);
    }
  }

  static void mount(Router router, GatewayServices services) {
    OpenApiRoute route = new OpenApiRoute(services);
    router.get(PATH).handler(route::authenticate).handler(route::send);
  }

  /** A request with a credential goes through its server's credential handler; one without goes on. */
  private void authenticate(RoutingContext rc) {
    Map.Entry<ServerConfig, Handler<RoutingContext>> server = serverOf(rc);
    if (server == null) {
      rc.next();
    } else {
      rc.put(ServerConfig.class.getName(), server.getKey());
      server.getValue().handle(rc);
    }
  }

  private void send(RoutingContext rc) {
    Principal principal = Principal.of(rc);
    ServerConfig server = rc.get(ServerConfig.class.getName());
    Buffer doc;
    if (principal == null || server == null) {
      doc = services.openApi(() -> OpenApiDocument.build(services.config().servers(), services.caller().catalog(),
        services.baseUrl()).toBuffer());
    } else {
      doc = scoped.get(server.id() + " " + principal.scope().text(), k -> OpenApiDocument.build(List.of(server),
        services.caller().catalog(), services.baseUrl(), op -> ToolScopes.permits(principal, op)).toBuffer());
      rc.response().putHeader("Cache-Control", "private");
    }
    rc.response().putHeader("Content-Type", "application/json").putHeader("Vary", "Authorization, X-API-Key").end(doc);
  }

  /** The server whose credential the request carries: the one whose key prefix it has, else the first. */
  private Map.Entry<ServerConfig, Handler<RoutingContext>> serverOf(RoutingContext rc) {
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
