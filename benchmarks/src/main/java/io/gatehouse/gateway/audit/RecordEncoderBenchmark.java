package io.gatehouse.gateway.audit;

import io.gatehouse.api.Source;
import io.gatehouse.gateway.dispatch.AnswerFacts;
import io.vertx.core.json.JsonObject;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.time.Instant;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The audit writer's work per call on the load path (an offline {@code vat_check} over MCP with a key):
 * one finished call turned into its stored record. In this package to reach the package-private encoder.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@State(Scope.Thread)
public class RecordEncoderBenchmark {

  private static final CallerIdentity KEY = new CallerIdentity("3f0c2a9e-51d4-4f7e-9a0b-6f1d2c3b4a59",
    "lv_live_…3fa9c2d1", "lead-verification", "free", null, null);
  private static final JsonObject ARGUMENTS = new JsonObject().put("vat_number", "NL004495445B01").put("offline", true);

  private final RecordEncoder encoder = new RecordEncoder(false);
  private final AuditEvent event = new AuditEvent(new AuditedCall(System.currentTimeMillis(), "lead-verification", KEY,
    "vat_check", null, ARGUMENTS, "7", null, TraceContext.fromTraceparent(null)), 183_000, "ok", null,
    new AnswerFacts(List.of(Source.dataset("EU VAT check digits", "2026-11-01", Instant.now())), null, null));

  @Benchmark
  public AuditRecord encode() {
    return encoder.encode(event);
  }
}
