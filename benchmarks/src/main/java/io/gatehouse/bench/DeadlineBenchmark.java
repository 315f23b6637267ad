package io.gatehouse.bench;

import io.vertx.core.Context;
import io.vertx.core.Vertx;
import io.vertx.core.internal.ContextInternal;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * What an upstream attempt's deadline costs when the answer comes first (the usual case): armed and
 * cancelled on the event loop, with the public {@code vertx.setTimer}/{@code cancelTimer} or on the
 * loop's own Netty scheduler (Vert.x's internal {@code ContextInternal.nettyEventLoop()}).
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@State(Scope.Benchmark)
public class DeadlineBenchmark {

  private static final int BATCH = 10_000;

  private Vertx vertx;
  private Context context;

  @Setup
  public void setUp() throws Exception {
    vertx = Vertx.vertx();
    context = vertx.getOrCreateContext();
  }

  @TearDown
  public void tearDown() {
    vertx.close().await();
  }

  @Benchmark
  @OperationsPerInvocation(BATCH)
  public long vertxTimer() {
    return onLoop(() -> {
      long sum = 0;
      for (int i = 0; i < BATCH; i++) {
        long id = vertx.setTimer(30_000, t -> { });
        sum += id;
        vertx.cancelTimer(id);
      }
      return sum;
    });
  }

  @Benchmark
  @OperationsPerInvocation(BATCH)
  public long loopScheduler() {
    return onLoop(() -> {
      long sum = 0;
      ContextInternal internal = (ContextInternal) context;
      for (int i = 0; i < BATCH; i++) {
        ScheduledFuture<?> deadline = internal.nettyEventLoop()
          .schedule(() -> internal.runOnContext(v -> { }), 30_000, TimeUnit.MILLISECONDS);
        sum += deadline.hashCode();
        deadline.cancel(false);
      }
      return sum;
    });
  }

  private long onLoop(java.util.function.LongSupplier work) {
    CompletableFuture<Long> done = new CompletableFuture<>();
    context.runOnContext(v -> done.complete(work.getAsLong()));
    return done.join();
  }
}
