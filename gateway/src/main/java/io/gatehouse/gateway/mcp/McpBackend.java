package io.gatehouse.gateway.mcp;

import io.vertx.core.Future;
import io.vertx.core.Handler;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.List;
import java.util.Set;

/**
 * What the MCP layer needs from the rest of the gateway. Everything MCP-shaped
 * (tools, resources, prompts) is handed over already in MCP form; the layer only
 * adapts it to each protocol revision. Implementations must not block.
 */
public interface McpBackend {

  ServerIdentity identity();

  /** Tools in MCP shape, deterministic order. Return the same list instance while unchanged: the layer caches pages per instance. */
  List<JsonObject> tools();

  /**
   * The tools this caller may see (a scoped key sees only what it may call); all of them unless the
   * backend scopes its callers. The same instance for the same view while unchanged, like {@link #tools()}.
   */
  default List<JsonObject> tools(CallContext caller) {
    return tools();
  }

  /** Fails only for transport-level trouble; tool failures are {@link ToolOutcome.Failure}. */
  Future<ToolOutcome> callTool(String name, JsonObject arguments, CallContext ctx);

  /** Optional features this backend serves; capabilities are declared from this set only. */
  default Set<McpFeature> features() {
    return Set.of();
  }

  /**
   * The extensions (SEP-2133) this backend serves, by identifier, each with its settings object. A
   * session's initialize result declares those the client declared too, so a client that declared
   * none sees the capabilities it always saw; server/discover declares them all.
   */
  default JsonObject extensions() {
    return new JsonObject();
  }

  /** Resources in MCP shape (uri, name, title?, description?, mimeType?, icons?). */
  default List<JsonObject> resources() {
    return List.of();
  }

  /** The resources this caller may see; all of them unless the backend scopes its callers. */
  default List<JsonObject> resources(CallContext caller) {
    return resources();
  }

  /** The resource templates this caller may see. */
  default List<JsonObject> resourceTemplates(CallContext caller) {
    return resourceTemplates();
  }

  /** Resource templates in MCP shape (uriTemplate, name, ...). */
  default List<JsonObject> resourceTemplates() {
    return List.of();
  }

  /** The `contents` array of a read, or a null result when no such resource exists. */
  default Future<JsonArray> readResource(String uri, CallContext ctx) {
    return Future.succeededFuture();
  }

  /** Prompts in MCP shape (name, title?, description?, arguments?, icons?). */
  default List<JsonObject> prompts() {
    return List.of();
  }

  /** The prompts this caller may see. */
  default List<JsonObject> prompts(CallContext caller) {
    return prompts();
  }

  /** A GetPromptResult body (description?, messages), or a null result for an unknown prompt. */
  default Future<JsonObject> getPrompt(String name, JsonObject arguments, CallContext ctx) {
    return Future.succeededFuture();
  }

  /** Completion for a prompt argument (ref/prompt) or a resource template variable (ref/resource). */
  default Future<Completion> complete(CompletionRequest request) {
    return Future.succeededFuture(Completion.create(List.of()));
  }

  /** Completion as this caller may see it: a scoped caller is offered only values it may use. */
  default Future<Completion> complete(CompletionRequest request, CallContext caller) {
    return complete(request);
  }

  /**
   * Why this caller may not call the tool (e.g. outside its scope), or null; asked before a call
   * becomes a task, so that a refused call makes none and is answered at once.
   */
  default McpException refusal(String tool, CallContext caller) {
    return null;
  }

  /** How the named tool may run as a task; only asked when {@link McpFeature#TASKS} is served. */
  default TaskSupport taskSupport(String tool) {
    return TaskSupport.FORBIDDEN;
  }

  /**
   * Whether the tool's first round runs in the request itself, so that the questions it asks go back
   * as a multi round-trip and the task starts only with the round that answers them.
   */
  default boolean asksBeforeTask(String tool) {
    return false;
  }

  /** Registers a listener for list changes and resource updates; only called when {@link McpFeature#CHANGES} is served. */
  default void onChange(Handler<McpChange> listener) {
  }
}
