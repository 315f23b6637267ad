package io.gatehouse.gateway.mcp.impl;

import io.gatehouse.gateway.caller.Principal;
import io.gatehouse.gateway.mcp.TaskOptions;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The task store on a clock of the test's own: ids, principal binding, expiry and the bound. */
class TaskStoreTest {

  private static final Principal ALICE = new Principal("alice", null, "test", "free", null);
  private final AtomicLong nanos = new AtomicLong();

  private TaskStore store(int max) {
    return new TaskStore(new TaskOptions(60_000, 1_000, max), TaskStore.ALONE, nanos::get);
  }

  @Test
  void aTaskIsFoundOnlyByItsPrincipal() {
    TaskStore store = store(10);
    Task task = store.create(ALICE);
    assertSame(task, store.find(task.id, ALICE.toJson()));
    assertNull(store.find(task.id, new Principal("bob", null, "test", "free", null).toJson()));
    assertNull(store.find(task.id, null));
    assertNull(store.find(task.id + "x", ALICE.toJson()));
  }

  @Test
  void idsAreLongAndDistinct() {
    TaskStore store = store(1_000);
    Set<String> ids = new HashSet<>();
    for (int i = 0; i < 500; i++) {
      String id = store.create(null).id;
      assertTrue(id.length() >= 32, id);
      ids.add(id);
    }
    assertEquals(500, ids.size());
  }

  @Test
  void aTaskIsKeptForItsTtlAndThenDroppedAndCancelled() {
    TaskStore store = store(10);
    Task task = store.create(ALICE);
    nanos.addAndGet(TimeUnit.SECONDS.toNanos(59));
    assertSame(task, store.find(task.id, ALICE.toJson()));
    nanos.addAndGet(TimeUnit.SECONDS.toNanos(2));
    assertNull(store.find(task.id, ALICE.toJson()));
    assertEquals(Task.Status.CANCELLED, task.status());
    assertTrue(task.cancelled().isComplete());
  }

  @Test
  void anEndedTaskStaysAsItEnded() {
    Task task = store(10).create(ALICE);
    task.complete(new JsonObject().put("content", "done"));
    task.cancel("too late");
    task.fail(-32603, "too late", null);
    assertEquals(Task.Status.COMPLETED, task.status());
    assertEquals("done", task.detailed().getJsonObject("result").getString("content"));
  }
}
