package io.gatehouse.providers.vat;

import io.gatehouse.api.UpstreamClient;
import io.gatehouse.api.manifest.Manifest;
import io.gatehouse.api.testing.StubProviderContext;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;

import java.util.Map;

/** The parts of the gateway's context the VAT provider uses: manifest, config, one upstream. */
final class TestContext extends StubProviderContext {

  TestContext(Vertx vertx, JsonObject config, UpstreamClient vies) {
    super(vertx, "vat");
    config(config).upstreams(Map.of("vies", vies));
  }

  static Manifest loadManifest() {
    return loadManifest("vat");
  }
}
