package io.gatehouse.it;

import io.gatehouse.gateway.Gateway;
import io.gatehouse.gateway.testing.FakeUpstream;
import io.gatehouse.gateway.testing.TestGateway;
import io.vertx.core.Future;
import io.vertx.core.Vertx;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/** A gateway serving only the epa provider, with all three EPA hosts sent to one fake upstream. */
final class EpaGateway {

  private EpaGateway() {
  }

  static Future<Gateway> start(Vertx vertx, Path dir, FakeUpstream fake, Map<String, String> env) {
    Map<String, String> all = new HashMap<>(env);
    String base = fake.baseUrl();
    all.put("GATEHOUSE_UPSTREAM_OVERRIDES",
      "echodata.epa.gov=" + base + ",www.airnowapi.org=" + base + ",data.epa.gov=" + base);
    return TestGateway.start(vertx, TestGateway.openServerConfig(dir.resolve("data"), dir.resolve("no-plugins"), "epa"), all);
  }
}
