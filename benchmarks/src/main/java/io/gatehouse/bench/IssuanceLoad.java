package io.gatehouse.bench;

import io.gatehouse.gateway.auth.KeyService;
import io.gatehouse.gateway.auth.KeyServiceOptions;
import io.gatehouse.gateway.auth.Plan;
import io.gatehouse.gateway.auth.Product;
import io.gatehouse.gateway.auth.Rate;
import io.gatehouse.gateway.store.KeyStore;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;

import java.nio.file.Files;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Key issuance throughput on a store: {@code IssuanceLoad embedded|postgres [keys] [concurrency] [pg-uri]}.
 * Each key is acknowledged only once durable (fsync or commit), as a signup's 201 is.
 */
public final class IssuanceLoad {

  private IssuanceLoad() {
  }

  public static void main(String[] args) throws Exception {
    String type = args.length > 0 ? args[0] : "embedded";
    int total = args.length > 1 ? Integer.parseInt(args[1]) : 5000;
    int concurrency = args.length > 2 ? Integer.parseInt(args[2]) : 64;
    String uri = args.length > 3 ? args[3] : "postgresql://postgres@127.0.0.1:5432/gatehouse_bench";
    Vertx vertx = Vertx.vertx();
    KeyStore store = (type.equals("postgres") ? KeyStore.postgres(vertx, uri)
      : KeyStore.embedded(vertx, Files.createTempDirectory("issuance-bench")))
      .toCompletionStage().toCompletableFuture().get(30, TimeUnit.SECONDS);
    Plan plan = new Plan("free", new Rate(10, 10), 1000);
    Product product = new Product("lead-verification", "Lead Verification", "lv_live_", Product.Credential.bearer(),
      "/v1/keys/create", "/v1/keys/usage", "/mcp", false, "free", Map.of("free", plan));
    // distinct emails: the per-email key limit is not what is measured
    KeyService keys = KeyService.create(vertx, store, new KeyServiceOptions());
    warmUp(keys, product, 200, concurrency);
    long start = System.nanoTime();
    run(keys, product, total, concurrency, "run").toCompletionStage().toCompletableFuture().get(10, TimeUnit.MINUTES);
    double seconds = (System.nanoTime() - start) / 1e9;
    System.out.printf("store=%s keys=%d concurrency=%d seconds=%.2f keys_per_second=%.0f%n",
      type, total, concurrency, seconds, total / seconds);
    keys.close().eventually(store::close).toCompletionStage().toCompletableFuture().get(30, TimeUnit.SECONDS);
    // not chained: a future of a context that Vert.x's close ends could not be completed
    vertx.close().toCompletionStage().toCompletableFuture().get(30, TimeUnit.SECONDS);
  }

  private static void warmUp(KeyService keys, Product product, int count, int concurrency) throws Exception {
    run(keys, product, count, concurrency, "warm").toCompletionStage().toCompletableFuture().get(1, TimeUnit.MINUTES);
  }

  private static Future<Void> run(KeyService keys, Product product, int total, int concurrency, String tag) {
    Promise<Void> done = Promise.promise();
    AtomicInteger next = new AtomicInteger();
    AtomicInteger finished = new AtomicInteger();
    long run = System.nanoTime();
    for (int i = 0; i < Math.min(concurrency, total); i++) {
      issueNext(keys, product, total, next, finished, done, tag + run);
    }
    return done.future();
  }

  private static void issueNext(KeyService keys, Product product, int total, AtomicInteger next,
                                AtomicInteger finished, Promise<Void> done, String tag) {
    int n = next.getAndIncrement();
    if (n >= total) return;
    keys.issue(product, "user" + n + "-" + tag + "@example.com", null, null).onComplete(ar -> {
      if (ar.failed()) {
        done.tryFail(ar.cause());
        return;
      }
      if (finished.incrementAndGet() == total) done.tryComplete();
      else issueNext(keys, product, total, next, finished, done, tag);
    });
  }
}
