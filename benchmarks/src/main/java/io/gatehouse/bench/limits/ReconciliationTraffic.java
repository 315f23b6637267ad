package io.gatehouse.bench.limits;

import com.hazelcast.config.Config;
import com.hazelcast.core.Hazelcast;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.map.listener.EntryUpdatedListener;
import io.gatehouse.gateway.cluster.HazelcastSetup;
import io.gatehouse.gateway.cluster.impl.HazelcastLimits;
import io.gatehouse.gateway.limits.RateLimits;
import io.vertx.core.Vertx;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;

/**
 * The shared key limits' traffic and accuracy for clusters of 3 to 10 nodes, simulated in one JVM:
 * each node an embedded Hazelcast member with its own {@link HazelcastLimits}, configured as a
 * gateway node configures its maps; every node takes calls of the same keys, more than their plan
 * allows, for a few seconds. Prints, per cluster size, the calls taken and admitted per second, the
 * grants the cluster made per second (one per key a node reconciled), and admitted against what the keys' buckets allow.
 * Run from the repository root: {@code java -cp benchmarks/target/benchmarks.jar
 * io.gatehouse.bench.limits.ReconciliationTraffic 3 5 10}.
 */
public final class ReconciliationTraffic {

  private static final int KEYS = 20;
  private static final double PER_SECOND = 100;
  private static final long BURST = 20;
  private static final long SECONDS = 5;

  private ReconciliationTraffic() {
  }

  public static void main(String[] args) throws Exception {
    for (String size : args.length == 0 ? new String[] {"3", "5", "10"} : args) {
      run(Integer.parseInt(size));
    }
    System.exit(0);
  }

  private static void run(int nodes) throws Exception {
    String name = "traffic-" + System.nanoTime();
    List<HazelcastInstance> members = new ArrayList<>();
    LongAdder grants = new LongAdder();
    for (int i = 0; i < nodes; i++) {
      Config config = new Config().setClusterName(name);
      config.setProperty("hazelcast.logging.type", "none");
      config.setProperty("hazelcast.phone.home.enabled", "false");
      config.getNetworkConfig().setPort(15701 + i).setPortAutoIncrement(false);
      config.getNetworkConfig().getJoin().getMulticastConfig().setEnabled(false);
      config.getNetworkConfig().getJoin().getAutoDetectionConfig().setEnabled(false);
      for (int m = 0; m < nodes; m++) {
        config.getNetworkConfig().getJoin().getTcpIpConfig().setEnabled(true).addMember("127.0.0.1:" + (15701 + m));
      }
      HazelcastInstance member = Hazelcast.newHazelcastInstance(HazelcastSetup.withLimitMaps(config));
      // each grant writes the key's entry on its owner
      member.<String, Object>getMap(HazelcastSetup.KEY_LIMITS)
        .addLocalEntryListener((EntryUpdatedListener<String, Object>) e -> grants.increment());
      members.add(member);
    }
    Vertx vertx = Vertx.vertx();
    List<RateLimits> limits = members.stream().<RateLimits>map(m -> new HazelcastLimits(vertx, m)).toList();
    LongAdder taken = new LongAdder();
    LongAdder admitted = new LongAdder();
    long before = grants.sum();
    long started = System.nanoTime();
    long end = started + TimeUnit.SECONDS.toNanos(SECONDS);
    List<Thread> drivers = new ArrayList<>();
    for (int n = 0; n < nodes; n++) {
      RateLimits node = limits.get(n);
      String run = name;
      Thread driver = new Thread(() -> {
        while (System.nanoTime() < end) {
          for (int k = 0; k < KEYS; k++) {
            try {
              boolean allowed = node.takeKey(run + "-key" + k, BURST, PER_SECOND, Long.MAX_VALUE / 4, 20_000, 0)
                .toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS).allowed();
              taken.increment();
              if (allowed) admitted.increment();
            } catch (Exception e) {
              throw new IllegalStateException(e);
            }
          }
        }
      });
      driver.start();
      drivers.add(driver);
    }
    for (Thread driver : drivers) driver.join();
    double elapsed = (System.nanoTime() - started) / 1e9;
    double allowed = KEYS * (BURST + PER_SECOND * elapsed);
    System.out.printf("%2d nodes: %,9.0f calls/s taken, %,7.0f admitted; %,6.0f key grants/s;"
        + " admitted %.1f %% of what the buckets allow%n", nodes, taken.sum() / elapsed, admitted.sum() / elapsed,
      (grants.sum() - before) / elapsed, 100 * admitted.sum() / allowed);
    vertx.close().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
    members.forEach(HazelcastInstance::shutdown);
  }
}
