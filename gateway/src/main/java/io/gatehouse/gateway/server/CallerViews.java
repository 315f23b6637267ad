package io.gatehouse.gateway.server;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.gatehouse.api.manifest.Manifest;
import io.gatehouse.gateway.apps.AppLinks;
import io.gatehouse.gateway.caller.Principal;
import io.gatehouse.gateway.caller.ScopePolicy;
import io.gatehouse.gateway.catalog.CatalogOperation;
import io.gatehouse.gateway.scope.ToolScopes;
import io.vertx.core.json.JsonObject;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * What a server shows each scope: its tools, the providers whose manifests and declared content it
 * may read. One view per distinct scope, built once and kept, so list pages stay cached per view.
 */
final class CallerViews {

  /**
   * @param providers the providers of which the view may call some operation, in catalog order
   * @param appTools  the tools as a client of MCP Apps sees them, each linked to its view
   * @param views     the views of the tools in the view, for a client of MCP Apps
   */
  record View(List<JsonObject> tools, List<String> providers, DeclaredContent declared, List<JsonObject> appTools,
              List<JsonObject> views) {

    boolean sees(String provider) {
      return providers.contains(provider);
    }
  }

  private final Map<String, CatalogOperation> operations;
  private final List<JsonObject> tools;
  private final AppLinks links;
  private final View whole;
  private final Cache<ScopePolicy, View> views = Caffeine.newBuilder().executor(Runnable::run).maximumSize(256).build();

  /**
   * @param operations by tool name; @param tools the whole list, operations and the server's own tools;
   * @param links the tools' views
   */
  CallerViews(Map<String, CatalogOperation> operations, List<JsonObject> tools, AppLinks links) {
    this.operations = operations;
    this.tools = tools;
    this.links = links;
    this.whole = build(op -> true);
  }

  /** The view of this caller's scope: the whole server for an open server's caller or an unscoped one. */
  View of(Principal principalOrNull) {
    if (principalOrNull == null || principalOrNull.scope().allowsAll()) return whole;
    return views.get(principalOrNull.scope(), policy -> build(op -> ToolScopes.denial(policy, op) == null));
  }

  /** The names of the tools this caller sees, for a "did you mean" that names none it may not see. */
  List<String> names(Principal principalOrNull) {
    return of(principalOrNull).tools().stream().map(tool -> tool.getString("name")).toList();
  }

  /** Whether the caller may see a tool of the list: every tool of the server's own, operations in scope. */
  boolean sees(Principal principalOrNull, String tool) {
    CatalogOperation op = operations.get(tool);
    return op == null || ToolScopes.permits(principalOrNull, op);
  }

  private View build(Predicate<CatalogOperation> permitted) {
    List<JsonObject> visible = new ArrayList<>();
    Map<String, Manifest> manifests = new LinkedHashMap<>();
    int usable = (int) operations.values().stream().filter(permitted).count();
    for (JsonObject tool : tools) {
      CatalogOperation op = operations.get(tool.getString("name"));
      if (op != null && !permitted.test(op)) continue;
      // search_tools says how many tools it finds: this view's, not the whole server's
      visible.add(op == null && DiscoveryTools.SEARCH.equals(tool.getString("name")) ? DiscoveryTools.searchTool(usable) : tool);
      if (op != null) manifests.putIfAbsent(op.providerId(), op.manifest());
    }
    List<String> names = visible.stream().map(tool -> tool.getString("name")).toList();
    return new View(List.copyOf(visible), List.copyOf(manifests.keySet()),
      new DeclaredContent(List.copyOf(manifests.values())), visible.stream().map(links::linked).toList(),
      List.copyOf(links.resources(names)));
  }
}
