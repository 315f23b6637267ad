package io.gatehouse.gateway.catalog;

import io.gatehouse.api.manifest.OperationSpec;
import io.gatehouse.gateway.config.ServerConfig;
import io.gatehouse.gateway.plugins.LoadedProvider;
import io.gatehouse.gateway.plugins.PluginFailure;
import io.vertx.core.json.JsonObject;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Every operation of every loaded provider, by tool name. Built once from the manifests; REST
 * routes, MCP tools, the OpenAPI document and the endpoint count are all derived from it.
 */
public final class Catalog {

  public static final String REST_PREFIX = "/api/v1/";

  private final Map<String, CatalogOperation> byTool;
  private final Map<String, List<CatalogOperation>> byProvider;
  private final Map<String, String> origins;
  private final SeriesEnricher seriesEnricher;

  private Catalog(Map<String, CatalogOperation> byTool, Map<String, List<CatalogOperation>> byProvider,
                  Map<String, String> origins, SeriesEnricher seriesEnricher) {
    this.byTool = byTool;
    this.seriesEnricher = seriesEnricher;
    this.byProvider = byProvider;
    this.origins = origins;
  }

  /**
   * Builds the catalog. A provider whose tool names or schemas clash or fail to compile is left out
   * whole and reported in {@code rejected}.
   */
  public static Catalog build(List<LoadedProvider> providers, List<PluginFailure> rejected) {
    Map<String, CatalogOperation> byTool = new LinkedHashMap<>();
    Map<String, List<CatalogOperation>> byProvider = new LinkedHashMap<>();
    Map<String, String> owner = new HashMap<>();
    Map<String, String> origins = new HashMap<>();
    SeriesEnricher enricher = SeriesEnricher.find(providers);
    for (LoadedProvider loaded : providers) {
      List<CatalogOperation> ops = new ArrayList<>();
      String problem = null;
      for (OperationSpec spec : loaded.manifest().operations()) {
        String tool = loaded.manifest().toolName(spec);
        if (owner.containsKey(tool) || ops.stream().anyMatch(o -> o.toolName().equals(tool))) {
          problem = "tool name " + tool + " clashes with provider " + owner.getOrDefault(tool, loaded.id());
          break;
        }
        try {
          JsonObject parameters = Enrichment.parameters(spec, enricher);
          ops.add(new CatalogOperation(loaded.id(), loaded.manifest(), spec, tool,
            REST_PREFIX + loaded.id() + spec.restPath(), parameters, new ArgumentValidator(parameters)));
        } catch (RuntimeException e) {
          problem = "operation " + spec.id() + " has an unusable parameter schema: " + e.getMessage();
          break;
        }
      }
      if (problem != null) {
        rejected.add(new PluginFailure(loaded.origin(), loaded.id(), problem));
        continue;
      }
      ops.forEach(op -> {
        byTool.put(op.toolName(), op);
        owner.put(op.toolName(), loaded.id());
      });
      byProvider.put(loaded.id(), List.copyOf(ops));
      origins.put(loaded.id(), loaded.origin());
    }
    return new Catalog(byTool, byProvider, origins, enricher);
  }

  /** A catalog of the given providers only, e.g. those that started. */
  public Catalog retain(Collection<String> providerIds) {
    Map<String, CatalogOperation> tools = new LinkedHashMap<>();
    Map<String, List<CatalogOperation>> providers = new LinkedHashMap<>();
    byProvider.forEach((id, ops) -> {
      if (providerIds.contains(id)) {
        providers.put(id, ops);
        ops.forEach(op -> tools.put(op.toolName(), op));
      }
    });
    // kept when its provider did not start: an enrichment asked for then says it could not run
    return new Catalog(tools, providers, origins, seriesEnricher);
  }

  /** The tool a provider declared to analyse series for {@code enrich}, or null when none did. */
  public SeriesEnricher seriesEnricher() {
    return seriesEnricher;
  }

  /** Where a provider was loaded from: "classpath" or its jar's name. */
  public String origin(String providerId) {
    return origins.get(providerId);
  }

  public CatalogOperation tool(String name) {
    return byTool.get(name);
  }

  public Collection<CatalogOperation> operations() {
    return byTool.values();
  }

  public Map<String, List<CatalogOperation>> byProvider() {
    return byProvider;
  }

  /** The operations a server exposes, in the server's provider order then manifest order. */
  public List<CatalogOperation> operationsOf(ServerConfig server) {
    List<CatalogOperation> ops = new ArrayList<>();
    if (server.providers().contains("*")) {
      byProvider.values().forEach(ops::addAll);
    } else {
      server.providers().forEach(id -> ops.addAll(byProvider.getOrDefault(id, List.of())));
    }
    return ops;
  }
}
