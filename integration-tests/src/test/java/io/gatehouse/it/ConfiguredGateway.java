package io.gatehouse.it;

import io.gatehouse.gateway.Gateway;
import io.gatehouse.gateway.config.GatewayConfig;
import io.gatehouse.gateway.testing.TestGateway;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/** The gateway as shipped: the repository's conf/gateway.yaml, on a free port and a fresh data folder. */
public final class ConfiguredGateway {

  static final Path CONFIG = Path.of("..", "conf", "gateway.yaml");

  private ConfiguredGateway() {
  }

  public static Future<Gateway> start(Vertx vertx, Path dataDir, Map<String, String> env) {
    return start(vertx, CONFIG, dataDir, env);
  }

  /** The gateway on another configuration file, e.g. an edited copy of the shipped one. */
  public static Future<Gateway> start(Vertx vertx, Path file, Path dataDir, Map<String, String> env) {
    return start(vertx, file, dataDir, env, new JsonObject());
  }

  /** The gateway as shipped, with these provider sections ({@code providers.<id>}) merged into its configuration. */
  public static Future<Gateway> start(Vertx vertx, Path dataDir, Map<String, String> env, JsonObject providers) {
    return start(vertx, CONFIG, dataDir, env, providers);
  }

  private static Future<Gateway> start(Vertx vertx, Path file, Path dataDir, Map<String, String> env,
                                       JsonObject providers) {
    Map<String, String> all = new HashMap<>(env);
    all.putIfAbsent("GATEHOUSE_HTTP_PORT", Integer.toString(TestGateway.freePort()));
    all.putIfAbsent("GATEHOUSE_DATA_DIR", dataDir.toString());
    all.putIfAbsent("GATEHOUSE_PLUGINS_DIR", dataDir.resolve("no-plugins").toString());
    return GatewayConfig.load(vertx, file, all)
      .compose(config -> {
        config.providers().mergeIn(providers, true);
        return Gateway.start(vertx, config, new PrometheusMeterRegistry(PrometheusConfig.DEFAULT));
      });
  }
}
