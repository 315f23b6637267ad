package io.gatehouse.gateway.mcp.impl;

import io.gatehouse.gateway.mcp.McpChange;
import io.gatehouse.gateway.mcp.McpFeature;
import io.vertx.core.Context;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Delivers backend changes: to legacy sessions on their GET stream (resource updates
 * only for subscribed URIs), and to modern subscriptions/listen streams that opted in.
 */
final class Subscriptions {

  static final String SUBSCRIPTION_ID = "io.modelcontextprotocol/subscriptionId";

  /** One open subscriptions/listen request and what it agreed to receive. */
  private record Listen(Call call, boolean tools, boolean prompts, boolean resources, Set<String> uris,
                        Set<String> taskIds) {

    boolean wants(McpChange change) {
      return switch (change.kind()) {
        case TOOLS -> tools;
        case PROMPTS -> prompts;
        case RESOURCES -> resources;
        case RESOURCE_UPDATED -> uris.contains(change.uri());
      };
    }
  }

  private final Set<Listen> listens = ConcurrentHashMap.newKeySet();
  private final SessionStore sessions;
  private final Set<McpFeature> features;
  private final long keepAliveMs;
  private final TaskStore tasks;
  private final TaskRelay relay;

  /**
   * tasks is null when no tasks are served; otherwise their status changes go to listeners that
   * named them, on this node and, through relay in a cluster, on the others.
   */
  Subscriptions(SessionStore sessions, Set<McpFeature> features, long keepAliveMs, TaskStore tasks,
                TaskRelay relay) {
    this.sessions = sessions;
    this.features = features;
    this.keepAliveMs = keepAliveMs;
    this.tasks = tasks;
    this.relay = relay;
    if (tasks != null) {
      tasks.onChange(task -> {
        publishTask(task);
        relay.announce(task);
      });
    }
    relay.onRemoteChange(this::publishRemoteTask);
  }

  void listen(Call call) {
    if (!call.canStream()) {
      call.fail(JsonRpc.INVALID_REQUEST, "subscriptions/listen needs Accept: text/event-stream", null);
      return;
    }
    JsonObject filter = call.params.getValue("notifications") instanceof JsonObject f ? f : new JsonObject();
    boolean changes = features.contains(McpFeature.CHANGES);
    boolean tools = changes && Boolean.TRUE.equals(filter.getValue("toolsListChanged"));
    boolean prompts = changes && features.contains(McpFeature.PROMPTS)
      && Boolean.TRUE.equals(filter.getValue("promptsListChanged"));
    boolean resources = changes && features.contains(McpFeature.RESOURCES)
      && Boolean.TRUE.equals(filter.getValue("resourcesListChanged"));
    Set<String> uris = new HashSet<>();
    if (features.contains(McpFeature.RESOURCE_SUBSCRIBE)
      && filter.getValue("resourceSubscriptions") instanceof JsonArray list) {
      for (Object uri : list) {
        if (uri instanceof String s) {
          uris.add(s);
        }
      }
    }
    Future<Set<String>> taskIds = Future.succeededFuture(Set.of());
    if (tasks != null && filter.getValue("taskIds") instanceof JsonArray ids && !ids.isEmpty()) {
      if (!TaskMethods.declared(call)) {
        TaskMethods.missingExtension(call);
        return;
      }
      taskIds = ownTasks(call, ids);
    }
    taskIds.onComplete(named -> acknowledge(call, tools, prompts, resources, uris, named.result()));
  }

  /** The caller's own tasks among those named, so the acknowledgement tells nothing of anyone else's. */
  private Future<Set<String>> ownTasks(Call call, JsonArray ids) {
    Set<String> own = ConcurrentHashMap.newKeySet();
    List<Future<?>> asked = new ArrayList<>();
    for (Object id : ids) {
      if (!(id instanceof String s)) {
        continue;
      }
      if (tasks.find(s, call.owner()) != null) {
        own.add(s);
      } else if (relay.elsewhere(s)) {
        asked.add(relay.get(s, call.owner()).onSuccess(found -> own.add(s)));
      }
    }
    return Future.join(asked).transform(done -> Future.succeededFuture(own));
  }

