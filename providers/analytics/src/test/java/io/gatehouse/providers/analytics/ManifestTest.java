package io.gatehouse.providers.analytics;

import io.gatehouse.api.testing.StubProviderContext;
import io.gatehouse.api.Provider;
import io.gatehouse.api.manifest.Manifest;
import io.gatehouse.api.manifest.OperationSpec;
import org.junit.jupiter.api.Test;

import java.util.Map;
import java.util.ServiceLoader;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ManifestTest {

  private static final Map<String, String> TOOLS = Map.of("timeseries", "timeseries_analyze",
    "earthquakes", "earthquakes_analyze", "entities", "entities_match", "xbrl", "xbrl_normalize");

  @Test
  void everyManifestParsesWithOneComputedToolAndAnOutputSchema() {
    TOOLS.forEach((id, tool) -> {
      Manifest manifest = StubProviderContext.loadManifest(id);
      assertEquals(id, manifest.id());
      assertEquals(1, manifest.operations().size());
      OperationSpec op = manifest.operations().get(0);
      assertEquals(tool, manifest.toolName(op));
      assertTrue(op.computed());
      // arrays and objects do not fit a query string
      assertEquals("POST", op.restMethod());
      assertNotNull(op.output(), tool + " has an output schema");
      assertTrue(op.output().getJsonArray("required").contains("sources"), tool);
      assertTrue(op.output().getJsonArray("required").contains("method"), tool);
      assertEquals(true, op.annotations().getBoolean("readOnlyHint"));
    });
  }

  @Test
  void seriesLengthIsBoundedInTheSchema() {
    var points = StubProviderContext.loadManifest("timeseries").operations().get(0).parameters()
      .getJsonObject("properties").getJsonObject("points");
    assertEquals(10_000, points.getInteger("maxItems"));
  }

  @Test
  void serviceLoaderFindsTheFourProviders() {
    var ids = ServiceLoader.load(Provider.class).stream().map(ServiceLoader.Provider::get).map(Provider::id)
      .collect(Collectors.toSet());
    assertTrue(ids.containsAll(TOOLS.keySet()), ids.toString());
  }
}
