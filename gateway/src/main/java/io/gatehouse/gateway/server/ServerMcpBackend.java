package io.gatehouse.gateway.server;

import io.gatehouse.api.ProviderException;
import io.gatehouse.gateway.catalog.CatalogOperation;
import io.gatehouse.gateway.config.ServerConfig;
import io.gatehouse.gateway.descriptor.ServerDescriptor;
import io.gatehouse.gateway.dispatch.CallOptions;
import io.gatehouse.gateway.dispatch.OperationCaller;
import io.gatehouse.gateway.mcp.CallContext;
import io.gatehouse.gateway.mcp.Completion;
import io.gatehouse.gateway.mcp.CompletionRequest;
import io.gatehouse.gateway.mcp.McpBackend;
import io.gatehouse.gateway.mcp.McpException;
import io.gatehouse.gateway.mcp.McpFeature;
import io.gatehouse.gateway.mcp.ServerIdentity;
import io.gatehouse.gateway.mcp.ToolOutcome;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * A hosted server as MCP sees it: the catalog's operations of the server's providers as tools,
 * their manifests and the server's descriptor as resources, and the prompts its configuration names.
 */
public final class ServerMcpBackend implements McpBackend {

  private static final String MANIFEST_PREFIX = "gatehouse://providers/";
  private static final String MANIFEST_SUFFIX = "/manifest";
  private static final String DESCRIPTOR_URI = "gatehouse://server.json";
  /** Pages through a tool result that was too large to send whole. */
  static final String CONTINUE_TOOL = "gatehouse_continue";

  private final ServerConfig server;
  private final OperationCaller caller;
  private final Supplier<String> baseUrl;
  private final Map<String, CatalogOperation> operations = new LinkedHashMap<>();
  private final List<JsonObject> tools;
  private final ServerPrompts prompts;
  private final ResultPager pager;

  public ServerMcpBackend(ServerConfig server, OperationCaller caller, Supplier<String> baseUrl) {
    this.server = server;
    this.caller = caller;
    this.baseUrl = baseUrl;
    caller.catalog().operationsOf(server).forEach(op -> operations.put(op.toolName(), op));
    List<JsonObject> list = new ArrayList<>();
    operations.values().forEach(op -> list.add(op.toolJson()));
    list.add(continueTool());
    this.tools = List.copyOf(list);
    this.prompts = new ServerPrompts(server.prompts());
    this.pager = new ResultPager(server.maxResultBytes(), Duration.ofMinutes(10));
  }

  @Override
  public ServerIdentity identity() {
    return ServerIdentity.create(server.name(), server.version())
      .withTitle(server.title())
      .withWebsite(server.websiteUrl(), server.icons().isEmpty() ? null : server.icons())
      .withDescription(server.description())
      .withInstructions(server.instructions());
  }

  @Override
  public List<JsonObject> tools() {
    return tools;
  }

  @Override
  public Future<ToolOutcome> callTool(String name, JsonObject arguments, CallContext ctx) {
    String owner = ctx.principal() == null ? "anonymous" : ctx.principal().getString("key_id", "anonymous");
    if (name.equals(CONTINUE_TOOL)) {
      JsonObject next = pager.next(arguments == null ? null : arguments.getString("token"), owner);
      return Future.succeededFuture(next != null ? ToolOutcome.success(next) : ToolOutcome.failure(
        "unknown or expired continuation token: repeat the original call", new JsonObject().put("type", "not-found")));
    }
    CatalogOperation op = operations.get(name);
    if (op == null) return Future.succeededFuture(new ToolOutcome.Unknown(name));
    Consumer<JsonObject> progress = ctx.progress() == null ? null : note -> ctx.progress().progress(
      note.getDouble("progress", 0d), note.getDouble("total"), note.getString("message"));
    String requestId = String.valueOf(ctx.requestId()) + "-" + UUID.randomUUID();
    return caller.call(op, arguments == null ? new JsonObject() : arguments,
        new CallOptions(requestId, 0, progress, ctx.cancelled()))
      .<ToolOutcome>map(result -> ToolOutcome.success(pager.bound(result, owner)))
      .otherwise(ServerMcpBackend::failure);
  }

