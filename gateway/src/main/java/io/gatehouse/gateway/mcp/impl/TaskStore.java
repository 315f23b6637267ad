package io.gatehouse.gateway.mcp.impl;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import com.github.benmanes.caffeine.cache.RemovalCause;
import com.github.benmanes.caffeine.cache.Ticker;
import io.gatehouse.gateway.mcp.TaskOptions;
import io.vertx.core.json.JsonObject;

import java.security.SecureRandom;
import java.time.Duration;
import java.util.Base64;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * The tasks of this node, bounded in number and kept for their TTL from creation. A task id is an
 * unguessable handle, and a task is found only by the principal that created it, so another
 * caller cannot tell it from an id that never existed.
 */
final class TaskStore {

  private final SecureRandom random = new SecureRandom();
  private final TaskOptions options;
  private final Cache<String, Task> tasks;
  private volatile Consumer<Task> listener = task -> {
  };

  TaskStore(TaskOptions options, Ticker ticker) {
    this.options = options;
    this.tasks = Caffeine.newBuilder()
      .maximumSize(options.maxTasks())
      .expireAfterWrite(Duration.ofMillis(options.ttlMs()))
      .ticker(ticker)
      // a task dropped while running must not go on working for nobody
      .removalListener((String id, Task task, RemovalCause cause) -> {
        if (task != null && cause.wasEvicted()) {
          task.cancel("The task expired");
        }
      })
      .executor(Runnable::run)
      .build();
  }

  TaskStore(TaskOptions options) {
    this(options, Ticker.systemTicker());
  }

  /** A new working task, findable as soon as this returns. */
  Task create(JsonObject principal) {
    byte[] bytes = new byte[24];
    random.nextBytes(bytes);
    Task task = new Task(Base64.getUrlEncoder().withoutPadding().encodeToString(bytes), principal,
      options.ttlMs(), options.pollIntervalMs(), t -> listener.accept(t));
    tasks.put(task.id, task);
    return task;
  }

  /** The task, or null when unknown, expired or created by another principal. */
  Task find(String id, JsonObject principal) {
    Task task = tasks.getIfPresent(id);
    return task != null && Objects.equals(task.principal, principal) ? task : null;
  }

  /** Hears of every change of every task (status notifications). */
  void onChange(Consumer<Task> listener) {
    this.listener = listener;
  }

  void cancelAll() {
    tasks.asMap().values().forEach(t -> t.cancel("The server is shutting down"));
    tasks.invalidateAll();
  }
}
