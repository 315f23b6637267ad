package io.gatehouse.gateway.catalog;

import io.gatehouse.api.manifest.OperationSpec;
import io.gatehouse.gateway.plugins.LoadedProvider;

import java.util.List;

/**
 * The tool that analyses series for the {@code enrich} argument, as a provider's manifest declares it
 * ({@code "enriches": "series"}); the gateway names no tool of its own. The first declaration in load
 * order serves; with none, operations with a series offer no {@code enrich}.
 *
 * @param toolName the tool to call with {@code points} and {@code tasks}
 * @param tasks    the analyses a caller may ask for
 */
public record SeriesEnricher(String toolName, List<String> tasks) {

  /** The declared enricher among the providers, or null. */
  static SeriesEnricher find(List<LoadedProvider> providers) {
    for (LoadedProvider loaded : providers) {
      for (OperationSpec spec : loaded.manifest().operations()) {
        if (OperationSpec.ENRICHES_SERIES.equals(spec.enriches())) {
          return new SeriesEnricher(loaded.manifest().toolName(spec), spec.enrichmentTasks());
        }
      }
    }
    return null;
  }
}
