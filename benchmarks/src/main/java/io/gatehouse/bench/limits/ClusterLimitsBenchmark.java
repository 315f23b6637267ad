package io.gatehouse.bench.limits;

import com.hazelcast.config.Config;
import com.hazelcast.core.Hazelcast;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.map.IMap;
import io.gatehouse.gateway.cluster.HazelcastSetup;
import io.gatehouse.gateway.cluster.impl.HazelcastLimits;
import io.gatehouse.gateway.limits.KeyTake;
import io.gatehouse.gateway.limits.RateLimits;
import io.github.bucket4j.BucketConfiguration;
import io.github.bucket4j.ConsumptionProbe;
import io.github.bucket4j.distributed.AsyncBucketProxy;
import io.github.bucket4j.distributed.BucketProxy;
import io.github.bucket4j.grid.hazelcast.Bucket4jHazelcast;
import io.github.bucket4j.grid.hazelcast.HazelcastProxyManager;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * A key check against the cluster's entry, on one embedded Hazelcast member (so without the
 * network hop a real cluster adds to both): the gateway's entry processor against Bucket4j's
 * Hazelcast backend. Run with {@code -t 1} and {@code -t 4}.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Benchmark)
public class ClusterLimitsBenchmark {

  private static final long BURST = 1_000_000_000L;

  private Vertx vertx;
  private HazelcastInstance hazelcast;
  private RateLimits limits;
  private IMap<String, FormerTakeKey.State> formerKeys;
  private BucketProxy bucket4j;
  private AsyncBucketProxy bucket4jAsync;

  @Setup(Level.Trial)
  public void setUp() {
    Config config = new Config().setClusterName("limits-bench-" + System.nanoTime());
    config.setProperty("hazelcast.logging.type", "none");
    config.setProperty("hazelcast.phone.home.enabled", "false");
    config.getNetworkConfig().setPortAutoIncrement(true).getJoin().getMulticastConfig().setEnabled(false);
    config.getNetworkConfig().getJoin().getAutoDetectionConfig().setEnabled(false);
    // Bucket4j's entry processors travel with its own serializers, registered on every member
    HazelcastProxyManager.addCustomSerializers(config.getSerializationConfig(), 10_000);
    // the gateway's limit maps as a node configures them; the former check's map kept the default format
    hazelcast = Hazelcast.newHazelcastInstance(HazelcastSetup.withLimitMaps(config));
    vertx = Vertx.vertx();
    limits = new HazelcastLimits(vertx, hazelcast);
    formerKeys = hazelcast.getMap("bench.former");
    HazelcastProxyManager<String> buckets = Bucket4jHazelcast.<String>entryProcessorBasedBuilder(
      hazelcast.getMap("bench.bucket4j")).build();
    Supplier<BucketConfiguration> limit = () -> BucketConfiguration.builder()
      .addLimit(l -> l.capacity(BURST).refillGreedy(BURST, Duration.ofSeconds(1))).build();
    bucket4j = buckets.builder().build("key", limit);
    bucket4jAsync = buckets.asAsync().builder().build("async-key", () -> CompletableFuture.completedFuture(limit.get()));
  }

  @TearDown(Level.Trial)
  public void tearDown() throws Exception {
    vertx.close().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
    hazelcast.shutdown();
  }

  /** The key check before the change, through the same hop back to a Vert.x context. */
  @Benchmark
  public FormerTakeKey.Take formerHazelcast() throws Exception {
    return Future.fromCompletionStage(formerKeys.submitToKey("key",
        new FormerTakeKey(BURST, 1e9, Long.MAX_VALUE / 2, 20_000, 0)), vertx.getOrCreateContext())
      .toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
  }

  @Benchmark
  public KeyTake hazelcastLimits() throws Exception {
    return limits.takeKey("key", BURST, 1e9, Long.MAX_VALUE / 2, 20_000, 0)
      .toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
  }

  /** Bucket4j as the gateway would have to call it: without blocking, back on a Vert.x context like the others. */
  @Benchmark
  public long bucket4jHazelcastAsync() throws Exception {
    ConsumptionProbe probe = Future.fromCompletionStage(bucket4jAsync.tryConsumeAndReturnRemaining(1),
        vertx.getOrCreateContext()).toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
    return probe.getRemainingTokens() + probe.getNanosToWaitForRefill();
  }

  /** Bucket4j blocking the caller until the member answers: not allowed on an event loop, shown as its floor. */
  @Benchmark
  public long bucket4jHazelcast() {
    ConsumptionProbe probe = bucket4j.tryConsumeAndReturnRemaining(1);
    return probe.getRemainingTokens() + probe.getNanosToWaitForRefill();
  }
}
