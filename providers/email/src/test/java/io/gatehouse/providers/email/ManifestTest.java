package io.gatehouse.providers.email;

import io.gatehouse.api.Provider;
import io.gatehouse.api.manifest.Manifest;
import io.gatehouse.api.manifest.OperationSpec;
import org.junit.jupiter.api.Test;

import java.util.ServiceLoader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ManifestTest {

  @Test
  void manifestNamesTheToolAndItsSchemas() {
    Manifest manifest = TestContext.loadManifest();
    OperationSpec check = manifest.operations().get(0);
    assertEquals("email_check", manifest.toolName(check));
    assertEquals("check", check.handler());
    assertEquals("email", check.parameters().getJsonArray("required").getString(0));
    assertEquals(false, check.parameters().getJsonObject("properties").getJsonObject("smtp_probe").getBoolean("default"));
    var output = check.output().getJsonObject("properties");
    for (String field : new String[] {"syntax_valid", "domain", "mx", "disposable", "role", "free_provider", "status", "sources"}) {
      assertTrue(output.containsKey(field), field);
    }
    assertEquals(true, check.annotations().getBoolean("readOnlyHint"));
  }

  @Test
  void providerIsFoundByServiceLoader() {
    Provider provider = ServiceLoader.load(Provider.class).stream().map(ServiceLoader.Provider::get)
      .filter(p -> p.id().equals("email")).findFirst().orElseThrow();
    assertTrue(provider instanceof EmailProvider);
  }
}
