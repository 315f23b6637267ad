package io.gatehouse.gateway.mcp.impl;

import io.gatehouse.gateway.mcp.McpBackend;
import io.gatehouse.gateway.mcp.McpFeature;
import io.gatehouse.gateway.mcp.McpOptions;
import io.gatehouse.gateway.mcp.ServerIdentity;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonObject;

import java.util.LinkedHashMap;
import java.util.Set;

/** Per-revision server info, capabilities and result decoration, computed once. */
final class Results {

  static final String SERVER_INFO = "io.modelcontextprotocol/serverInfo";

  private final JsonObject[] serverInfo = new JsonObject[Revision.values().length];
  private final JsonObject[] capabilities = new JsonObject[Revision.values().length];
  private final Buffer[] completions = new Buffer[Revision.values().length];
  private final String instructions;
  private final long ttlMs;
  private final String listScope;

  Results(McpBackend backend, McpOptions options) {
    ServerIdentity id = backend.identity();
    Set<McpFeature> features = backend.features();
    for (Revision rev : Revision.values()) {
      serverInfo[rev.ordinal()] = info(id, rev);
      capabilities[rev.ordinal()] = capabilities(features);
      completions[rev.ordinal()] = Buffer.buffer(!rev.modern() ? "}" : ",\"resultType\":\"complete\",\"_meta\":"
        + new JsonObject().put(SERVER_INFO, serverInfo[rev.ordinal()]).encode() + "}");
    }
    this.instructions = id.instructions();
    this.ttlMs = options.listTtlMs();
    this.listScope = options.listCacheScope();
  }

  JsonObject serverInfo(Revision rev) {
    return serverInfo[rev.ordinal()];
  }

  JsonObject capabilities(Revision rev) {
    return capabilities[rev.ordinal()];
  }

  String instructions() {
    return instructions;
  }

  /**
   * Modern results say they are complete and who answered. The backend may hold on
   * to what it returned, so the top level is copied before it is touched.
   */
  JsonObject complete(JsonObject result, Revision rev) {
    if (!rev.modern()) {
      return result;
    }
    JsonObject out = new JsonObject(new LinkedHashMap<>(result.getMap()));
    if (!out.containsKey("resultType")) {
      out.put("resultType", "complete");
    }
    JsonObject meta = out.getJsonObject("_meta");
    meta = meta == null ? new JsonObject() : meta.copy();
    out.put("_meta", meta.put(SERVER_INFO, serverInfo(rev)));
    return out;
  }

  /**
   * What {@link #complete} adds, as JSON text that closes a result object written without its
   * closing brace: nothing but the brace for the session revisions.
   */
  Buffer completion(Revision rev) {
    return completions[rev.ordinal()];
  }

  /** Adds the caching hints modern list, read and discover results must carry. */
  JsonObject cacheable(JsonObject result, Revision rev, boolean shared) {
    if (rev.modern()) {
      result.put("ttlMs", ttlMs).put("cacheScope", shared ? listScope : "private");
    }
    return result;
  }

  /** HTTP status of a modern error response. */
  static int statusOf(int code) {
    return switch (code) {
      case JsonRpc.METHOD_NOT_FOUND -> 404;
      case JsonRpc.HEADER_MISMATCH, JsonRpc.MISSING_CLIENT_CAPABILITY, JsonRpc.UNSUPPORTED_VERSION,
           JsonRpc.INVALID_REQUEST, JsonRpc.PARSE_ERROR -> 400;
      default -> 200;
    };
  }

  private static JsonObject info(ServerIdentity id, Revision rev) {
    JsonObject info = new JsonObject().put("name", id.name());
    if (rev.structured() && id.title() != null) {
      info.put("title", id.title());
    }
    info.put("version", id.version());
    if (rev.icons()) {
      putIfSet(info, "description", id.description());
      putIfSet(info, "websiteUrl", id.websiteUrl());
      if (id.icons() != null && !id.icons().isEmpty()) {
        info.put("icons", id.icons());
      }
    }
    return info;
  }

  private static JsonObject capabilities(Set<McpFeature> features) {
    boolean changes = features.contains(McpFeature.CHANGES);
    JsonObject caps = new JsonObject()
      .put("logging", new JsonObject())
      .put("tools", new JsonObject().put("listChanged", changes));
    if (features.contains(McpFeature.RESOURCES)) {
      caps.put("resources", new JsonObject()
        .put("subscribe", features.contains(McpFeature.RESOURCE_SUBSCRIBE))
        .put("listChanged", changes));
    }
    if (features.contains(McpFeature.PROMPTS)) {
      caps.put("prompts", new JsonObject().put("listChanged", changes));
    }
    if (features.contains(McpFeature.COMPLETIONS)) {
      caps.put("completions", new JsonObject());
    }
    return caps;
  }

  private static void putIfSet(JsonObject o, String key, String value) {
    if (value != null) {
      o.put(key, value);
    }
  }
}
