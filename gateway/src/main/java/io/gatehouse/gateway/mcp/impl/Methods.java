package io.gatehouse.gateway.mcp.impl;

import io.gatehouse.gateway.mcp.McpBackend;
import io.gatehouse.gateway.mcp.McpException;
import io.gatehouse.gateway.mcp.McpFeature;
import io.gatehouse.gateway.mcp.McpOptions;
import io.gatehouse.gateway.trace.McpSpans;
import io.gatehouse.gateway.trace.Tracing;
import io.vertx.core.MultiMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/** The method tables of both eras; a method exists only when its feature is served. */
final class Methods {

  private static final Logger LOG = LoggerFactory.getLogger(Methods.class);

  private final Map<String, Consumer<Call>> legacy = new HashMap<>();
  private final Map<String, Consumer<Call>> modern = new HashMap<>();
  private final Tracing tracing;

  /** taskStore is null when the backend serves no tasks, taskRelay when it is alone. */
  Methods(McpBackend backend, McpOptions options, Results results, UtilityMethods utility,
          Subscriptions subscriptions, TaskStore taskStore, TaskRelay taskRelay) {
    Set<McpFeature> features = backend.features();
    this.tracing = options.tracing();
    int size = options.pageSize();
    TaskMethods tasks = null;
    if (taskStore != null) {
      tasks = new TaskMethods(backend, taskStore, taskRelay);
      modern.put(TaskMethods.GET, tasks::get);
      modern.put(TaskMethods.UPDATE, tasks::update);
      modern.put(TaskMethods.CANCEL, tasks::cancel);
    }
    ToolMethods tools = new ToolMethods(backend, new ListPages("tools", backend::tools, size, results), tasks);
    both("tools/list", tools::list);
    both("tools/call", tools::call);
    legacy.put("ping", utility::ping);
    legacy.put("logging/setLevel", utility::setLevel);
    modern.put("server/discover", utility::discover);
    modern.put("subscriptions/listen", subscriptions::listen);
    if (features.contains(McpFeature.RESOURCES)) {
      ResourceMethods resources = new ResourceMethods(backend,
        new ListPages("resources", backend::resources, size, results),
        new ListPages("resourceTemplates", backend::resourceTemplates, size, results), results);
      both("resources/list", resources::list);
      both("resources/templates/list", resources::templates);
      both("resources/read", resources::read);
      if (features.contains(McpFeature.RESOURCE_SUBSCRIBE)) {
        legacy.put("resources/subscribe", resources::subscribe);
        legacy.put("resources/unsubscribe", resources::unsubscribe);
      }
    }
    if (features.contains(McpFeature.PROMPTS)) {
      PromptMethods prompts = new PromptMethods(backend, new ListPages("prompts", backend::prompts, size, results));
      both("prompts/list", prompts::list);
      both("prompts/get", prompts::get);
    }
    if (features.contains(McpFeature.COMPLETIONS)) {
      both("completion/complete", new CompletionMethod(backend)::complete);
    }
  }

  boolean knows(String method, boolean modernEra) {
    return (modernEra ? modern : legacy).containsKey(method);
  }

  /**
   * Runs the call under its span (when tracing is on); whatever goes wrong becomes its JSON-RPC error,
   * never a thrown exception.
   *
   * @param httpHeaders the headers of the HTTP request that carried the call, read for its trace context
   */
  void dispatch(Call call, MultiMap httpHeaders) {
    if (tracing.on()) {
      call.traced(McpSpans.start(tracing, call.method, call.params, call.id,
        call.session == null ? null : call.session.id, call.rev.wire, httpHeaders));
    }
    Consumer<Call> handler = (call.rev.modern() ? modern : legacy).get(call.method);
    if (handler == null) {
      call.fail(JsonRpc.METHOD_NOT_FOUND, "Method not found: " + call.method, null);
      return;
    }
    try {
      handler.accept(call);
    } catch (McpException e) {
      call.fail(e);
    } catch (RuntimeException e) {
      LOG.warn("MCP {} failed", call.method, e);
      call.fail(JsonRpc.INTERNAL_ERROR, "Internal error", null);
    }
  }

  private void both(String method, Consumer<Call> handler) {
    legacy.put(method, handler);
    modern.put(method, handler);
  }
}
