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
  void theDescriptionSaysAnMxRecordIsNoMailbox() {
    OperationSpec check = TestContext.loadManifest().operations().get(0);
    assertTrue(check.description().contains("An MX record means the domain takes mail, not that the mailbox exists"));
    assertTrue(check.output().getJsonObject("properties").getJsonObject("accepts_mail").getString("description")
      .contains("says nothing about the mailbox"));
  }

  @Test
  void providerIsFoundByServiceLoader() {
    Provider provider = ServiceLoader.load(Provider.class).stream().map(ServiceLoader.Provider::get)
      .filter(p -> p.id().equals("email")).findFirst().orElseThrow();
    assertTrue(provider instanceof EmailProvider);
  }
}
