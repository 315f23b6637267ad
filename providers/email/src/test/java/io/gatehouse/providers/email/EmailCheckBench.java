package io.gatehouse.providers.email;

import io.gatehouse.api.testing.StubInvocation;
import io.gatehouse.api.Result;
import io.gatehouse.providers.email.address.AddressParser;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Not a test: a benchmark run by hand (see docs/benchmarks/email.md). Measures the syntax check
 * alone, then whole email_check calls against the local fake DNS server, one at a time and 64 at once.
 */
public final class EmailCheckBench {

  private static final String[] ADDRESSES = {"jan.de.vries@acme.test", "info+leads@acme.test", "\"jan vries\"@acme.test",
    "jan..vries@acme.test", "jürgen@bücher.test", "x@" + "a".repeat(70) + ".test", "orders@sub.mailinator.com"};

  /** Internationalised domains only, where the IDNA conversion dominates. */
  private static final String[] IDN_ADDRESSES = {"jürgen@bücher.test", "jan@straße.de", "info@münchen.example"};

  public static void main(String[] args) throws Exception {
    syntax("syntax", ADDRESSES);
    syntax("syntax, IDN domains", IDN_ADDRESSES);
    Vertx vertx = Vertx.vertx();
    try {
      FakeDns dns = FakeDns.start(vertx).toCompletionStage().toCompletableFuture().get();
      dns.mx("acme.test", 10, "mx.acme.test").txt("acme.test", "v=spf1 -all").txt("_dmarc.acme.test", "v=DMARC1; p=none");
      EmailProvider provider = new EmailProvider();
      provider.start(new TestContext(vertx, new JsonObject().put("resolver", dns.address()), Map.of()))
        .toCompletionStage().toCompletableFuture().get();
      // calls start on one event loop, as they do in the provider's verticle
      var context = vertx.getOrCreateContext();
      checks(context, provider, 1, 2_000);
      checks(context, provider, 64, 20_000);
      provider.stop().toCompletionStage().toCompletableFuture().get();
      dns.close();
    } finally {
      vertx.close().toCompletionStage().toCompletableFuture().get();
    }
  }

  private static void syntax(String label, String[] addresses) {
    int n = 2_000_000;
    for (int i = 0; i < n / 4; i++) AddressParser.parse(addresses[i % addresses.length]);
    // CPU time as well: on a shared machine the wall clock also counts the time other work held the core
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    long cpuStart = threads.getCurrentThreadCpuTime();
    long start = System.nanoTime();
    int valid = 0;
    for (int i = 0; i < n; i++) if (AddressParser.parse(addresses[i % addresses.length]).valid()) valid++;
    double seconds = (System.nanoTime() - start) / 1e9;
    double cpuMicros = (threads.getCurrentThreadCpuTime() - cpuStart) / 1e3 / n;
    System.out.printf("%s: %d addresses in %.2f s = %.0f/s, %.2f us CPU each (%d valid)%n", label, n, seconds, n / seconds,
      cpuMicros, valid);
  }

  private static <T> java.util.concurrent.CompletableFuture<T> onContext(io.vertx.core.Context context,
                                                                          java.util.function.Supplier<Future<T>> work) {
    java.util.concurrent.CompletableFuture<T> done = new java.util.concurrent.CompletableFuture<>();
    context.runOnContext(v -> work.get().onComplete(ar -> {
      if (ar.succeeded()) done.complete(ar.result());
      else done.completeExceptionally(ar.cause());
    }));
    return done;
  }

  /** {@code total} checks with at most {@code concurrency} in flight; prints throughput and latency percentiles. */
  private static void checks(io.vertx.core.Context context, EmailProvider provider, int concurrency, int total)
    throws Exception {
    var handler = provider.handlers().get("check");
    JsonObject args = new JsonObject().put("email", "jan.de.vries@acme.test");
    // warm up
    for (int i = 0; i < 500; i++) onContext(context, () -> handler.handle(new StubInvocation("check", args))).get();
    long[] latencies = new long[total];
    long start = System.nanoTime();
    int issued = 0;
    while (issued < total) {
      int first = issued;
      int n = Math.min(concurrency, total - issued);
      issued += n;
      onContext(context, () -> {
        List<Future<Result>> batch = new ArrayList<>();
        for (int i = 0; i < n; i++) {
          int slot = first + i;
          long t0 = System.nanoTime();
          batch.add(handler.handle(new StubInvocation("check", args)).andThen(ar -> latencies[slot] = System.nanoTime() - t0));
        }
        return Future.all(batch);
      }).get(30, TimeUnit.SECONDS);
    }
    double seconds = (System.nanoTime() - start) / 1e9;
    Arrays.sort(latencies);
    System.out.printf("email_check, %d in flight: %d calls in %.2f s = %.0f/s; latency p50 %.2f ms, p99 %.2f ms%n",
      concurrency, total, seconds, total / seconds, latencies[total / 2] / 1e6, latencies[total * 99 / 100] / 1e6);
  }
}
