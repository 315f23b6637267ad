package io.gatehouse.providers.usgs;

import io.gatehouse.api.Provider;
import io.gatehouse.api.manifest.Manifest;
import io.gatehouse.api.manifest.OperationSpec;
import io.gatehouse.api.manifest.UpstreamSpec;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class UsgsManifestTest {

  private static Manifest manifest;

  @BeforeAll
  static void parse() throws IOException {
    try (InputStream in = UsgsManifestTest.class.getClassLoader().getResourceAsStream("META-INF/gatehouse/usgs.json")) {
      assertNotNull(in, "manifest on the classpath");
      manifest = Manifest.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
    }
  }

  @Test
  void providerIsRegisteredUnderTheManifestId() {
    Provider provider = ServiceLoader.load(Provider.class).findFirst().orElseThrow();
    assertEquals("usgs", provider.id());
    assertEquals(manifest.id(), provider.id());
    assertTrue(provider.handlers().isEmpty(), "every operation is a plain upstream call");
  }

  @Test
  void operationCountPerUpstream() {
    assertEquals(161, manifest.operations().size());
    Map<String, Long> perUpstream = manifest.operations().stream()
      .collect(Collectors.groupingBy(op -> op.request().upstream(), Collectors.counting()));
    assertEquals(Map.of("events", 6L, "scenarios", 6L, "feeds", 21L, "nwis", 4L, "ogcapi", 92L, "samples", 14L,
      "statistics", 2L, "ngwmn", 16L), perUpstream);
  }

  @Test
  void everyOperationCallsADistinctUpstreamMethodAndPath() {
    Set<String> seen = new HashSet<>();
    for (OperationSpec op : manifest.operations()) {
      UpstreamSpec upstream = manifest.upstreams().get(op.request().upstream());
      String call = op.request().method() + " " + upstream.baseUrl() + op.request().path();
      assertTrue(seen.add(call), op.id() + " repeats " + call);
    }
  }

  /** NWIS WaterServices is legacy: each of its operations points to its Water Data replacement, nothing else is deprecated. */
  @Test
  void theLegacyNwisServicesAreDeprecatedForTheirWaterDataReplacements() {
    Map<String, String> replacements = manifest.operations().stream().filter(OperationSpec::isDeprecated)
      .collect(Collectors.toMap(OperationSpec::id, op -> op.deprecated().replacedBy()));
    assertEquals(Map.of(
      "nwis_instantaneous_values", "usgs_continuous_items",
      "nwis_daily_values", "usgs_daily_items",
      "nwis_site_info", "usgs_monitoring_locations_items",
      "nwis_statistics", "usgs_statistics_normals"), replacements);
    for (OperationSpec op : manifest.operations()) {
      assertEquals(op.request().upstream().equals("nwis"), op.isDeprecated(), op.id());
      if (op.isDeprecated()) {
        assertTrue(op.deprecated().reason().contains("first quarter of 2027"), op.id() + " names the decommission date");
      }
    }
  }

  @Test
  void twentyRealTimeFeedsCoverEveryLevelAndPeriod() {
    Set<String> feeds = manifest.operations().stream()
      .filter(op -> op.request().upstream().equals("feeds") && op.request().path().startsWith("/summary/"))
      .map(op -> op.request().path())
      .collect(Collectors.toSet());
    assertEquals(20, feeds.size());
    for (String level : new String[] {"significant", "4.5", "2.5", "1.0", "all"}) {
      for (String period : new String[] {"hour", "day", "week", "month"}) {
        assertTrue(feeds.contains("/summary/" + level + "_" + period + ".geojson"), level + "_" + period);
      }
    }
  }

  @Test
  void everyOperationIsDescribedForAgents() {
    for (OperationSpec op : manifest.operations()) {
      assertTrue(manifest.toolName(op).length() <= 64, op.id());
      assertFalse(op.title().isBlank(), op.id());
      assertTrue(op.description().length() > 60, op.id() + " has a precise description");
      assertTrue(op.cacheTtlSeconds() > 0, op.id() + " has a cache TTL");
      assertEquals(Boolean.TRUE, op.annotations().getBoolean("readOnlyHint"), op.id());
      assertEquals(Boolean.TRUE, op.annotations().getBoolean("openWorldHint"), op.id());
      JsonObject properties = op.parameters().getJsonObject("properties");
      for (Object name : op.parameters().getJsonArray("required", new JsonArray())) {
        JsonArray examples = properties.getJsonObject((String) name).getJsonArray("examples");
        assertTrue(examples != null && !examples.isEmpty(), op.id() + "." + name + " has examples");
      }
    }
  }

  /** Paging is spelled the same everywhere and mapped onto each upstream's own names. */
  @Test
  void pagingParametersMapOntoUpstreamNames() {
    Map<String, Map<String, String>> expected = Map.of(
      "event_query", Map.of("limit", "limit", "offset", "offset"),
      "daily_items", Map.of("limit", "limit", "cursor", "cursor"),
      "ngwmn_water_levels_items", Map.of("limit", "limit", "cursor", "cursor"),
      "statistics_normals", Map.of("limit", "page_size", "cursor", "next_token"));
    expected.forEach((id, names) -> {
      OperationSpec op = manifest.operations().stream().filter(o -> o.id().equals(id)).findFirst().orElseThrow();
      names.forEach((ours, theirs) -> assertEquals("{" + ours + "}", op.request().query().get(theirs), id + " " + ours));
    });
    for (OperationSpec op : manifest.operations()) {
      if (op.id().endsWith("_items")) {
        assertTrue(op.parameters().getJsonObject("properties").containsKey("cursor"), op.id() + " pages by cursor");
      }
    }
  }

  @Test
  void waterDataKeyIsOptional() {
    for (String name : new String[] {"ogcapi", "samples", "statistics", "ngwmn"}) {
      UpstreamSpec spec = manifest.upstreams().get(name);
      assertEquals("USGS_API_KEY", spec.auth().variable(), name);
      assertEquals("X-Api-Key", spec.auth().name(), name);
      assertFalse(spec.auth().required(), name);
    }
    for (String name : new String[] {"events", "scenarios", "feeds", "nwis"}) {
      assertEquals(null, manifest.upstreams().get(name).auth(), name);
    }
  }
}
