package io.gatehouse.it;

import io.gatehouse.api.manifest.Manifest;
import io.gatehouse.gateway.plugins.LoadedProvider;
import io.gatehouse.gateway.plugins.PluginLoader;
import io.gatehouse.gateway.plugins.PluginScan;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** No manifest operation calls an upstream endpoint listed in docs/retired-endpoints.txt. */
class RetiredEndpointsTest {

  @Test
  void noOperationCallsARetiredEndpoint() throws IOException {
    RetiredEndpoints retired = RetiredEndpoints.read(RetiredEndpoints.FILE);
    assertFalse(retired.urls().isEmpty(), "the list names the endpoints retired so far");
    PluginScan scan = new PluginLoader(getClass().getClassLoader()).scan(Path.of("no-plugins"));
    assertTrue(scan.providers().size() >= 10, "every provider's manifest is read: " + scan.providers().size());
    List<String> callers = scan.providers().stream().map(LoadedProvider::manifest)
      .flatMap(m -> retired.callers(m).stream()).toList();
    assertEquals(List.of(), callers, "operations calling retired upstream endpoints");
  }

  @Test
  void anOperationOnARetiredEndpointIsNamed() throws IOException {
    RetiredEndpoints retired = RetiredEndpoints.read(RetiredEndpoints.FILE);
    Manifest usgs = Manifest.fromJson(new JsonObject().put("id", "usgs")
      .put("upstreams", new JsonObject().put("nwis", new JsonObject().put("baseUrl", "https://waterservices.usgs.gov/nwis")))
      .put("operations", new JsonArray()
        .add(operation("nwis_groundwater_levels", "/gwlevels/"))
        .add(operation("nwis_groundwater_levels_site", "/gwlevels/{site}"))
        .add(operation("nwis_gwlevels_archive", "/gwlevels-archive/"))
        .add(operation("nwis_daily_values", "/dv/"))));
    assertEquals(List.of(
      "usgs_nwis_groundwater_levels calls https://waterservices.usgs.gov/nwis/gwlevels/, retired (https://waterservices.usgs.gov/nwis/gwlevels)",
      "usgs_nwis_groundwater_levels_site calls https://waterservices.usgs.gov/nwis/gwlevels/{site}, retired (https://waterservices.usgs.gov/nwis/gwlevels)"),
      retired.callers(usgs));
  }

  private static JsonObject operation(String id, String path) {
    JsonObject parameters = new JsonObject().put("type", "object");
    if (path.contains("{site}")) {
      parameters.put("properties", new JsonObject().put("site", new JsonObject().put("type", "string")))
        .put("required", new JsonArray().add("site"));
    }
    return new JsonObject().put("id", id).put("description", "Reads " + path + ".").put("parameters", parameters)
      .put("upstream", new JsonObject().put("upstream", "nwis").put("path", path));
  }
}
