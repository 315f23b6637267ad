package io.gatehouse.providers.sanctions;

import io.gatehouse.api.Provider;
import io.gatehouse.api.manifest.Manifest;
import io.gatehouse.api.manifest.OperationSpec;
import org.junit.jupiter.api.Test;

import java.util.ServiceLoader;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
  void providerIsFoundByServiceLoaderWithItsIngester() {
    Provider provider = ServiceLoader.load(Provider.class).stream().map(ServiceLoader.Provider::get)
      .filter(p -> p.id().equals("sanctions")).findFirst().orElseThrow();
    assertTrue(provider.ingesters().containsKey("sanctions"));
  }
}
