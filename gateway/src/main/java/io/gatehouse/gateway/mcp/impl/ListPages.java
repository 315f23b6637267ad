package io.gatehouse.gateway.mcp.impl;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.gatehouse.gateway.mcp.CallContext;
import io.gatehouse.gateway.mcp.McpException;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.Function;

/**
 * One paginated list (tools, resources, ...). Pages are shaped and encoded once per
 * revision and list instance: callers of different scopes get different lists from the backend,
 * each with pages of its own, reused while the backend hands out the same instance.
 */
final class ListPages {

  private record Snapshot(List<JsonObject> source, AtomicReferenceArray<AtomicReferenceArray<Buffer>> pages) {
  }

  private final String key;
  private final Function<CallContext, List<JsonObject>> source;
  private final int pageSize;
  private final Results results;
  /** By list instance (weak keys compare by identity), so a list the backend dropped takes its pages along. */
  private final Cache<List<JsonObject>, Snapshot> snapshots = Caffeine.newBuilder().executor(Runnable::run)
    .weakKeys().maximumSize(256).build();

  ListPages(String key, Function<CallContext, List<JsonObject>> source, int pageSize, Results results) {
    this.key = key;
    this.source = source;
    this.pageSize = Math.max(1, pageSize);
    this.results = results;
  }

  /** The encoded result for the page of the call's list that the cursor points at (null cursor: first page). */
  Buffer page(Call call) {
    Revision rev = call.rev;
    Object cursor = call.params.getValue("cursor");
    List<JsonObject> items = source.apply(call);
    Snapshot s = snapshots.get(items, list -> new Snapshot(list, new AtomicReferenceArray<>(Revision.values().length)));
    int offset = offset(cursor, items.size());
    int index = offset / pageSize;
    AtomicReferenceArray<Buffer> pages = s.pages.get(rev.ordinal());
    if (pages == null) {
      pages = new AtomicReferenceArray<>(Math.max(1, (items.size() + pageSize - 1) / pageSize));
      s.pages.set(rev.ordinal(), pages);
    }
    Buffer page = pages.get(index);
    if (page == null) {
      page = build(items, offset, rev);
      pages.set(index, page);
    }
    return page;
  }

  private Buffer build(List<JsonObject> items, int offset, Revision rev) {
    int end = Math.min(items.size(), offset + pageSize);
    JsonArray array = new JsonArray();
    for (int i = offset; i < end; i++) {
      array.add(Shapes.item(items.get(i), rev));
    }
    JsonObject result = new JsonObject().put(key, array);
    if (end < items.size()) {
      result.put("nextCursor", cursor(end));
    }
    return results.write(Buffer.buffer(256), results.cacheable(result, rev, true), rev);
  }

  private static String cursor(int offset) {
    return Base64.getUrlEncoder().withoutPadding()
      .encodeToString(("o" + offset).getBytes(StandardCharsets.US_ASCII));
  }

  private int offset(Object cursor, int size) {
    if (cursor == null) {
      return 0;
    }
    if (cursor instanceof String c && c.length() <= 24) {
      try {
        String raw = new String(Base64.getUrlDecoder().decode(c), StandardCharsets.US_ASCII);
        if (raw.startsWith("o")) {
          int offset = Integer.parseInt(raw.substring(1));
          if (offset > 0 && offset < size && offset % pageSize == 0) {
            return offset;
          }
        }
      } catch (IllegalArgumentException e) {
        // falls through to the invalid-cursor error
      }
    }
    throw McpException.invalidParams("Invalid cursor");
  }
}
