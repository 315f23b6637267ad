package io.gatehouse.bench.limits;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.gatehouse.gateway.limits.KeyAllowance;
import io.gatehouse.gateway.limits.KeyTake;
import io.gatehouse.gateway.limits.RateLimits;
import io.gatehouse.gateway.limits.TokenBucket;
import io.github.bucket4j.Bucket;
import io.github.bucket4j.ConsumptionProbe;
import io.github.bucket4j.local.SynchronizationStrategy;
import io.vertx.core.Future;
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
import org.openjdk.jmh.annotations.Warmup;

import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * The hot take path of a gateway alone: one shared bucket per candidate, taken from by every
 * benchmark thread (run with {@code -t 1} for one caller, {@code -t 4} for contention). Every
 * candidate also reads what the RateLimit headers need, as the gateway does after a take. The
 * rate never refuses, so the work and not the limit is measured.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Benchmark)
public class RateLimiterBenchmark {

  private static final long BURST = 1_000_000_000L;
  private static final double PER_SECOND = 1e9;
  private static final long DAY = 20_000;

  private FormerKeyBucket formerKey;
  private FormerTurnBucket formerTurn;
  private Object formerCounter;
  private long formerUsed;
  private TokenBucket bucket;
  private KeyAllowance allowance;
  private RateLimits limits;
  private Cache<String, FormerKeyBucket> formerBuckets;
  private Bucket bucket4jLockFree;
  private Bucket bucket4jSynchronized;

  @Setup(Level.Trial)
  public void setUp() {
    long now = System.nanoTime();
    formerKey = new FormerKeyBucket(BURST, PER_SECOND, now);
    formerTurn = new FormerTurnBucket(PER_SECOND, (int) BURST, now);
    formerCounter = new Object();
    bucket = new TokenBucket(BURST, PER_SECOND, now);
    allowance = new KeyAllowance(BURST, PER_SECOND, now, DAY, 0);
    limits = RateLimits.local();
    // as the key service held its call buckets before the change
    formerBuckets = Caffeine.newBuilder().executor(Runnable::run).expireAfterAccess(Duration.ofHours(1))
      .maximumSize(100_000).build();
    bucket4jLockFree = bucket4j(SynchronizationStrategy.LOCK_FREE);
    bucket4jSynchronized = bucket4j(SynchronizationStrategy.SYNCHRONIZED);
  }

  private static Bucket bucket4j(SynchronizationStrategy strategy) {
    return Bucket.builder()
      .addLimit(limit -> limit.capacity(BURST).refillGreedy(BURST, Duration.ofSeconds(1)))
      .withNanosecondPrecision()
      .withSynchronizationStrategy(strategy)
      .build();
  }

  /** Today's request bucket before the change: a take, then the headers' remaining and reset. */
  @Benchmark
  public long formerKeyBucket() {
    long now = System.nanoTime();
    return formerKey.tryTake(now) ? formerKey.remaining(now) + formerKey.secondsToFull(now) : -1;
  }

  /** The bucket now: a take, then the tokens the headers are computed from. */
  @Benchmark
  public double tokenBucket() {
    long now = System.nanoTime();
    return bucket.tryTake(now) ? bucket.tokens(now) : -1;
  }

  /** Bucket4j's default local bucket (compare-and-swap): a probe carries remaining tokens and wait. */
  @Benchmark
  public long bucket4jLockFree() {
    ConsumptionProbe probe = bucket4jLockFree.tryConsumeAndReturnRemaining(1);
    return probe.getRemainingTokens() + probe.getNanosToWaitForRefill();
  }

  @Benchmark
  public long bucket4jSynchronized() {
    ConsumptionProbe probe = bucket4jSynchronized.tryConsumeAndReturnRemaining(1);
    return probe.getRemainingTokens() + probe.getNanosToWaitForRefill();
  }

  /** An upstream turn before the change. */
  @Benchmark
  public Object formerTurn() {
    return formerTurn.reserve(System.nanoTime(), 1_000_000_000L);
  }

  /** An upstream turn now. */
  @Benchmark
  public long tokenBucketTurn() {
    return bucket.reserve(System.nanoTime(), 1_000_000_000L);
  }

  /** A key's call check alone before the change: the day counter and the bucket under the key's lock. */
  @Benchmark
  public long formerKeyCall() {
    long now = System.nanoTime();
    synchronized (formerCounter) {
      if (formerUsed >= Long.MAX_VALUE / 2 || !formerKey.tryTake(now)) return -1;
      formerUsed++;
      return formerKey.remaining(now) + formerKey.secondsToFull(now);
    }
  }

  /** A key's call check alone before the change, with the lookup of the key's bucket in the service's cache. */
  @Benchmark
  public Future<Long> formerLocalPath() {
    long now = System.nanoTime();
    FormerKeyBucket bucket = formerBuckets.get("key", k -> new FormerKeyBucket(BURST, PER_SECOND, now));
    synchronized (formerCounter) {
      if (formerUsed >= Long.MAX_VALUE / 2 || !bucket.tryTake(now)) return Future.succeededFuture(-1L);
      formerUsed++;
      return Future.succeededFuture(bucket.remaining(now) + bucket.secondsToFull(now));
    }
  }

  /** A key's call check now, on the allowance the cluster holds too. */
  @Benchmark
  public KeyTake keyAllowance() {
    return allowance.take(BURST, PER_SECOND, Long.MAX_VALUE / 2, DAY, System.nanoTime());
  }

  /** A key's call check through the limits of a gateway alone: lookup, allowance and completed future. */
  @Benchmark
  public Future<KeyTake> localLimits() {
    return limits.takeKey("key", BURST, PER_SECOND, Long.MAX_VALUE / 2, DAY, 0);
  }
}
