package io.gatehouse.providers.vat;

import io.gatehouse.api.Provider;
import io.gatehouse.api.manifest.Manifest;
import io.gatehouse.api.manifest.OperationSpec;
import io.gatehouse.api.testing.OutputContract;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.util.ServiceLoader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ManifestTest {

  @Test
  void manifestParsesAndNamesTheTools() {
    Manifest manifest = TestContext.loadManifest();
    assertEquals("vat", manifest.id());
    assertEquals("VIES (European Commission)", manifest.upstreams().get("vies").source());
    assertEquals("https://ec.europa.eu/taxation_customs/vies/rest-api", manifest.upstreams().get("vies").baseUrl());

    OperationSpec check = manifest.operations().get(0);
    assertEquals("vat_check", manifest.toolName(check));
    assertEquals("check", check.handler());
    assertEquals("GET", check.restMethod());
    assertEquals("/check", check.restPath());
    assertEquals(true, check.annotations().getBoolean("readOnlyHint"));
    assertEquals(true, check.annotations().getBoolean("openWorldHint"));
    assertEquals("vat_number", check.parameters().getJsonArray("required").getString(0));
    assertTrue(check.output().getJsonObject("properties").containsKey("status"));

    assertEquals("vat_status", manifest.toolName(manifest.operations().get(1)));
  }

  @Test
  void providerIsFoundByServiceLoaderAndHasEveryHandler() {
    Provider provider = ServiceLoader.load(Provider.class).stream().map(ServiceLoader.Provider::get)
      .filter(p -> p.id().equals("vat")).findFirst().orElseThrow();
    assertEquals("META-INF/gatehouse/vat.json", provider.manifestResource());
    assertTrue(provider instanceof VatProvider);
  }

  @Test
  void outputSchemaRequiresWhyAnAnswerIsInvalidOrUnknown() {
    JsonObject invalid = new JsonObject().put("country_code", "DE").put("normalized", "DE380841484")
      .put("format_valid", true).put("checksum_valid", false).put("status", "invalid")
      .put("reason", "the check digits do not match").put("sources", new JsonArray());
    assertThrows(AssertionError.class, () -> OutputContract.of("vat", "check").check(invalid));
    OutputContract.of("vat", "check").check(invalid.copy().put("invalid_reason", "check_digits"));

    JsonObject unknown = invalid.copy().put("checksum_valid", true).put("status", "unknown").put("reason", "offline")
      .put("retry_hint", new JsonObject().put("retryable", true));
    assertThrows(AssertionError.class, () -> OutputContract.of("vat", "check").check(unknown));
    unknown.getJsonObject("retry_hint").put("code", "offline");
    OutputContract.of("vat", "check").check(unknown);
  }
}
