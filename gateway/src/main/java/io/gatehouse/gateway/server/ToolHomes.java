package io.gatehouse.gateway.server;

import io.gatehouse.gateway.catalog.Catalog;
import io.gatehouse.gateway.config.ServerConfig;
import io.gatehouse.gateway.web.Suggestions;

import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * What to tell a client that called a tool its server does not have: the tool's own server when
 * another product serves it (a Public Data tool called on Lead Verification's endpoint), else the
 * closest names this server has.
 */
final class ToolHomes {

  private final Map<String, ServerConfig> homes = new HashMap<>();
  private final Supplier<String> baseUrl;

  ToolHomes(List<ServerConfig> servers, Catalog catalog, Supplier<String> baseUrl) {
    this.baseUrl = baseUrl;
    for (ServerConfig server : servers) {
      catalog.operationsOf(server).forEach(op ->
        homes.putIfAbsent(server.bareToolNames() ? op.spec().id() : op.toolName(), server));
    }
  }

  /** The next step after "Unknown tool: name" on {@code asked}, whose caller sees {@code names}; empty when there is none. */
  String hint(String name, ServerConfig asked, Collection<String> names) {
    ServerConfig home = homes.get(name);
    if (home != null && !home.id().equals(asked.id())) {
      return " It is a tool of " + home.title() + ", served at " + baseUrl.get() + home.mcpPath()
        + " (with a key of that product), not of " + asked.title() + ".";
    }
    String close = Suggestions.didYouMean(Suggestions.closest(name, names));
    return close.isEmpty() ? " tools/list (or search_tools) lists the tools." : close;
  }
}
