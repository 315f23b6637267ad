package io.gatehouse.providers.sanctions;

import io.gatehouse.api.StoreSettings;
import io.gatehouse.api.UpstreamClient;
import io.gatehouse.api.manifest.Manifest;
import io.gatehouse.api.testing.StubProviderContext;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;

import java.nio.file.Path;
import java.util.Map;

/** The parts of the gateway's context the sanctions provider uses: config, data folder, upstreams, store. */
final class TestContext extends StubProviderContext {

  TestContext(Vertx vertx, JsonObject config, Path dataDir, Map<String, UpstreamClient> upstreams) {
    this(vertx, config, dataDir, upstreams, new StoreSettings("embedded", null));
  }

  TestContext(Vertx vertx, JsonObject config, Path dataDir, Map<String, UpstreamClient> upstreams,
              StoreSettings store) {
    super(vertx, "sanctions");
    config(config).dataDir(dataDir).upstreams(upstreams).store(store);
  }

  static Manifest loadManifest() {
    return loadManifest("sanctions");
  }
}
