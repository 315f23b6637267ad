package io.gatehouse.gateway.cli;

import io.gatehouse.gateway.cluster.ClusterNode;
import io.gatehouse.gateway.cluster.HazelcastSetup;
import io.gatehouse.gateway.config.ClusterOptions;
import io.gatehouse.gateway.config.GatewayConfig;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import io.vertx.core.Vertx;
import io.vertx.core.VertxBuilder;
import io.vertx.core.VertxOptions;
import io.vertx.core.transport.Transport;
import io.vertx.micrometer.MetricsDomain;
import io.vertx.micrometer.MicrometerMetricsFactory;
import io.vertx.micrometer.MicrometerMetricsOptions;
import io.vertx.spi.cluster.hazelcast.HazelcastClusterManager;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.nio.file.Path;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * A Vert.x instance with Prometheus metrics, and the configuration read through it. With
 * {@code GATEHOUSE_CLUSTER=true} the instance joins a Hazelcast cluster; otherwise no Hazelcast
 * is started at all.
 *
 * @param node this node, alone or in the cluster
 */
public record GatewayRuntime(Vertx vertx, PrometheusMeterRegistry registry, GatewayConfig config, ClusterNode node) {

  private static final Logger LOG = LoggerFactory.getLogger(GatewayRuntime.class);

  /** The configuration with the environment applied, read with a throwaway Vert.x; one that cannot be used is a {@link ConfigurationError}. */
  static GatewayConfig readConfig(Path configFile) throws InterruptedException, TimeoutException {
    Vertx reader = Vertx.vertx();
    try {
      return GatewayConfig.load(reader, configFile, System.getenv())
        .toCompletionStage().toCompletableFuture().get(30, TimeUnit.SECONDS);
    } catch (ExecutionException e) {
      throw new ConfigurationError(configFile, e.getCause());
    } finally {
      reader.close();
    }
  }

  /** @param joinCluster false for one-off commands, which never join even when the cluster is configured */
  static GatewayRuntime open(Path configFile, boolean joinCluster) throws Exception {
    // the cluster settings are needed before the real instance exists
    GatewayConfig config = readConfig(configFile);
    PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
    VertxOptions options = options();
    ClusterOptions cluster = config.cluster();
    boolean clustered = joinCluster && cluster.enabled();
    if (clustered && cluster.host() != null) {
      options.getEventBusOptions().setHost(cluster.host()).setClusterPublicHost(cluster.host());
    }
    VertxBuilder builder = builder(options, registry, config.transport());
    if (!clustered) {
      return new GatewayRuntime(builder.build(), registry, config, ClusterNode.alone());
    }
    HazelcastClusterManager manager = new HazelcastClusterManager(HazelcastSetup.config(cluster));
    Vertx vertx = builder.withClusterManager(manager).buildClustered()
      .toCompletionStage().toCompletableFuture().get(120, TimeUnit.SECONDS);
    return new GatewayRuntime(vertx, registry, config, ClusterNode.member(manager.getNodeId(), manager.getHazelcastInstance()));
  }

  /**
   * The options the gateway runs with: Prometheus metrics of the JVM and of worker pools. Not
   * Vert.x's metrics of HTTP requests, event-bus messages or HTTP clients: they look their meters up
   * by tags on every request and message. The gateway keeps its own instead, with meters found once:
   * {@code http.server.requests} by route, method and code, {@code gatehouse.tool.calls} by tool and
   * outcome, {@code gatehouse.upstream.requests} for each upstream call.
   * The transport is the builder's ({@link TransportChoice}).
   */
  public static VertxOptions options() {
    return new VertxOptions().setMetricsOptions(new MicrometerMetricsOptions()
      .setEnabled(true)
      .setJvmMetricsEnabled(true)
      .addDisabledMetricsCategory(MetricsDomain.HTTP_SERVER)
      .addDisabledMetricsCategory(MetricsDomain.EVENT_BUS)
      .addDisabledMetricsCategory(MetricsDomain.HTTP_CLIENT));
  }

  /**
   * A Vert.x builder with these options reporting into {@code registry}, on the transport named as
   * {@link TransportChoice} reads it; benchmarks build the same instance.
   */
  public static VertxBuilder builder(VertxOptions options, PrometheusMeterRegistry registry, String transport) {
    Transport chosen = TransportChoice.pick(transport);
    LOG.info("Network transport: {}", chosen.name());
    return Vertx.builder().with(options).withMetrics(new MicrometerMetricsFactory(registry)).withTransport(chosen);
  }
}