  private static JsonObject continueTool() {
    return new JsonObject()
      .put("name", CONTINUE_TOOL)
      .put("title", "Continue a large result")
      .put("description", "Returns the next part of a tool result that was too large to send at once. "
        + "Pass the token from the result's continuation object; tokens expire after 10 minutes.")
      .put("inputSchema", new JsonObject().put("type", "object")
        .put("properties", new JsonObject().put("token", new JsonObject().put("type", "string").put("maxLength", 64)))
        .put("required", new JsonArray().add("token"))
        .put("additionalProperties", false))
      .put("annotations", new JsonObject().put("readOnlyHint", true).put("openWorldHint", false)
        .put("title", "Continue a large result"));
  }

  /** Tool and upstream failures go to the model as isError results it can act on. */
  private static ToolOutcome failure(Throwable cause) {
    if (cause instanceof ProviderException e) {
      JsonObject details = e.details().copy()
        .put("type", e.failure().slug())
        .put("retryable", e.failure().retryable());
      if (e.retryAfterSeconds() != null) details.put("retry_after", e.retryAfterSeconds());
      return ToolOutcome.failure(e.getMessage(), details);
    }
    return ToolOutcome.failure("internal error", new JsonObject().put("type", "internal"));
  }

  @Override
  public Set<McpFeature> features() {
    return prompts.isEmpty() ? Set.of(McpFeature.RESOURCES, McpFeature.COMPLETIONS)
      : Set.of(McpFeature.RESOURCES, McpFeature.PROMPTS, McpFeature.COMPLETIONS);
  }

  @Override
  public List<JsonObject> resources() {
    List<JsonObject> list = new ArrayList<>();
    list.add(new JsonObject().put("uri", DESCRIPTOR_URI).put("name", "server.json")
      .put("title", server.title() + " descriptor")
      .put("description", "The MCP registry descriptor of this server").put("mimeType", "application/json"));
    for (String provider : providerIds()) {
      list.add(new JsonObject().put("uri", MANIFEST_PREFIX + provider + MANIFEST_SUFFIX)
        .put("name", provider + "-manifest")
        .put("title", "Manifest of the " + provider + " provider")
        .put("description", "Upstreams and operations of " + provider + ", with their schemas")
        .put("mimeType", "application/json"));
    }
    return list;
  }

  @Override
  public List<JsonObject> resourceTemplates() {
    return List.of(new JsonObject()
      .put("uriTemplate", MANIFEST_PREFIX + "{provider}" + MANIFEST_SUFFIX)
      .put("name", "provider-manifest")
      .put("title", "Provider manifest")
      .put("description", "The manifest of one provider of this server")
      .put("mimeType", "application/json"));
  }

  @Override
  public Future<JsonArray> readResource(String uri, CallContext ctx) {
    String text = null;
    if (uri.equals(DESCRIPTOR_URI)) {
      text = ServerDescriptor.build(server, baseUrl.get()).encodePrettily();
    } else if (uri.startsWith(MANIFEST_PREFIX) && uri.endsWith(MANIFEST_SUFFIX)) {
      String provider = uri.substring(MANIFEST_PREFIX.length(), uri.length() - MANIFEST_SUFFIX.length());
      List<CatalogOperation> ops = caller.catalog().byProvider().get(provider);
      if (ops != null && providerIds().contains(provider)) text = ops.get(0).manifest().json().encodePrettily();
    }
    if (text == null) return Future.succeededFuture();
    return Future.succeededFuture(new JsonArray().add(new JsonObject()
      .put("uri", uri).put("mimeType", "application/json").put("text", text)));
  }

  @Override
  public List<JsonObject> prompts() {
    return prompts.list();
  }

  @Override
  public Future<JsonObject> getPrompt(String name, JsonObject arguments, CallContext ctx) {
    try {
      return Future.succeededFuture(prompts.get(name, arguments));
    } catch (McpException e) {
      return Future.failedFuture(e);
    }
  }

  @Override
  public Future<Completion> complete(CompletionRequest request) {
    if (request.ref() == CompletionRequest.Ref.RESOURCE) {
      return Future.succeededFuture(Completion.create(startingWith(providerIds(), request.value())));
    }
    return Future.succeededFuture(Completion.create(
      startingWith(prompts.choices(request.target(), request.argument()), request.value())));
  }

  private List<String> providerIds() {
    List<String> ids = new ArrayList<>();
    operations.values().forEach(op -> {
      if (!ids.contains(op.providerId())) ids.add(op.providerId());
    });
    return ids;
  }

  private static List<String> startingWith(List<String> values, String prefix) {
    String p = prefix == null ? "" : prefix.toLowerCase(java.util.Locale.ROOT);
    return values.stream().filter(v -> v.toLowerCase(java.util.Locale.ROOT).startsWith(p)).toList();
  }
}
