package io.gatehouse.gateway.server;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.gatehouse.gateway.dispatch.Answer;
import io.gatehouse.gateway.mcp.ToolOutcome;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Objects;

/**
 * Keeps tool results within what an MCP client can take: an answer larger than the bound has its
 * largest list cut to fit, and the rest is kept for a while behind a continuation token, which the
 * continuation tool pages through. Tokens belong to the caller that received them.
 */
final class ResultPager {

  static final String CONTINUATION = "continuation";

  private record Pending(String owner, JsonObject template, List<String> path, JsonArray rest) {
  }

  private final int maxBytes;
  private final Cache<String, Pending> pending;
  private final SecureRandom random = new SecureRandom();

  /** The tool that pages through a result, named {@code name}. */
  static JsonObject continueTool(String name) {
    return new JsonObject()
      .put("name", name)
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

  ResultPager(int maxBytes, Duration keep) {
    this.maxBytes = maxBytes;
    this.pending = Caffeine.newBuilder().expireAfterWrite(keep).maximumSize(2_000).build();
  }

  /** The answer as it came when it fits; else its first page with a continuation. */
  ToolOutcome bound(Answer answer, String owner) {
    Buffer encoded = answer.encoded();
    if (encoded.length() <= maxBytes) return new ToolOutcome.Encoded(encoded);
    return ToolOutcome.success(firstPage(answer.json(), owner));
  }

  private JsonObject firstPage(JsonObject result, String owner) {
    List<String> path = largestList(result);
    if (path == null) return tooLarge(result);
    JsonArray all = (JsonArray) at(result, path);
    return page(result, path, all, owner);
  }

  /** The next page of a continuation, or null when the token is unknown, expired or someone else's. */
  JsonObject next(String token, String owner) {
    Pending state = token == null ? null : pending.getIfPresent(token);
    if (state == null || !Objects.equals(state.owner(), owner)) return null;
    pending.invalidate(token);
    return page(state.template(), state.path(), state.rest(), owner);
  }

  private JsonObject page(JsonObject template, List<String> path, JsonArray items, String owner) {
    JsonObject shell = template.copy();
    put(shell, path, new JsonArray());
    shell.remove(CONTINUATION);
    int room = Math.max(0, maxBytes - shell.toBuffer().length() - 256);
    JsonArray slice = new JsonArray();
    int used = 0;
    int i = 0;
    for (; i < items.size(); i++) {
      int size = JsonArray.of(items.getValue(i)).toBuffer().length();
      if (i > 0 && used + size > room) break;
      slice.add(items.getValue(i));
      used += size;
    }
    put(shell, path, slice);
    if (i < items.size()) {
      JsonArray rest = new JsonArray(new ArrayList<>(items.getList().subList(i, items.size())));
      String token = token();
      pending.put(token, new Pending(owner, template, path, rest));
      shell.put(CONTINUATION, new JsonObject()
        .put("token", token)
        .put("list", String.join(".", path))
        .put("returned_items", slice.size())
        .put("remaining_items", rest.size())
        .put("how", "call " + ServerMcpBackend.CONTINUE_TOOL + " with this token for the next part"));
    }
    return shell;
  }

  private JsonObject tooLarge(JsonObject result) {
    return new JsonObject()
      .put("truncated", true)
      .put("size_bytes", result.toBuffer().length())
      .put("message", "the answer is larger than " + maxBytes + " bytes and has no list to page through;"
        + " narrow the request (filters, limit)")
      .put("sources", result.getValue("sources"));
  }

  /** The path to the largest array (by encoded size) within a few levels, or null. */
  private static List<String> largestList(JsonObject root) {
    var best = new Object() {
      List<String> path;
      int size;
    };
    collect(root, new ArrayList<>(), 0, (path, size) -> {
      if (size > best.size) {
        best.path = path;
        best.size = size;
      }
    });
    return best.path;
  }

  private static void collect(JsonObject node, List<String> here, int depth,
                              java.util.function.ObjIntConsumer<List<String>> into) {
    if (depth > 5) return;
    for (String key : node.fieldNames()) {
      if (depth == 0 && key.equals("sources")) continue;
      Object value = node.getValue(key);
      List<String> path = new ArrayList<>(here);
      path.add(key);
      if (value instanceof JsonArray array && array.size() > 1) {
        into.accept(path, array.toBuffer().length());
      } else if (value instanceof JsonObject child) {
        collect(child, path, depth + 1, into);
      }
    }
  }

  private static Object at(JsonObject root, List<String> path) {
    Object node = root;
    for (String key : path) node = ((JsonObject) node).getValue(key);
    return node;
  }

  private static void put(JsonObject root, List<String> path, Object value) {
    JsonObject node = root;
    for (int i = 0; i < path.size() - 1; i++) node = node.getJsonObject(path.get(i));
    node.put(path.get(path.size() - 1), value);
  }

  private String token() {
    byte[] bytes = new byte[18];
    random.nextBytes(bytes);
    return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
  }
}
