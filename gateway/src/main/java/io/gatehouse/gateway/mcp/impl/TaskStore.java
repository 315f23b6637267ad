package io.gatehouse.gateway.mcp.impl;

import io.gatehouse.gateway.auth.Principal;
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
 * caller cannot tell it from an id that never existed. In a cluster the id ends with the node's id,
 * so that other nodes know where to ask for it.
 */
final class TaskStore {

  private static final char NODE_SEPARATOR = '.';

  private final SecureRandom random = new SecureRandom();
  private final TaskOptions options;
  private final String node;
  private final Cache<String, Task> tasks;
  private volatile Consumer<Task> listener = task -> {
  };

  /** @param nodeOrNull in a cluster, this node's id */
  TaskStore(TaskOptions options, String nodeOrNull, Ticker ticker) {
    this.options = options;
    this.node = nodeOrNull;
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

  TaskStore(TaskOptions options, String nodeOrNull) {
    this(options, nodeOrNull, Ticker.systemTicker());
  }

  /** A new working task, findable as soon as this returns. */
  Task create(Principal principal) {
    byte[] bytes = new byte[24];
    random.nextBytes(bytes);
    String id = Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    Task task = new Task(node == null ? id : id + NODE_SEPARATOR + node, principal,
      options.ttlMs(), options.pollIntervalMs(), t -> listener.accept(t));
    tasks.put(task.id, task);
    return task;
  }

  /** The task, or null when unknown, expired or created by another principal. */
  Task find(String id, JsonObject principal) {
    Task task = tasks.getIfPresent(id);
    return task != null && Objects.equals(Principal.json(task.principal), principal) ? task : null;
  }

  /** The node named in a task id when that is not this one, else null (this node's, or not a cluster's id). */
  String otherNode(String id) {
    int at = id.indexOf(NODE_SEPARATOR);
    if (node == null || at < 0) return null;
    String named = id.substring(at + 1);
    return named.isEmpty() || named.equals(node) ? null : named;
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
