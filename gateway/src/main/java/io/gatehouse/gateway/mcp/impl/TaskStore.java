package io.gatehouse.gateway.mcp.impl;

import io.gatehouse.gateway.caller.Principal;
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

  static final char NODE_SEPARATOR = '.';
  /** A gateway alone: task ids name no node. */
  static final String ALONE = "";

  private final SecureRandom random = new SecureRandom();
  private final TaskOptions options;
  /** What ends every task id: in a cluster the node's, so that other nodes know where to ask. */
  private final String idSuffix;
  private final Cache<String, Task> tasks;
  private volatile Consumer<Task> listener = task -> {
  };

  /**
   * @param idSuffix {@link #ALONE}, or {@link #onNode} in a cluster
   * @param ticker   the time source of the TTLs
   */
  TaskStore(TaskOptions options, String idSuffix, Ticker ticker) {
    this.options = options;
    this.idSuffix = idSuffix;
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

  /** A new working task, findable as soon as this returns. */
  Task create(Principal principal) {
    byte[] bytes = new byte[24];
    random.nextBytes(bytes);
    String id = Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    Task task = new Task(id + idSuffix, principal,
      options.ttlMs(), options.pollIntervalMs(), t -> listener.accept(t));
    tasks.put(task.id, task);
    return task;
  }

  /** The task, or null when unknown, expired or created by another principal. */
  Task find(String id, JsonObject principal) {
    Task task = tasks.getIfPresent(id);
    return task != null && Objects.equals(Principal.json(task.principal), principal) ? task : null;
  }

  /** The ending of the task ids of a cluster node. */
  static String onNode(String nodeId) {
    return NODE_SEPARATOR + nodeId;
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
