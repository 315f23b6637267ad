package io.gatehouse.gateway.mcp.impl;

import io.vertx.core.json.JsonObject;

import java.util.LinkedHashMap;
import java.util.Map;

/** Fits tools, resources and prompts to what a revision defines, copying only when a field must go. */
final class Shapes {

  private Shapes() {
  }

  static JsonObject item(JsonObject src, Revision rev) {
    // a tool's execution (task support) belongs to the tasks extension, which only the stateless revision has
    boolean strip = !rev.modern() && src.containsKey("execution")
      || !rev.icons() && src.containsKey("icons")
      || !rev.structured() && (src.containsKey("title") || src.containsKey("outputSchema") || src.containsKey("_meta"));
    if (!strip) {
      return src;
    }
    Map<String, Object> m = new LinkedHashMap<>(src.getMap());
    if (!rev.modern()) {
      m.remove("execution");
    }
    if (!rev.icons()) {
      m.remove("icons");
    }
    if (!rev.structured()) {
      m.remove("title");
      m.remove("outputSchema");
      // an MCP Apps link is there only for a client that negotiated the extension, which reads it in any revision
      Object meta = m.remove("_meta");
      if (meta instanceof JsonObject o && o.getValue("ui") != null) {
        m.put("_meta", new JsonObject().put("ui", o.getValue("ui")));
      }
    }
    return new JsonObject(m);
  }
}
