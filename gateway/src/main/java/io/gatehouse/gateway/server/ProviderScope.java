package io.gatehouse.gateway.server;

import io.gatehouse.gateway.config.ServerConfig;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * The providers a request on a server's MCP endpoint asks for ({@code ?providers=fred,sec}),
 * normalised so that equal sets share one scoped endpoint, or why the request cannot have them.
 */
public record ProviderScope(SortedSet<String> providers, String problem) {

  public static final String PARAMETER = "providers";

  public static ProviderScope parse(ServerConfig server, List<String> values) {
    if (!server.mcp().providerScoping()) {
      return refuse("this endpoint does not offer provider scoping");
    }
    SortedSet<String> ids = new TreeSet<>();
    for (String value : values) {
      for (String id : value.split(",")) {
        if (!id.isBlank()) ids.add(id.trim().toLowerCase(Locale.ROOT));
      }
    }
    if (ids.isEmpty()) return refuse("providers= names no provider");
    List<String> unknown = new ArrayList<>();
    ids.forEach(id -> {
      if (!server.exposes(id)) unknown.add(id);
    });
    if (!unknown.isEmpty()) return refuse("not a provider of this server: " + String.join(", ", unknown));
    return new ProviderScope(Collections.unmodifiableSortedSet(ids), null);
  }

  private static ProviderScope refuse(String problem) {
    return new ProviderScope(null, problem);
  }
}
