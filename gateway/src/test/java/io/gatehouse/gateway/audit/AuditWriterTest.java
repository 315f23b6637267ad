package io.gatehouse.gateway.audit;

import io.gatehouse.gateway.config.AuditOptions;
import io.gatehouse.gateway.dispatch.AnswerFacts;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.YearMonth;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class AuditWriterTest {

  /** A sink that fails while {@code down}. */
  private static final class FlakySink implements AuditSink {
    volatile boolean down;
    final List<AuditRecord> stored = new CopyOnWriteArrayList<>();

    @Override
    public void append(List<AuditRecord> records) throws Exception {
      if (down) throw new java.io.IOException("store unreachable");
      stored.addAll(records);
    }

    @Override
    public List<JsonObject> query(AuditQuery query) {
      return stored.stream().map(StoredRecords::read).toList();
    }

    @Override
    public void maintain(YearMonth now, int retentionMonths) {
    }

    @Override
    public void close() {
    }
  }

  private static AuditEvent event(int i) {
    return new AuditEvent(new AuditedCall(System.currentTimeMillis(), "s", CallerIdentity.ANONYMOUS, "t", null,
      new JsonObject().put("i", i), "r" + i, null, TraceContext.fromTraceparent(null)), 1000, "ok", null, AnswerFacts.NONE);
  }

  @Test
  void anOutageKeepsABoundedBacklogCountsDropsAndNeverBlocks() {
    SimpleMeterRegistry registry = new SimpleMeterRegistry();
    FlakySink sink = new FlakySink();
    sink.down = true;
    AuditLog log = AuditLog.create(sink, new AuditOptions(true, 12, false, 16, null, 10_000), registry);
    long start = System.nanoTime();
    for (int i = 0; i < 1000; i++) log.offer(event(i));
    assertTrue(System.nanoTime() - start < 1_000_000_000L, "offers return at once");
    await().atMost(Duration.ofSeconds(5)).until(() -> registry.get("gatehouse_audit_write_failures").functionCounter().count() >= 1);
    double backlog = registry.get("gatehouse_audit_backlog").gauge().value();
    double dropped = registry.get("gatehouse_audit_dropped").functionCounter().count();
    assertTrue(backlog <= 32, "backlog " + backlog);
    assertEquals(1000, backlog + dropped);

    sink.down = false;
    await().atMost(Duration.ofSeconds(5)).until(() -> registry.get("gatehouse_audit_backlog").gauge().value() == 0);
    assertEquals((int) backlog, sink.stored.size());
    Vertx vertx = Vertx.vertx();
    log.close(vertx).await();
    vertx.close().await();
  }

  @Test
  void aStopWhileTheStoreStillFailsCountsWhatItLosesAsDropped() {
    SimpleMeterRegistry registry = new SimpleMeterRegistry();
    FlakySink sink = new FlakySink();
    sink.down = true;
    AuditLog log = AuditLog.create(sink, new AuditOptions(true, 12, false, 16, null, 10_000), registry);
    for (int i = 0; i < 10; i++) log.offer(event(i));
    await().atMost(Duration.ofSeconds(5)).until(() -> registry.get("gatehouse_audit_write_failures").functionCounter().count() >= 1);
    Vertx vertx = Vertx.vertx();
    log.close(vertx).await();
    vertx.close().await();
    assertEquals(0, registry.get("gatehouse_audit_backlog").gauge().value());
    assertEquals(10, registry.get("gatehouse_audit_dropped").functionCounter().count());
    assertEquals(List.of(), sink.stored);
  }

  @Test
  void argumentsAreDigestedAndKeptOnlyWhenAsked() {
    JsonObject without = StoredRecords.read(new RecordEncoder(false).encode(event(7)));
    JsonObject with = StoredRecords.read(new RecordEncoder(true).encode(event(7)));
    assertEquals(64, without.getString("arguments_sha256").length());
    assertEquals(without.getString("arguments_sha256"), with.getString("arguments_sha256"));
    assertTrue(!without.containsKey("arguments"));
    assertEquals(new JsonObject().put("i", 7), with.getJsonObject("arguments"));
  }
}
