package io.gatehouse.providers.weather;

import io.gatehouse.api.manifest.Manifest;
import io.gatehouse.api.manifest.OperationSpec;
import io.gatehouse.api.manifest.UpstreamSpec;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class WeatherManifestTest {

  private static Manifest manifest;

  @BeforeAll
  static void parse() throws IOException {
    try (InputStream in = WeatherManifestTest.class.getClassLoader().getResourceAsStream("META-INF/gatehouse/weather.json")) {
      manifest = Manifest.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
    }
  }

  @Test
  void countsSeventyThreeUpstreamEndpointsAndOneComputedOperation() {
    assertEquals("weather", manifest.id());
    assertEquals(76, manifest.operations().size());
    assertEquals(60, upstreamOps("nws").size(), "57 NWS endpoints of API 3.9 plus 3 radio endpoints of 3.11");
    assertEquals(13, upstreamOps("ncei").size());
    assertEquals(2, upstreamOps("ncei_access").size(), "Access Data Service: daily and global summaries");
    List<OperationSpec> computed = manifest.operations().stream().filter(OperationSpec::computed).toList();
    assertEquals(List.of(ForecastForPoint.NAME), computed.stream().map(OperationSpec::handler).toList());
    assertTrue(new WeatherProvider().handlers().containsKey(ForecastForPoint.NAME));
  }

  /** The Access Data Service answers every dataset on one path: its dataset parameter tells the calls apart. */
  @Test
  void everyUpstreamCallIsDistinct() {
    Set<String> seen = new HashSet<>();
    for (OperationSpec op : manifest.operations()) {
      if (op.computed()) continue;
      String key = op.request().upstream() + " " + op.request().method() + " " + op.request().path()
        + " " + op.request().query().getOrDefault("dataset", "");
      assertTrue(seen.add(key), "bound twice: " + key);
    }
  }

  @Test
  void everyOperationIsDescribedForToolsAndRest() {
    for (OperationSpec op : manifest.operations()) {
      assertTrue(manifest.toolName(op).length() <= 64, op.id());
      assertFalse(op.title() == null || op.title().equals(op.id()), op.id() + " has a title");
      assertTrue(op.description().length() > 40, op.id() + " has a real description");
      assertEquals(Boolean.TRUE, op.annotations().getBoolean("readOnlyHint"), op.id());
      assertEquals(Boolean.TRUE, op.annotations().getBoolean("openWorldHint"), op.id());
      assertTrue(op.cacheTtlSeconds() > 0, op.id() + " has a cache TTL");
      JsonObject properties = op.parameters().getJsonObject("properties");
      for (Object name : op.parameters().getJsonArray("required", new io.vertx.core.json.JsonArray())) {
        JsonObject property = properties.getJsonObject((String) name);
        assertFalse(property.getJsonArray("examples", new io.vertx.core.json.JsonArray()).isEmpty(),
          op.id() + "." + name + " has an example");
      }
    }
  }

  @Test
  void pagingParametersUseTheSharedNamesAndMapOntoTheUpstreams() {
    OperationSpec alerts = op("alerts");
    assertEquals("{cursor}", alerts.request().query().get("cursor"));
    assertEquals("{limit}", alerts.request().query().get("limit"));
    OperationSpec data = op("cdo_data");
    assertEquals("{limit}", data.request().query().get("limit"));
    assertEquals("{offset}", data.request().query().get("offset"));
  }

  /** The paths the NWS OpenAPI document marks deprecated, and only those, are deprecated here. */
  @Test
  void theNwsDeprecatedPathsAreDeprecated() {
    List<String> deprecated = manifest.operations().stream().filter(OperationSpec::isDeprecated).map(OperationSpec::id).toList();
    assertEquals(List.of("icons", "point_stations"), deprecated);
    assertEquals("/points/{latitude},{longitude}/stations", op("point_stations").request().path());
    assertEquals("weather_gridpoint_stations", op("point_stations").deprecated().replacedBy());
    assertEquals("/icons", op("icons").request().path());
    assertEquals(null, op("icons").deprecated().replacedBy());
  }

  @Test
  void upstreamsIdentifyThemselvesAndCarryTheirLimits() {
    UpstreamSpec nws = manifest.upstreams().get("nws");
    assertEquals("https://api.weather.gov", nws.baseUrl());
    // NWS asks for a contact in the User-Agent: the operator must name one, as SEC_USER_AGENT
    assertEquals("User-Agent", nws.auth().name());
    assertEquals("NWS_USER_AGENT", nws.auth().variable());
    assertTrue(nws.auth().required());
    assertFalse(nws.headers().containsKey("User-Agent"), "no default that carries no contact");
    assertEquals("application/geo+json", nws.headers().get("Accept"));
    UpstreamSpec ncei = manifest.upstreams().get("ncei");
    assertEquals("token", ncei.auth().name());
    assertEquals("NCEI_TOKEN", ncei.auth().variable());
    assertTrue(ncei.auth().required());
    assertEquals(5.0, ncei.requestsPerSecond());
    UpstreamSpec access = manifest.upstreams().get("ncei_access");
    assertEquals("https://www.ncei.noaa.gov/access/services/data", access.baseUrl());
    assertEquals(null, access.auth(), "the Access Data Service needs no token");
  }

  private static List<OperationSpec> upstreamOps(String upstream) {
    return manifest.operations().stream()
      .filter(op -> !op.computed() && op.request().upstream().equals(upstream)).toList();
  }

  private static OperationSpec op(String id) {
    return manifest.operations().stream().filter(o -> o.id().equals(id)).findFirst().orElseThrow();
  }
}
