package io.gatehouse.gateway.trace;

import io.vertx.core.MultiMap;
import io.vertx.core.json.JsonObject;

/**
 * MCP server spans as OpenTelemetry's MCP conventions name them: {@code {mcp.method.name} {target}},
 * kind SERVER, continuing the context of the request's {@code _meta} (traceparent, tracestate, baggage)
 * or, when that has none, of its HTTP headers.
 */
public final class McpSpans {

  private McpSpans() {
  }

  /**
   * @param id          the JSON-RPC id (String or Number), or null for a notification
   * @param sessionIdOrNull the legacy session's id
   * @param httpHeaders the headers of the HTTP request that carried the message, or null
   */
  public static TraceSpan start(Tracing tracing, String method, JsonObject params, Object id, String sessionIdOrNull,
                                String protocolVersion, MultiMap httpHeaders) {
    String target = target(method, params);
    JsonObject meta = params == null ? null : params.getJsonObject("_meta");
    boolean metaCarries = meta != null && meta.getValue("traceparent") instanceof String;
    TraceSpan span = tracing.server(target == null ? method : method + " " + target, key -> {
      if (metaCarries) return meta.getValue(key) instanceof String s ? s : null;
      return httpHeaders == null ? null : httpHeaders.get(key);
    });
    span.attribute("mcp.method.name", method)
      .attribute("mcp.session.id", sessionIdOrNull)
      .attribute("mcp.protocol.version", protocolVersion)
      .attribute("network.transport", "tcp")
      .attribute("network.protocol.name", "http");
    if (id != null) span.attribute("jsonrpc.request.id", id.toString());
    if ("tools/call".equals(method)) {
      span.attribute("gen_ai.tool.name", target).attribute("gen_ai.operation.name", "execute_tool");
    } else if ("prompts/get".equals(method)) {
      span.attribute("gen_ai.prompt.name", target);
    } else if ("resources/read".equals(method)) {
      span.attribute("mcp.resource.uri", target);
    }
    return span;
  }

  /** Ends a span whose request failed with a JSON-RPC error. */
  public static void failed(TraceSpan span, int code, String message) {
    span.attribute("rpc.response.status_code", Integer.toString(code)).fail(Integer.toString(code), message);
  }

  /** The tool, prompt or resource a request names; null for methods that name none. */
  private static String target(String method, JsonObject params) {
    if (params == null) return null;
    return switch (method) {
      case "tools/call", "prompts/get" -> params.getValue("name") instanceof String s ? s : null;
      case "resources/read", "resources/subscribe", "resources/unsubscribe" ->
        params.getValue("uri") instanceof String s ? s : null;
      default -> null;
    };
  }
}
