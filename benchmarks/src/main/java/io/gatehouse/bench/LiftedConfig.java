package io.gatehouse.bench;

import io.gatehouse.gateway.config.GatewayConfig;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * conf/gateway.yaml with the free plan's limits lifted, written as JSON (which YAML reads) to the file
 * given: the load run measures the path, not the plan. quarkus.sh starts the fat jar on it, so the
 * gateway runs exactly as shipped (its launcher, its JVM options) but for the plan.
 */
public final class LiftedConfig {

  private LiftedConfig() {
  }

  public static void main(String[] args) throws Exception {
    Vertx reader = Vertx.vertx();
    try {
      JsonObject json = read(reader);
      Files.writeString(Path.of(args[0]), lift(json).encodePrettily());
    } finally {
      reader.close();
    }
  }

  static JsonObject read(Vertx vertx) throws Exception {
    return GatewayConfig.readYaml(vertx, Path.of("conf/gateway.yaml"))
      .toCompletionStage().toCompletableFuture().get(30, TimeUnit.SECONDS);
  }

  /** The free plan without limits worth the name, and its keys' request bucket with it. */
  static JsonObject lift(JsonObject json) {
    json.getJsonObject("plans").put("free", new JsonObject()
      .put("requestsPerSecond", 1e9).put("burst", 1_000_000_000L).put("dailyQuota", Long.MAX_VALUE / 4)
      .put("requests", new JsonObject().put("requestsPerSecond", 1e9).put("burst", 1_000_000_000L)));
    return json;
  }
}
