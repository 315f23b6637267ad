package io.gatehouse.bench;

import io.gatehouse.gateway.auth.KeyService;
import io.gatehouse.gateway.auth.Plan;
import io.gatehouse.gateway.auth.Product;
import io.gatehouse.gateway.auth.Rate;
import io.gatehouse.gateway.store.KeyRecord;
import io.gatehouse.gateway.store.KeyStore;
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

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * What a request pays to be let in with a warm cache: the key's checksum and hash, the cache
 * lookup, then the per-key request bucket (calls pay the call bucket and quota on top, once dispatched).
 */
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@State(Scope.Benchmark)
public class AuthBenchmark {

  private Vertx vertx;
  private KeyStore store;
  private KeyService keys;
  private Product product;
  private String key;

  @Setup(Level.Trial)
  public void setUp() throws Exception {
    vertx = Vertx.vertx();
    Path dir = Files.createTempDirectory("auth-bench");
    store = await(KeyStore.embedded(vertx, dir));
    keys = KeyService.create(vertx, store);
    // a plan that never refuses, so the benchmark measures the work and not the limit
    Plan unlimited = new Plan("bench", new Rate(Long.MAX_VALUE / 4, 1e12), Long.MAX_VALUE / 4);
    product = new Product("lead-verification", "Lead Verification", "lv_live_", Product.Credential.bearer(),
      "/v1/keys/create", "/v1/keys/usage", "/mcp", false, "bench", Map.of("bench", unlimited));
    key = await(keys.issue(product, "bench@example.com", null, "bench")).apiKey();
    await(keys.authenticate(product, key));
  }

  @TearDown(Level.Trial)
  public void tearDown() throws Exception {
    await(keys.close().eventually(store::close));
    // not chained: a future of a context that Vert.x's close ends could not be completed
    await(vertx.close());
  }

  @Benchmark
  public Object authenticateAndAdmit() throws Exception {
    Future<KeyRecord> record = keys.authenticate(product, key);
    return await(record.compose(k -> keys.admitRequest(product, k)));
  }

  private static <T> T await(Future<T> future) throws Exception {
    // a warm cache answers at once; the fallback only covers a miss
    if (future.isComplete()) {
      if (future.failed()) throw new IllegalStateException(future.cause());
      return future.result();
    }
    return future.toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
  }
}
