package io.gatehouse.gateway.server;

import io.gatehouse.gateway.apps.AppLinks;
import io.gatehouse.gateway.apps.AppsExtension;
import io.gatehouse.gateway.catalog.CatalogOperation;
import io.gatehouse.gateway.config.ServerConfig;
import io.gatehouse.gateway.descriptor.ServerDescriptor;
import io.gatehouse.gateway.dispatch.OperationCaller;
import io.gatehouse.gateway.mcp.CallContext;
import io.gatehouse.gateway.scope.ToolScopes;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * A server's resources as each caller sees them: its descriptor, the manifests of the providers in the
 * caller's scope, what the server's configuration declares, and the MCP Apps views for a client of the
 * extension.
 */
final class ServerResources {

  private static final String MANIFEST_PREFIX = "gatehouse://providers/";
  private static final String MANIFEST_SUFFIX = "/manifest";
  private static final String DESCRIPTOR_URI = "gatehouse://server.json";

  private final ServerConfig server;
  private final OperationCaller caller;
  private final Supplier<String> baseUrl;
  private final CallerViews views;
  private final AppLinks links;

  ServerResources(ServerConfig server, OperationCaller caller, Supplier<String> baseUrl, CallerViews views, AppLinks links) {
    this.server = server;
    this.caller = caller;
    this.baseUrl = baseUrl;
    this.views = views;
    this.links = links;
  }

  /** @param apps whether the client negotiated MCP Apps: then the views are listed too */
  List<JsonObject> list(CallerViews.View view, boolean apps) {
    List<JsonObject> list = new ArrayList<>();
    list.add(new JsonObject().put("uri", DESCRIPTOR_URI).put("name", "server.json")
      .put("title", server.title() + " descriptor")
      .put("description", "The MCP registry descriptor of this server").put("mimeType", "application/json"));
    for (String provider : view.providers()) {
      list.add(new JsonObject().put("uri", MANIFEST_PREFIX + provider + MANIFEST_SUFFIX)
        .put("name", provider + "-manifest")
        .put("title", "Manifest of the " + provider + " provider")
        .put("description", "Upstreams and operations of " + provider + ", with their schemas")
        .put("mimeType", "application/json"));
    }
    list.addAll(view.declared().resources());
    if (apps) list.addAll(view.views());
    return list;
  }

  List<JsonObject> templates(CallerViews.View view) {
    List<JsonObject> list = new ArrayList<>();
    list.add(new JsonObject()
      .put("uriTemplate", MANIFEST_PREFIX + "{provider}" + MANIFEST_SUFFIX)
      .put("name", "provider-manifest")
      .put("title", "Provider manifest")
      .put("description", "The manifest of one provider of this server")
      .put("mimeType", "application/json"));
    list.addAll(view.declared().templates());
    return list;
  }

  Future<JsonArray> read(String uri, CallContext ctx) {
    String text = null;
    CallerViews.View view = views.of(ctx.principal());
    if (uri.startsWith("ui://")) {
      // a view is there for a client of the extension only, as it is listed for it only
      return Future.succeededFuture(AppsExtension.negotiated(ctx.clientCapabilities()) ? links.read(uri) : null);
    }
    if (uri.equals(DESCRIPTOR_URI)) {
      text = ServerDescriptor.build(server, baseUrl.get()).encodePrettily();
    } else if (uri.startsWith(MANIFEST_PREFIX) && uri.endsWith(MANIFEST_SUFFIX)) {
      String provider = uri.substring(MANIFEST_PREFIX.length(), uri.length() - MANIFEST_SUFFIX.length());
      List<CatalogOperation> ops = caller.catalog().byProvider().get(provider);
      if (ops != null && view.sees(provider)) text = ToolScopes.manifestFor(ctx.principal(), ops).encodePrettily();
      else if (ops != null && views.of(null).sees(provider) && ctx.principal().token() != null) {
        return Future.failedFuture(ScopeErrors.manifest(ctx.principal(), provider, ops));
      }
    }
    if (text == null) return Future.succeededFuture(view.declared().read(uri));
    return Future.succeededFuture(new JsonArray().add(new JsonObject()
      .put("uri", uri).put("mimeType", "application/json").put("text", text)));
  }
}
