package io.gatehouse.gateway.catalog;

import io.gatehouse.api.manifest.Manifest;
import io.gatehouse.gateway.config.ServerConfig;
import io.gatehouse.gateway.plugins.LoadedProvider;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

/** A deprecated operation as the catalog publishes it: OpenAPI, the MCP tool and the endpoint count. */
class DeprecatedOperationsTest {

  private static final String LEGACY = "The legacy service is retiring";

  private static JsonObject upstreamOp(String id, String path) {
    return new JsonObject().put("id", id).put("description", "Readings from " + path + ".")
      .put("upstream", new JsonObject().put("upstream", "water").put("path", path));
  }

  private static Catalog catalog() {
    JsonObject legacy = upstreamOp("legacy_readings", "/legacy/readings")
      .put("deprecated", new JsonObject().put("reason", LEGACY).put("replacedBy", "water_readings"));
    JsonObject json = new JsonObject().put("id", "water")
      .put("upstreams", new JsonObject().put("water", new JsonObject().put("baseUrl", "https://water.example")))
      .put("operations", new JsonArray().add(legacy)
        .add(upstreamOp("readings", "/readings"))
        // a second route onto the same upstream endpoint is one distinct endpoint
        .add(upstreamOp("readings_again", "/readings").put("rest", new JsonObject().put("path", "/again")))
        .add(new JsonObject().put("id", "convert").put("description", "Converts units.").put("handler", "convert")));
    Manifest manifest = Manifest.fromJson(json);
    return Catalog.build(List.of(new LoadedProvider(() -> "water", manifest, "test")), new ArrayList<>());
  }

  @Test
  void theToolLeadsWithTheNoticeAndCarriesItInMeta() {
    JsonObject tool = catalog().tool("water_legacy_readings").toolJson();
    assertEquals("Deprecated: " + LEGACY + ". Use water_readings instead. Readings from /legacy/readings.",
      tool.getString("description"));
    assertEquals(new JsonObject().put("reason", LEGACY).put("replacedBy", "water_readings"),
      tool.getJsonObject("_meta").getJsonObject(CatalogOperation.DEPRECATED_META));
    JsonObject current = catalog().tool("water_readings").toolJson();
    assertEquals("Readings from /readings.", current.getString("description"));
    assertFalse(current.containsKey("_meta"));
  }

  @Test
  void openApiMarksOnlyTheDeprecatedOperation() {
    ServerConfig server = ServerConfig.fromJson(new JsonObject().put("id", "data").put("name", "io.example/data")
      .put("description", "d").put("mcpPath", "/mcp").put("rest", true).put("providers", new JsonArray().add("water")));
    JsonObject paths = OpenApiDocument.build(List.of(server), catalog(), "http://localhost").getJsonObject("paths");
    JsonObject legacy = paths.getJsonObject("/api/v1/water/legacy-readings").getJsonObject("get");
    assertEquals(Boolean.TRUE, legacy.getBoolean("deprecated"));
    assertEquals(catalog().tool("water_legacy_readings").description(), legacy.getString("description"));
    assertNull(paths.getJsonObject("/api/v1/water/readings").getJsonObject("get").getBoolean("deprecated"));
  }

  @Test
  void theCountKeepsDeprecatedEndpointsApartFromLiveOnes() {
    EndpointCounts counts = EndpointCounts.of(catalog());
    assertEquals(Map.of("water", new EndpointCounts.Row(2, 1, 1)), counts.byProvider());
    assertEquals(new EndpointCounts.Row(2, 1, 1), counts.total());
    assertEquals(4, counts.total().total());
    assertEquals(1, counts.distinctLive());
  }
}
