package io.gatehouse.providers.sanctions;

import io.gatehouse.api.Provider;
import io.gatehouse.api.manifest.Manifest;
import io.gatehouse.api.manifest.OperationSpec;
import org.junit.jupiter.api.Test;

import java.util.ServiceLoader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ManifestTest {

  @Test
  void manifestNamesTheToolAndTheOfficialHosts() {
    Manifest manifest = TestContext.loadManifest();
    OperationSpec screen = manifest.operations().get(0);
    assertEquals("sanctions_screen", manifest.toolName(screen));
    assertEquals("screen", screen.handler());
    assertEquals("name", screen.parameters().getJsonArray("required").getString(0));
    assertTrue(screen.output().getJsonObject("properties").containsKey("matches"));
    assertEquals("webgate.ec.europa.eu", manifest.upstreams().get("eu_fsf").host());
    assertEquals("sanctionslistservice.ofac.treas.gov", manifest.upstreams().get("ofac").host());
    assertEquals("scsanctions.un.org", manifest.upstreams().get("un").host());
    assertEquals("sanctionslist.fcdo.gov.uk", manifest.upstreams().get("uk").host());
  }

  @Test
  void refreshIsALongRunningPostThatMayRunAsATask() {
    Manifest manifest = TestContext.loadManifest();
    OperationSpec refresh = manifest.operations().stream().filter(op -> op.id().equals("refresh")).findFirst().orElseThrow();
    assertEquals("sanctions_refresh", manifest.toolName(refresh));
    assertEquals("refresh", refresh.handler());
    assertEquals("POST", refresh.restMethod());
    assertEquals("optional", refresh.execution().taskSupport());
    assertTrue(refresh.output().getJsonArray("required").contains("lists"));
    assertFalse(refresh.annotations().getBoolean("readOnlyHint"));
    assertTrue(refresh.annotations().getBoolean("idempotentHint"));
    assertTrue(refresh.annotations().getBoolean("openWorldHint"));
  }

  @Test
  void providerIsFoundByServiceLoaderWithItsIngester() {
    Provider provider = ServiceLoader.load(Provider.class).stream().map(ServiceLoader.Provider::get)
      .filter(p -> p.id().equals("sanctions")).findFirst().orElseThrow();
    assertTrue(provider.ingesters().containsKey("sanctions"));
  }
}