  private void acknowledge(Call call, boolean tools, boolean prompts, boolean resources, Set<String> uris,
                           Set<String> taskIds) {
    JsonObject honoured = new JsonObject();
    if (tools) {
      honoured.put("toolsListChanged", true);
    }
    if (prompts) {
      honoured.put("promptsListChanged", true);
    }
    if (resources) {
      honoured.put("resourcesListChanged", true);
    }
    if (!uris.isEmpty()) {
      honoured.put("resourceSubscriptions", new JsonArray(uris.stream().sorted().toList()));
    }
    if (!taskIds.isEmpty()) {
      honoured.put("taskIds", new JsonArray(taskIds.stream().sorted().toList()));
    }
    JsonObject ack = new JsonObject().put("_meta", new JsonObject().put(SUBSCRIPTION_ID, call.id))
      .put("notifications", honoured);
    if (!call.emit(WireWriter.notification("notifications/subscriptions/acknowledged", ack))) {
      return;
    }
    Listen listen = new Listen(call, tools, prompts, resources, uris, taskIds);
    listens.add(listen);
    Context context = Vertx.currentContext();
    long timer = context == null ? -1
      : context.owner().setPeriodic(keepAliveMs, id -> call.keepAlive());
    call.cancelled().onComplete(v -> {
      listens.remove(listen);
      if (timer >= 0) {
        context.owner().cancelTimer(timer);
      }
    });
  }

  void publish(McpChange change) {
    String method = method(change);
    for (Listen l : listens) {
      if (l.wants(change)) {
        JsonObject params = new JsonObject().put("_meta", new JsonObject().put(SUBSCRIPTION_ID, l.call.id));
        if (change.uri() != null) {
          params.put("uri", change.uri());
        }
        l.call.emit(WireWriter.notification(method, params));
      }
    }
    Buffer legacy = change.uri() == null ? WireWriter.notification(method, new JsonObject())
      : WireWriter.notification(method, new JsonObject().put("uri", change.uri()));
    sessions.forEach(s -> {
      SseStream stream = s.standalone();
      if (stream != null && (change.uri() == null || s.subscriptions.contains(change.uri()))) {
        stream.send(legacy);
      }
    });
  }

  /** notifications/tasks: the task as tasks/get would show it, to each listener that named it. */
  private void publishTask(Task task) {
    JsonObject state = null;
    for (Listen l : listens) {
      if (l.taskIds.contains(task.id)) {
        if (state == null) {
          state = task.detailed();
        }
        notifyTask(l, state);
      }
    }
  }

  /** The same for a task another node runs: each listener that named it gets it as tasks/get shows it to them. */
  private void publishRemoteTask(String taskId) {
    for (Listen l : listens) {
      if (l.taskIds.contains(taskId)) {
        relay.get(taskId, l.call.owner()).onSuccess(state -> notifyTask(l, state));
      }
    }
  }

  private static void notifyTask(Listen l, JsonObject state) {
    l.call.emit(WireWriter.notification("notifications/tasks",
      state.copy().put("_meta", new JsonObject().put(SUBSCRIPTION_ID, l.call.id))));
  }

  /** Ends every listen stream gracefully with its completion result. */
  void closeAll() {
    for (Listen l : listens) {
      listens.remove(l);
      l.call.ok(new JsonObject().put("_meta", new JsonObject().put(SUBSCRIPTION_ID, l.call.id)));
    }
  }

  private static String method(McpChange change) {
    return switch (change.kind()) {
      case TOOLS -> "notifications/tools/list_changed";
      case PROMPTS -> "notifications/prompts/list_changed";
      case RESOURCES -> "notifications/resources/list_changed";
      case RESOURCE_UPDATED -> "notifications/resources/updated";
    };
  }
}
