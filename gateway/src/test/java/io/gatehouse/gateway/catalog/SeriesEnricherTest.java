package io.gatehouse.gateway.catalog;

import io.gatehouse.api.manifest.Manifest;
import io.gatehouse.gateway.plugins.LoadedProvider;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

/** The enrich argument comes from whichever provider's manifest declares a series enricher; the core names none. */
class SeriesEnricherTest {

  private static LoadedProvider water() {
    JsonObject readings = new JsonObject().put("id", "readings").put("description", "Dated readings.")
      .put("upstream", new JsonObject().put("upstream", "water").put("path", "/readings"))
      .put("series", new JsonObject().put("items", "readings"));
    return provider(new JsonObject().put("id", "water")
      .put("upstreams", new JsonObject().put("water", new JsonObject().put("baseUrl", "https://water.example")))
      .put("operations", new JsonArray().add(readings)));
  }

  private static LoadedProvider stats(String enriches) {
    JsonObject parameters = new JsonObject().put("type", "object").put("properties", new JsonObject()
      .put("points", new JsonObject().put("type", "array"))
      .put("tasks", new JsonObject().put("type", "array")
        .put("items", new JsonObject().put("type", "string").put("enum", new JsonArray().add("mean").add("spread")))));
    JsonObject summarise = new JsonObject().put("id", "summarise").put("description", "Summarises a series.")
      .put("handler", "summarise").put("parameters", parameters);
    if (enriches != null) summarise.put("enriches", enriches);
    return provider(new JsonObject().put("id", "stats").put("operations", new JsonArray().add(summarise)));
  }

  private static LoadedProvider provider(JsonObject manifest) {
    return new LoadedProvider(() -> manifest.getString("id"), Manifest.fromJson(manifest), "test");
  }

  @Test
  void theDeclaredEnricherGivesTheArgumentItsTasksAndTool() {
    Catalog catalog = Catalog.build(List.of(water(), stats("series")), new ArrayList<>());
    assertEquals(new SeriesEnricher("stats_summarise", List.of("mean", "spread")), catalog.seriesEnricher());
    JsonObject enrich = catalog.tool("water_readings").parameters().getJsonObject("properties").getJsonObject("enrich");
    assertEquals("^(mean|spread)(,(mean|spread))*$", enrich.getString("pattern"));
    assertEquals("Adds machine-learning analysis of the series to the answer: a comma list of mean, spread"
      + " (computed by stats_summarise).", enrich.getString("description"));
  }

  @Test
  void withoutADeclaredEnricherNoOperationOffersEnrichment() {
    Catalog catalog = Catalog.build(List.of(water(), stats(null)), new ArrayList<>());
    assertNull(catalog.seriesEnricher());
    assertFalse(catalog.tool("water_readings").parameters().getJsonObject("properties", new JsonObject())
      .containsKey("enrich"));
    // a catalog of the providers that started keeps what the manifests declared
    Catalog started = Catalog.build(List.of(water(), stats("series")), new ArrayList<>()).retain(List.of("water"));
    assertEquals("stats_summarise", started.seriesEnricher().toolName());
  }
}
