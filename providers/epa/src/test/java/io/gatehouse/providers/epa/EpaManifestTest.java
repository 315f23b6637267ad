package io.gatehouse.providers.epa;

import io.gatehouse.api.manifest.Manifest;
import io.gatehouse.api.manifest.OperationSpec;
import io.gatehouse.api.manifest.RequestTemplate;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class EpaManifestTest {

  private static Manifest manifest;

  @BeforeAll
  static void parse() throws IOException {
    String resource = new EpaProvider().manifestResource();
    try (InputStream in = EpaManifestTest.class.getClassLoader().getResourceAsStream(resource)) {
      assertNotNull(in, resource + " is on the classpath");
      manifest = Manifest.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
    }
  }

  @Test
  void servesOneOperationPerUpstreamEndpoint() {
    assertEquals("epa", manifest.id());
    assertEquals(148, manifest.operations().size());
    Map<String, Long> perUpstream = manifest.operations().stream()
      .collect(Collectors.groupingBy(op -> op.request().upstream(), TreeMap::new, Collectors.counting()));
    assertEquals(Map.of("echo", 105L, "airnow", 5L, "envirofacts", 34L, "envirofacts_uv", 4L), perUpstream);
  }

  /** AirNow's current services take a ZIP code or a point on one path: the query's names tell them apart. */
  @Test
  void everyUpstreamCallIsDistinct() {
    Set<String> seen = new HashSet<>();
    for (OperationSpec op : manifest.operations()) {
      assertFalse(op.computed(), op.id() + " is an upstream call");
      RequestTemplate t = op.request();
      String call = t.upstream() + " " + t.method() + " " + t.path() + " " + new TreeMap<>(t.query()).keySet();
      assertTrue(seen.add(call), op.id() + " repeats " + call);
    }
  }

  @Test
  void requiredParametersCarryARealisticExample() {
    for (OperationSpec op : manifest.operations()) {
      JsonObject properties = op.parameters().getJsonObject("properties");
      for (Object name : op.parameters().getJsonArray("required", new JsonArray())) {
        JsonArray examples = properties.getJsonObject((String) name).getJsonArray("examples");
        assertTrue(examples != null && !examples.isEmpty(), op.id() + "." + name + " has examples");
      }
    }
  }

  @Test
  void pagingUsesTheSharedNamesMappedOntoEchosOwn() {
    for (OperationSpec op : manifest.operations()) {
      Map<String, String> query = op.request().query();
      if (query.containsKey("pageno")) assertEquals("{offset}", query.get("pageno"), op.id());
      if (query.containsKey("qid")) assertEquals("{cursor}", query.get("qid"), op.id());
      if (query.containsKey("p_qid")) assertEquals("{cursor}", query.get("p_qid"), op.id());
      if (query.containsKey("responseset")) assertEquals("{limit}", query.get("responseset"), op.id());
    }
    long qidOperations = manifest.operations().stream().filter(op -> op.request().query().containsKey("pageno")).count();
    assertEquals(6, qidOperations);
  }

  @Test
  void everyOperationIsDescribedCachedAndReadOnly() {
    for (OperationSpec op : manifest.operations()) {
      assertFalse(op.title().isBlank(), op.id());
      assertTrue(op.description().length() > 40, op.id() + " has a real description");
      assertTrue(op.cacheTtlSeconds() > 0, op.id() + " has a cache TTL");
      assertEquals(Boolean.TRUE, op.annotations().getBoolean("readOnlyHint"), op.id());
      assertEquals(Boolean.TRUE, op.annotations().getBoolean("openWorldHint"), op.id());
      assertTrue(op.restPath().startsWith("/echo/") || op.restPath().startsWith("/airnow/")
        || op.restPath().startsWith("/envirofacts/"), op.id() + " sits under its upstream family");
    }
  }

  /** The Data Service's current syntax: no rows/ segment, the row window straight before the format. */
  @Test
  void envirofactsTablesUseTheCurrentDataServiceSyntax() {
    Pattern current = Pattern.compile("/[a-z0-9_]+\\.[a-z0-9_]+/\\{column}/\\{operator}/\\{value}/\\{first_row}:\\{last_row}/JSON");
    List<OperationSpec> tables = manifest.operations().stream()
      .filter(op -> op.request().upstream().equals("envirofacts"))
      .toList();
    assertEquals(34, tables.size());
    for (OperationSpec op : tables) {
      assertTrue(current.matcher(op.request().path()).matches(), op.id() + " reads " + op.request().path());
    }
  }

  @Test
  void airNowNeedsItsKeyAndTheOthersNone() {
    assertEquals("AIRNOW_API_KEY", manifest.upstreams().get("airnow").auth().variable());
    assertEquals("API_KEY", manifest.upstreams().get("airnow").auth().name());
    assertTrue(manifest.upstreams().get("airnow").auth().required());
    assertEquals(null, manifest.upstreams().get("echo").auth());
    assertEquals(null, manifest.upstreams().get("envirofacts").auth());
  }

  /** AirNow retired its ZIP and latitude/longitude services on 2026-09-30; EPA moved the UV index to dmapservice. */
  @Test
  void airNowAndUvCallTheCurrentServices() {
    Map<String, String> paths = manifest.operations().stream()
      .filter(op -> op.id().startsWith("airnow_") || op.id().startsWith("uv_"))
      .collect(Collectors.toMap(OperationSpec::id, op -> op.request().path()));
    assertEquals("/aq/observation/current/ziplatlong/", paths.get("airnow_current_by_zip"));
    assertEquals("/aq/observation/current/ziplatlong/", paths.get("airnow_current_by_location"));
    assertEquals("/aq/forecast/current/", paths.get("airnow_forecast_by_zip"));
    assertEquals("/aq/forecast/current/", paths.get("airnow_forecast_by_location"));
    assertFalse(paths.containsKey("airnow_history_by_zip"), "no replacement by ZIP code");
    for (OperationSpec op : manifest.operations()) {
      if (op.id().startsWith("airnow_") && !op.id().equals("airnow_monitoring_sites")) {
        assertFalse(op.parameters().getJsonObject("properties").containsKey("distance"), op.id());
      }
    }
    assertEquals("https://data.epa.gov/dmapservice", manifest.upstreams().get("envirofacts_uv").baseUrl());
    assertTrue(paths.get("uv_hourly_by_zip").startsWith("/getEnvirofactsUVHOURLY/"));
  }

  @Test
  void envirofactsOperatorsIncludeNotLike() {
    manifest.operations().stream().filter(op -> op.request().upstream().equals("envirofacts")).forEach(op -> {
      JsonObject properties = op.parameters().getJsonObject("properties");
      assertTrue(properties.getJsonObject("operator").getJsonArray("enum").contains("notLike"), op.id());
      assertTrue(properties.getJsonObject("value").getString("description").contains("case-insensitive"), op.id());
    });
  }
}
