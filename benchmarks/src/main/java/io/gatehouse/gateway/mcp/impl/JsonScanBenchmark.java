package io.gatehouse.gateway.mcp.impl;

import io.gatehouse.api.Bodies;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
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
 * The MCP endpoint's scan of every POST body before it is parsed (depth, kind, batch size, and
 * well-formed UTF-8), at the endpoint's default limits: the current one-pass {@link JsonScan} against
 * the two passes it replaced ({@link FormerJsonScan}) and against itself before it checked UTF-8
 * ({@link Utf8BlindJsonScan}). In this package to reach the package-private classes. Ten warm-up
 * iterations: on a busy machine the 64 KiB body was still unoptimised after three.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 10, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(2)
@State(Scope.Benchmark)
public class JsonScanBenchmark {

  private static final int MAX_DEPTH = 64;
  private static final int MAX_BATCH_ENTRIES = 50;

  /**
   * call: one tools/call; large: one tools/call with about 64 KiB of arguments; batch: 50 tools/calls;
   * text: one tools/call whose arguments are 4 KiB of non-ASCII text (Greek, Czech, Japanese), where
   * every multi-byte sequence is checked.
   */
  @Param({"call", "large", "batch", "text"})
  public String body;

  private Buffer bytes;

  @Setup
  public void setUp() {
    bytes = switch (body) {
      case "call" -> toolsCall(0, new JsonObject().put("vat", "BE0403170701").put("country", "BE")).toBuffer();
      case "large" -> toolsCall(0, Bodies.json(65_536).toJsonObject()).toBuffer();
      case "batch" -> {
        JsonArray batch = new JsonArray();
        for (int i = 0; i < MAX_BATCH_ENTRIES; i++) {
          batch.add(toolsCall(i, new JsonObject().put("vat", "BE0403170701").put("country", "BE")));
        }
        yield batch.toBuffer();
      }
      case "text" -> toolsCall(0, new JsonObject().put("name", "Ελληνική Εταιρεία Πετρελαίων Α.Ε. ".repeat(40))
        .put("address", "Václavské náměstí 1, Praha; 東京都千代田区丸の内一丁目 ".repeat(40))).toBuffer();
      default -> throw new IllegalArgumentException(body);
    };
    if (onePass() != twoPasses() || onePass() != withoutUtf8()) {
      throw new IllegalStateException("the scans disagree on " + body);
    }
  }

  @Benchmark
  public int onePass() {
    return JsonScan.scan(bytes, MAX_DEPTH, MAX_BATCH_ENTRIES);
  }

  @Benchmark
  public int twoPasses() {
    return FormerJsonScan.check(bytes, MAX_DEPTH, MAX_BATCH_ENTRIES);
  }

  @Benchmark
  public int withoutUtf8() {
    return Utf8BlindJsonScan.scan(bytes, MAX_DEPTH, MAX_BATCH_ENTRIES);
  }

  private static JsonObject toolsCall(int id, JsonObject arguments) {
    return new JsonObject().put("jsonrpc", "2.0").put("id", id).put("method", "tools/call")
      .put("params", new JsonObject().put("name", "verify_vat").put("arguments", arguments)
        .put("_meta", new JsonObject().put("progressToken", "p-" + id)));
  }
}
