package io.gatehouse.providers.sec;

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

class SecManifestTest {

  private static Manifest manifest;

  @BeforeAll
  static void parse() throws IOException {
    try (InputStream in = SecManifestTest.class.getClassLoader().getResourceAsStream(new SecProvider().manifestResource())) {
      assertNotNull(in, "the manifest is packaged");
      manifest = Manifest.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
    }
  }

  @Test
  void bindsEachOperationToADistinctEdgarEndpoint() {
    Set<String> calls = new HashSet<>();
    int upstreamOps = 0;
    for (OperationSpec op : manifest.operations()) {
      if (op.computed()) continue;
      upstreamOps++;
      UpstreamSpec upstream = manifest.upstreams().get(op.request().upstream());
      String call = op.request().method() + " " + upstream.baseUrl() + op.request().path();
      assertTrue(calls.add(call), op.id() + " repeats " + call);
    }
    assertEquals(17, upstreamOps);
    assertEquals(18, manifest.operations().size());
  }

  @Test
  void theCompanyLookupIsTheOnlyComputedOperation() {
    long computed = manifest.operations().stream().filter(OperationSpec::computed).count();
    assertEquals(1, computed);
    assertTrue(new SecProvider().handlers().containsKey(op("company_lookup").handler()));
  }

  @Test
  void everyHostNeedsTheUserAgentAndSharesTheSecRateLimit() {
    for (UpstreamSpec upstream : manifest.upstreams().values()) {
      assertEquals("header", upstream.auth().in());
      assertEquals("User-Agent", upstream.auth().name());
      assertEquals("SEC_USER_AGENT", upstream.auth().variable());
      assertTrue(upstream.auth().required(), "SEC answers 403 without it");
      assertEquals(10.0, upstream.requestsPerSecond(), 1e-9);
      JsonObject rate = manifest.json().getJsonObject("upstreams").getJsonObject(upstream.name()).getJsonObject("rateLimit");
      assertEquals("sec", rate.getString("group"));
    }
  }

  @Test
  void dataSecGovPathsPadTheCikToTenDigits() {
    for (OperationSpec op : manifest.operations()) {
      if (op.computed() || !op.request().upstream().equals("sec_data")) continue;
      if (op.request().path().contains("{cik")) assertTrue(op.request().path().contains("CIK{cik|pad10}"), op.id());
    }
  }

  @Test
  void everyOperationIsDescribedForCallers() {
    for (OperationSpec op : manifest.operations()) {
      assertTrue(manifest.toolName(op).length() <= 64, op.id());
      assertFalse(op.title().equals(op.id()), op.id() + " has a title");
      assertTrue(op.cacheTtlSeconds() > 0, op.id() + " has a cache TTL");
      assertEquals(Boolean.TRUE, op.annotations().getBoolean("readOnlyHint"));
      JsonObject properties = op.parameters().getJsonObject("properties");
      for (Object required : op.parameters().getJsonArray("required", new JsonArray())) {
        assertFalse(properties.getJsonObject((String) required).getJsonArray("examples", new JsonArray()).isEmpty(),
          op.id() + "." + required + " has an example");
      }
    }
  }

  @Test
  void pagingMapsOntoTheUpstreamsOwnNames() {
    assertEquals("{offset}", op("full_text_search").request().query().get("from"));
    assertEquals("{limit}", op("browse_edgar").request().query().get("count"));
    assertEquals("{offset}", op("browse_edgar").request().query().get("start"));
  }

  private static OperationSpec op(String id) {
    return manifest.operations().stream().filter(o -> o.id().equals(id)).findFirst().orElseThrow();
  }
}
