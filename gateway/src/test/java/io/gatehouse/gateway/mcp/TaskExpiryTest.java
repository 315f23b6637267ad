package io.gatehouse.gateway.mcp;

import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import io.vertx.junit5.VertxTestContext;
import org.junit.jupiter.api.Test;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import static io.gatehouse.gateway.mcp.TaskClient.errorCode;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A task outlives its TTL neither as a record nor as running work. */
class TaskExpiryTest extends McpTestBase {

  private static final long TTL_MS = 100;

  /** The tasks' time source, moved by the test. */
  private final AtomicLong nanos = new AtomicLong();

  @Override
  McpOptions options() {
    return super.options().withTasks(new TaskOptions(TTL_MS, 50, 100)).withNanoTime(nanos::get);
  }

  @Override
  FakeBackend backend(Vertx vertx) {
    FakeBackend b = FakeBackend.full(vertx);
    b.taskSupport.put("hold", TaskSupport.OPTIONAL);
    return b;
  }

  @Test
  void anExpiredTaskIsUnknownAndItsWorkIsCancelled(VertxTestContext ctx) throws InterruptedException {
    TaskClient alice = new TaskClient(client, "alice", true);
    alice.call("hold", new JsonObject())
      .compose(created -> {
        nanos.addAndGet(TimeUnit.MILLISECONDS.toNanos(TTL_MS - 1));
        return alice.get(created.getString("taskId")).compose(live -> {
          ctx.verify(() -> assertEquals("working", live.getJsonObject("result").getString("status"), live.encode()));
          nanos.addAndGet(TimeUnit.MILLISECONDS.toNanos(TTL_MS));
          return alice.get(created.getString("taskId"));
        }).compose(expired -> backend.cancelled(created.getString("taskId")).map(expired))
        .map(expired -> {
          ctx.verify(() -> {
            assertEquals(-32602, errorCode(expired));
            synchronized (backend.cancelledIds) {
              assertTrue(backend.cancelledIds.contains(created.getString("taskId")), backend.cancelledIds.toString());
            }
          });
          return expired;
        });
      })
      .onComplete(ctx.succeedingThenComplete());
    assertTrue(ctx.awaitCompletion(5, TimeUnit.SECONDS));
  }
}
