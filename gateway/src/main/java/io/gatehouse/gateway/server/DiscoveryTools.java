package io.gatehouse.gateway.server;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * search_tools and call_tool: two tools through which a client that keeps only the first tools of
 * a large list (many cap at 128) finds any operation by words and calls it by name.
 */
final class DiscoveryTools {

  static final String SEARCH = "search_tools";
  static final String CALL = "call_tool";
  private static final int DEFAULT_LIMIT = 10;
  private static final int MAX_LIMIT = 50;

  private final List<JsonObject> tools;
  private final List<String> haystacks;

  /** Searches these tools (in MCP shape). */
  DiscoveryTools(List<JsonObject> tools) {
    this.tools = tools;
    this.haystacks = tools.stream().map(t -> (t.getString("name") + " " + t.getString("title", "") + " "
      + t.getString("description", "")).toLowerCase(Locale.ROOT)).toList();
  }

  static boolean handles(String name) {
    return SEARCH.equals(name) || CALL.equals(name);
  }

  List<JsonObject> definitions() {
    JsonObject search = new JsonObject()
      .put("name", SEARCH)
      .put("title", "Search tools")
      .put("description", "Finds tools of this server by words (e.g. 'unemployment rate series' or 'earthquakes near'); "
        + "answers their names, descriptions and input schemas. Call one with " + CALL + ". "
        + tools.size() + " tools are searchable.")
      .put("inputSchema", new JsonObject().put("type", "object")
        .put("properties", new JsonObject()
          .put("query", new JsonObject().put("type", "string").put("description", "Words to look for"))
          .put("limit", new JsonObject().put("type", "integer").put("minimum", 1).put("maximum", MAX_LIMIT)
            .put("default", DEFAULT_LIMIT)))
        .put("required", new JsonArray().add("query")))
      .put("annotations", new JsonObject().put("readOnlyHint", true).put("openWorldHint", false));
    JsonObject call = new JsonObject()
      .put("name", CALL)
      .put("title", "Call a tool")
      .put("description", "Calls any tool of this server by name, including those not in the tool list; "
        + "find names and argument schemas with " + SEARCH + ".")
      .put("inputSchema", new JsonObject().put("type", "object")
        .put("properties", new JsonObject()
          .put("name", new JsonObject().put("type", "string").put("description", "The tool's name"))
          .put("arguments", new JsonObject().put("type", "object").put("description", "The tool's arguments")))
        .put("required", new JsonArray().add("name")));
    return List.of(search, call);
  }

  /** The best matches: more query words found first, a word in the name counting most. Null for a bad query. */
  JsonObject search(JsonObject arguments) {
    if (!(arguments.getValue("query") instanceof String query) || query.isBlank()) return null;
    int limit = Math.max(1, Math.min(MAX_LIMIT, arguments.getInteger("limit", DEFAULT_LIMIT)));
    String[] words = query.toLowerCase(Locale.ROOT).split("[^a-z0-9]+");
    record Hit(int index, int score) {
    }
    List<Hit> hits = new ArrayList<>();
    for (int i = 0; i < tools.size(); i++) {
      int score = 0;
      String name = tools.get(i).getString("name");
      for (String word : words) {
        if (word.isEmpty()) continue;
        if (name.contains(word)) score += 3;
        else if (haystacks.get(i).contains(word)) score += 1;
      }
      if (score > 0) hits.add(new Hit(i, score));
    }
    hits.sort(Comparator.comparingInt(Hit::score).reversed().thenComparingInt(Hit::index));
    JsonArray found = new JsonArray();
    hits.stream().limit(limit).forEach(h -> {
      JsonObject t = tools.get(h.index());
      found.add(new JsonObject().put("name", t.getString("name")).put("title", t.getString("title"))
        .put("description", t.getString("description")).put("inputSchema", t.getJsonObject("inputSchema")));
    });
    return new JsonObject().put("tools", found).put("matches", hits.size());
  }
}
