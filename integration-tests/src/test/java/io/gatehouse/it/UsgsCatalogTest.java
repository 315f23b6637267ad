package io.gatehouse.it;

import io.gatehouse.gateway.testing.FakeUpstream;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.client.WebClient;
import io.vertx.junit5.VertxExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

import static io.gatehouse.it.UsgsGateway.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The usgs operations as the gateway publishes them: one OpenAPI operation each, naming a distinct real
 * upstream, the legacy NWIS ones marked deprecated.
 */
@ExtendWith(VertxExtension.class)
class UsgsCatalogTest {

  @TempDir
  Path dir;

  private UsgsGateway gateway;

  @AfterEach
  void stop() throws Exception {
    if (gateway != null) gateway.close();
  }

  @Test
  void everyOperationNamesItsRealUpstreamInOpenApi(Vertx vertx) throws Exception {
    gateway = UsgsGateway.start(vertx, dir, FakeUpstream.create(vertx), Map.of());
    var response = await(WebClient.create(vertx).getAbs(gateway.baseUrl() + "/api/v1/openapi.json").send());
    assertEquals(200, response.statusCode());

    JsonObject paths = response.bodyAsJsonObject().getJsonObject("paths");
    Set<String> upstreams = new HashSet<>();
    Set<String> deprecated = new HashSet<>();
    int operations = 0;
    for (String path : paths.fieldNames()) {
      if (!path.startsWith("/api/v1/usgs/")) continue;
      JsonObject get = paths.getJsonObject(path).getJsonObject("get");
      JsonObject upstream = get.getJsonObject("x-upstream");
      String url = upstream.getString("url");
      assertTrue(url.startsWith("https://earthquake.usgs.gov/") || url.startsWith("https://waterservices.usgs.gov/")
        || url.startsWith("https://api.waterdata.usgs.gov/"), url);
      assertTrue(upstreams.add(upstream.getString("method") + " " + url), "distinct upstream for " + path);
      assertTrue(get.getString("operationId").startsWith("usgs_"));
      if (get.getBoolean("deprecated", false)) {
        deprecated.add(get.getString("operationId"));
        assertTrue(get.getString("description").startsWith("Deprecated: "), get.getString("description"));
      }
      operations++;
    }
    assertEquals(161, operations);
    assertEquals(Set.of("usgs_nwis_instantaneous_values", "usgs_nwis_daily_values", "usgs_nwis_site_info",
      "usgs_nwis_statistics"), deprecated);
  }
}
