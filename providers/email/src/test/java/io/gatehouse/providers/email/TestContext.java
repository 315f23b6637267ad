package io.gatehouse.providers.email;

import io.gatehouse.api.manifest.Manifest;
import io.gatehouse.api.testing.StubProviderContext;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;

import java.util.Map;

/** What the email provider uses of the gateway: its manifest, its configuration and the environment. */
final class TestContext extends StubProviderContext {

  TestContext(Vertx vertx, JsonObject config, Map<String, String> env) {
    super(vertx, "email");
    config(config).variables(env);
  }

  static Manifest loadManifest() {
    return loadManifest("email");
  }
}
