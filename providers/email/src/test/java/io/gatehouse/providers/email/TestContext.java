package io.gatehouse.providers.email;

import io.gatehouse.api.OutboundAddresses;
import io.gatehouse.api.manifest.Manifest;
import io.gatehouse.api.testing.StubProviderContext;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;

import java.util.List;
import java.util.Map;

/** What the email provider uses of the gateway: its manifest, its configuration and the environment. */
final class TestContext extends StubProviderContext {

  TestContext(Vertx vertx, JsonObject config, Map<String, String> env) {
    super(vertx, "email");
    // the fake DNS and SMTP servers listen on loopback, which an operator allows for tests like these
    config(config).variables(env).outbound(OutboundAddresses.allowing(List.of("127.0.0.0/8")));
  }

  static Manifest loadManifest() {
    return loadManifest("email");
  }
}
