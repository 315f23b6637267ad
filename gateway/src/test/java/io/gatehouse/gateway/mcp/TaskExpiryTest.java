package io.gatehouse.gateway.mcp;

import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import io.vertx.junit5.VertxTestContext;
import org.junit.jupiter.api.Test;

import java.util.concurrent.TimeUnit;

import static io.gatehouse.gateway.mcp.TaskClient.errorCode;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A task outlives its TTL neither as a record nor as running work. */
class TaskExpiryTest extends McpTestBase {

  private static final long TTL_MS = 100;

  @Override
  McpOptions options() {
    return super.options().withTasks(new TaskOptions(TTL_MS, 50, 100));
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
      .compose(created -> vertx.timer(3 * TTL_MS).compose(v -> alice.get(created.getString("taskId")))
        .map(expired -> {
          ctx.verify(() -> {
            assertEquals(-32602, errorCode(expired));
            synchronized (backend.cancelledIds) {
              assertTrue(backend.cancelledIds.contains(created.getString("taskId")), backend.cancelledIds.toString());
            }
          });
          return expired;
        }))
      .onComplete(ctx.succeedingThenComplete());
    assertTrue(ctx.awaitCompletion(5, TimeUnit.SECONDS));
  }
}
