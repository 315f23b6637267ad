package io.gatehouse.gateway.mcp.impl;

import io.gatehouse.gateway.mcp.McpBackend;
import io.gatehouse.gateway.mcp.McpFeature;
import io.gatehouse.gateway.mcp.McpOptions;
import io.gatehouse.gateway.mcp.ServerIdentity;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonObject;

import java.util.Set;

/** Per-revision server info, capabilities and result decoration, computed once. */
final class Results {

  private final JsonObject[] serverInfo = new JsonObject[Revision.values().length];
  private final JsonObject[] capabilities = new JsonObject[Revision.values().length];
  private final Buffer[] completions = new Buffer[Revision.values().length];
  private final String instructions;
  private final long ttlMs;
  private final String listScope;
  private final JsonObject extensions;

  Results(McpBackend backend, McpOptions options) {
    ServerIdentity id = backend.identity();
    Set<McpFeature> features = backend.features();
    for (Revision rev : Revision.values()) {
      serverInfo[rev.ordinal()] = info(id, rev);
      capabilities[rev.ordinal()] = capabilities(features);
      completions[rev.ordinal()] = completion(rev.modern() ? serverInfo[rev.ordinal()] : null);
    }
    this.instructions = id.instructions();
    this.ttlMs = options.listTtlMs();
    this.listScope = options.listCacheScope();
    this.extensions = backend.extensions();
  }

  JsonObject serverInfo(Revision rev) {
    return serverInfo[rev.ordinal()];
  }

  JsonObject capabilities(Revision rev) {
    return capabilities[rev.ordinal()];
  }

  /**
   * The capabilities of a session whose client declared these: with the backend's extensions that the
   * client declared as well, the same instance as {@link #capabilities(Revision)} when there are none.
   */
  JsonObject capabilities(Revision rev, JsonObject clientCapabilities) {
    JsonObject declared = clientCapabilities.getValue("extensions") instanceof JsonObject e ? e : null;
    if (declared == null || extensions.isEmpty()) {
      return capabilities(rev);
    }
    JsonObject both = new JsonObject();
    extensions.forEach(entry -> {
      if (declared.getValue(entry.getKey()) instanceof JsonObject) {
        both.put(entry.getKey(), entry.getValue());
      }
    });
    return both.isEmpty() ? capabilities(rev) : capabilities(rev).copy().put("extensions", both);
  }

  /** The backend's extensions, by identifier. */
  JsonObject extensions() {
    return extensions;
  }

  String instructions() {
    return instructions;
  }

  /**
   * The result as this revision carries it: modern results also say they are complete and who
   * answered ({@link WireWriter#result}).
   */
  Buffer write(Buffer out, JsonObject result, Revision rev) {
    return WireWriter.result(out, result, rev.modern() ? serverInfo(rev) : null);
  }

  /**
   * What {@link #write} adds to a result, as JSON text that closes a result object written without
   * its closing brace: nothing but the brace for the session revisions.
   */
  Buffer completion(Revision rev) {
    return completions[rev.ordinal()];
  }

  /** What the writer adds to an empty result, less its opening brace, after a comma. */
  private static Buffer completion(JsonObject serverInfo) {
    Buffer empty = WireWriter.result(Buffer.buffer(), new JsonObject(), serverInfo);
    return empty.length() == 2 ? Buffer.buffer("}") : Buffer.buffer(",").appendBuffer(empty, 1, empty.length() - 1);
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
