package io.gatehouse.gateway.cluster;

import com.hazelcast.config.Config;
import com.hazelcast.config.InMemoryFormat;
import com.hazelcast.config.JoinConfig;
import com.hazelcast.config.MapConfig;
import com.hazelcast.config.NetworkConfig;
import io.gatehouse.gateway.config.ClusterOptions;
import io.vertx.spi.cluster.hazelcast.ConfigUtil;

/** The Hazelcast configuration of a node, built from {@link ClusterOptions} rather than an XML file. */
public final class HazelcastSetup {

  /** Per-key rate buckets and day counters ({@code KeyAllowance}); idle entries go away on their own. */
  public static final String KEY_LIMITS = "gatehouse.ratelimits.keys";
  /** Per-upstream (or rate-limit group) {@code TokenBucket}s shared by every node. */
  public static final String UPSTREAM_LIMITS = "gatehouse.ratelimits.upstreams";

  private HazelcastSetup() {
  }

  public static Config config(ClusterOptions options) {
    // Vert.x's defaults first: its subscription and node maps need their backup settings
    Config config = ConfigUtil.loadConfig();
    config.setClusterName(options.name());
    config.setProperty("hazelcast.logging.type", "slf4j");
    config.setProperty("hazelcast.phone.home.enabled", "false");
    // Vert.x leaves the cluster on close; Hazelcast's own hook would race it
    config.setProperty("hazelcast.shutdownhook.enabled", "false");
    // a dead node must be noticed in seconds, not the default minute, so calls move on
    config.setProperty("hazelcast.heartbeat.interval.seconds", "1");
    config.setProperty("hazelcast.max.no.heartbeat.seconds", "8");
    if (options.host() != null) config.setProperty("hazelcast.local.localAddress", options.host());

    NetworkConfig network = config.getNetworkConfig();
    network.setPort(options.port()).setPortAutoIncrement(false);
    JoinConfig join = network.getJoin();
    join.getMulticastConfig().setEnabled(false);
    join.getAutoDetectionConfig().setEnabled(false);
    if (options.kubernetesService() != null) {
      join.getKubernetesConfig().setEnabled(true).setProperty("service-name", options.kubernetesService());
      if (options.namespace() != null) join.getKubernetesConfig().setProperty("namespace", options.namespace());
    } else {
      join.getTcpIpConfig().setEnabled(true).setMembers(options.members());
    }
    return withLimitMaps(config);
  }

  /**
   * The maps of the cluster's rate limits. Their values are kept as objects: the entry processors
   * change them in place on the owner, instead of reading and writing them through Java
   * serialization at every check.
   */
  public static Config withLimitMaps(Config config) {
    config.addMapConfig(new MapConfig(KEY_LIMITS).setInMemoryFormat(InMemoryFormat.OBJECT).setMaxIdleSeconds(2 * 86_400));
    config.addMapConfig(new MapConfig(UPSTREAM_LIMITS).setInMemoryFormat(InMemoryFormat.OBJECT).setMaxIdleSeconds(3_600));
    return config;
  }
}
