package io.gatehouse.api;

import io.netty.buffer.ByteBuf;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.internal.buffer.BufferInternal;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.util.concurrent.TimeUnit;

/**
 * Checking an upstream body is one JSON value: reading the bytes where they lie (Vert.x's internal
 * buffer API) against copying them out through the public {@code Buffer.getBytes()} first. In this
 * package to reach the package-private checker both variants share.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@State(Scope.Benchmark)
public class CheckedJsonBenchmark {

  /** Bytes of the body: a small lookup, a FRED observations page, a large water-data answer. */
  @Param({"2048", "65536", "1048576"})
  public int size;

  private Buffer body;

  @Setup
  public void setUp() {
    body = Bodies.json(size);
  }

  @Benchmark
  public boolean inPlace() {
    ByteBuf bytes = ((BufferInternal) body).getByteBuf();
    int from = bytes.arrayOffset() + bytes.readerIndex();
    return JsonSyntax.isOneValue(bytes.array(), from, from + body.length());
  }

  @Benchmark
  public boolean copied() {
    byte[] bytes = body.getBytes();
    return JsonSyntax.isOneValue(bytes, 0, bytes.length);
  }
}
