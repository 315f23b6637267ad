package io.gatehouse.providers.fred;

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
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FredManifestTest {

  private static Manifest manifest;

  @BeforeAll
  static void parse() throws IOException {
    try (InputStream in = FredManifestTest.class.getClassLoader().getResourceAsStream(new FredProvider().manifestResource())) {
      assertNotNull(in, "the manifest is packaged");
      manifest = Manifest.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
    }
  }

  @Test
  void coversEveryFredGeoFredAndV2EndpointOnce() {
    assertEquals(36, manifest.operations().size());
    Set<String> calls = new HashSet<>();
    for (OperationSpec op : manifest.operations()) {
      assertFalse(op.computed(), op.id() + " is a plain upstream call");
      UpstreamSpec upstream = manifest.upstreams().get(op.request().upstream());
      String call = op.request().method() + " " + upstream.baseUrl() + op.request().path();
      assertTrue(calls.add(call), op.id() + " repeats " + call);
    }
  }

  @Test
  void everyUpstreamNeedsTheKeyAndSharesOneRateLimit() {
    for (UpstreamSpec upstream : manifest.upstreams().values()) {
      assertEquals("https://api.stlouisfed.org", upstream.baseUrl());
      assertEquals("FRED_API_KEY", upstream.auth().variable());
      assertTrue(upstream.auth().required());
      assertEquals(2.0, upstream.requestsPerSecond(), 1e-9, "120 requests per minute");
      JsonObject rate = manifest.json().getJsonObject("upstreams").getJsonObject(upstream.name()).getJsonObject("rateLimit");
      assertEquals("fred", rate.getString("group"));
    }
  }

  @Test
  void v1CallsAskForJsonAndV2CallsSendTheKeyAsBearer() {
    for (OperationSpec op : manifest.operations()) {
      if (op.request().upstream().equals("fred_v2")) {
        assertEquals("json", op.request().query().get("format"));
      } else if (!op.id().equals("maps_shapes")) {
        assertEquals("json", op.request().query().get("file_type"), op.id());
      }
    }
    assertEquals("Bearer ", manifest.upstreams().get("fred_v2").auth().prefix());
    assertEquals("Authorization", manifest.upstreams().get("fred_v2").auth().name());
  }

  @Test
  void everyOperationIsDescribedForCallers() {
    for (OperationSpec op : manifest.operations()) {
      assertTrue(manifest.toolName(op).length() <= 64, op.id());
      assertFalse(op.title().equals(op.id()), op.id() + " has a title");
      assertTrue(op.cacheTtlSeconds() > 0, op.id() + " has a cache TTL");
      assertEquals(Boolean.TRUE, op.annotations().getBoolean("readOnlyHint"));
      assertEquals(Boolean.TRUE, op.annotations().getBoolean("openWorldHint"));
      JsonObject properties = op.parameters().getJsonObject("properties");
      for (Object required : op.parameters().getJsonArray("required", new JsonArray())) {
        assertFalse(properties.getJsonObject((String) required).getJsonArray("examples", new JsonArray()).isEmpty(),
          op.id() + "." + required + " has an example");
      }
    }
  }

  @Test
  void pagingUsesLimitAndOffsetOrCursor() {
    for (OperationSpec op : manifest.operations()) {
      Set<String> names = op.parameters().getJsonObject("properties").fieldNames();
      if (names.contains("offset")) assertTrue(names.contains("limit"), op.id());
    }
    assertEquals("{cursor}", op("release_observations_v2").request().query().get("next_cursor"));
  }

  private static OperationSpec op(String id) {
    return manifest.operations().stream().filter(o -> o.id().equals(id)).findFirst().orElseThrow();
  }
}
