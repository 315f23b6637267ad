package io.gatehouse.gateway.mcp.impl;

import io.gatehouse.api.Bodies;
import io.netty.buffer.ByteBuf;
import io.netty.util.ByteProcessor;
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
 * Quoting a tool result's JSON as the text content, as {@code ToolMethods} does (length, then the
 * quoted copy): the gateway's {@link JsonQuoting} on a {@code getBytes()} copy, against scanning the
 * bytes where they lie through Vert.x's internal buffer API (what it did before) and against the
 * public {@code getByte} per byte. In this package to reach the package-private class.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@State(Scope.Benchmark)
public class JsonQuotingBenchmark {

  @Param({"2048", "65536", "1048576"})
  public int size;

  private static final ByteProcessor AS_IS = b -> b != '"' && b != '\\' && (b & 0xff) >= 0x20;

  private Buffer body;

  @Setup
  public void setUp() {
    body = Bodies.json(size);
  }

  /** The gateway's quoting: one {@code getBytes()} copy, then a loop over the array. */
  @Benchmark
  public Buffer gateway() {
    byte[] text = body.getBytes();
    Buffer out = Buffer.buffer(JsonQuoting.quotedLength(text));
    JsonQuoting.appendQuoted(out, text);
    return out;
  }

  /** The quoting the gateway had before: Netty's {@code forEachByte} over the backing store, through Vert.x's internal API. */
  @Benchmark
  public Buffer inPlace() {
    ByteBuf bytes = ((BufferInternal) body).getByteBuf();
    int quoted = bytes.readableBytes();
    for (int i = next(bytes, 0); i >= 0; i = next(bytes, i + 1)) {
      quoted += escapeLength(bytes.getByte(i)) - 1;
    }
    Buffer out = Buffer.buffer(quoted);
    int run = 0;
    for (int i = next(bytes, 0); i >= 0; i = next(bytes, run)) {
      if (i > run) out.appendBuffer(body, run, i - run);
      appendEscape(out, bytes.getByte(i));
      run = i + 1;
    }
    int len = bytes.readableBytes();
    if (len > run) out.appendBuffer(body, run, len - run);
    return out;
  }

  /** The public API without a copy: {@code getByte} per byte. */
  @Benchmark
  public Buffer publicGetByte() {
    int quoted = body.length();
    for (int i = 0; i < body.length(); i++) {
      byte b = body.getByte(i);
      if (needsEscape(b)) quoted += escapeLength(b) - 1;
    }
    Buffer out = Buffer.buffer(quoted);
    int run = 0;
    for (int i = 0; i < body.length(); i++) {
      byte b = body.getByte(i);
      if (needsEscape(b)) {
        if (i > run) out.appendBuffer(body, run, i - run);
        appendEscape(out, b);
        run = i + 1;
      }
    }
    if (body.length() > run) out.appendBuffer(body, run, body.length() - run);
    return out;
  }

  private static int next(ByteBuf bytes, int from) {
    int left = bytes.readableBytes() - from;
    return left <= 0 ? -1 : bytes.forEachByte(from, left, AS_IS);
  }

  private static boolean needsEscape(byte b) {
    return b == '"' || b == '\\' || (b & 0xff) < 0x20;
  }

  private static int escapeLength(byte b) {
    return b == '"' || b == '\\' || b == '\n' || b == '\r' || b == '\t' || b == '\b' || b == '\f' ? 2 : 6;
  }

  private static void appendEscape(Buffer out, byte b) {
    out.appendByte((byte) '\\');
    switch (b) {
      case '"', '\\' -> out.appendByte(b);
      case '\n' -> out.appendByte((byte) 'n');
      case '\r' -> out.appendByte((byte) 'r');
      case '\t' -> out.appendByte((byte) 't');
      case '\b' -> out.appendByte((byte) 'b');
      case '\f' -> out.appendByte((byte) 'f');
      default -> out.appendString(String.format("u%04x", b));
    }
  }
}
