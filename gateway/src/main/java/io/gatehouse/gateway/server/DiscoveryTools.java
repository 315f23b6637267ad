package io.gatehouse.gateway.server;

import io.gatehouse.gateway.discovery.SearchableTool;
import io.gatehouse.gateway.discovery.ToolIndex;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * search_tools and call_tool: two tools through which a client that keeps only the first tools of
 * a large list (many cap at 128) finds any operation by words and calls it by name.
 */
final class DiscoveryTools {

  static final String SEARCH = "search_tools";
  static final String CALL = "call_tool";
  private static final int DEFAULT_LIMIT = 10;
  private static final int MAX_LIMIT = 50;
  // a result line stays short: the rest of a description is one include_schema away
  private static final int SUMMARY_CHARS = 160;

  private final Map<String, JsonObject> tools = new LinkedHashMap<>();
  private final ToolIndex index;

  /** Indexes these tools (in MCP shape, with their providers). */
  DiscoveryTools(List<SearchableTool> searchable) {
    searchable.forEach(s -> tools.put(s.name(), s.tool()));
    this.index = ToolIndex.build(searchable);
  }

  static boolean handles(String name) {
    return SEARCH.equals(name) || CALL.equals(name);
  }

  List<JsonObject> definitions() {
    JsonObject call = new JsonObject()
      .put("name", CALL)
      .put("title", "Call a tool")
      .put("description", "Calls a tool of this server by name, including those not in the tool list; "
        + "find names and argument schemas with " + SEARCH + ".")
      .put("inputSchema", new JsonObject().put("type", "object")
        .put("properties", new JsonObject()
          .put("name", new JsonObject().put("type", "string").put("description", "The tool's name"))
          .put("arguments", new JsonObject().put("type", "object").put("description", "The tool's arguments")))
        .put("required", new JsonArray().add("name")));
    return List.of(searchTool(tools.size()), call);
  }

  /** The search_tools definition for a caller who may use {@code searchable} of the server's tools: the count it finds. */
  static JsonObject searchTool(int searchable) {
    return new JsonObject()
      .put("name", SEARCH)
      .put("title", "Search tools")
      .put("description", "Finds tools of this server by words (e.g. 'quarterly GDP', 'flood warning near Denver', "
        + "'latest 10-K of a company'), best match first: name, title and a one-line description of each; "
        + "include_schema adds the full description and input schema. Call one with " + CALL + ". "
        + searchable + " tools are searchable.")
      .put("inputSchema", new JsonObject().put("type", "object")
        .put("properties", new JsonObject()
          .put("query", new JsonObject().put("type", "string").put("description", "What the tool should do, in words, "
            + "or a tool's exact name"))
          .put("limit", new JsonObject().put("type", "integer").put("minimum", 1).put("maximum", MAX_LIMIT)
            .put("default", DEFAULT_LIMIT))
          .put("offset", new JsonObject().put("type", "integer").put("minimum", 0).put("default", 0)
            .put("description", "Matches to skip: the next_offset of the previous answer"))
          .put("include_schema", new JsonObject().put("type", "boolean").put("default", false)
            .put("description", "Answer each tool's full description and input schema too")))
        .put("required", new JsonArray().add("query")))
      .put("annotations", new JsonObject().put("readOnlyHint", true).put("openWorldHint", false));
  }

  /** One page of the best matches, and where the next page starts if there is one. Null for a bad query. */
  JsonObject search(JsonObject arguments) {
    return search(arguments, null);
  }

  /** As {@link #search(JsonObject)}, finding only the tools {@code visible} accepts (all when null). */
  JsonObject search(JsonObject arguments, Predicate<String> visibleOrNull) {
    if (!(arguments.getValue("query") instanceof String query) || query.isBlank()) return null;
    int limit = Math.max(1, Math.min(MAX_LIMIT, number(arguments, "limit", DEFAULT_LIMIT)));
    // past the last tool there is nothing to find, and offset + limit stays an int
    int offset = Math.max(0, Math.min(tools.size(), number(arguments, "offset", 0)));
    boolean schemas = Boolean.TRUE.equals(arguments.getValue("include_schema"));
    ToolIndex.Hits hits = visibleOrNull == null ? index.search(query, offset, limit)
      : visibleHits(query, offset, limit, visibleOrNull);
    JsonArray found = new JsonArray();
    hits.names().forEach(name -> found.add(entry(tools.get(name), schemas)));
    JsonObject answer = new JsonObject().put("tools", found).put("matches", hits.total());
    int next = offset + hits.names().size();
    if (next < hits.total()) answer.put("next_offset", next);
    return answer;
  }

  /** The page of the matches a caller may see: all matches ranked, then filtered, so totals and offsets are its own. */
  private ToolIndex.Hits visibleHits(String query, int offset, int limit, Predicate<String> visible) {
    List<String> names = index.search(query, 0, Math.max(1, tools.size())).names().stream().filter(visible).toList();
    int from = Math.min(offset, names.size());
    return new ToolIndex.Hits(names.subList(from, Math.min(names.size(), from + limit)), names.size());
  }

  /** Arguments arrive unchecked: a limit or offset that is not a number gets its default. */
  private static int number(JsonObject arguments, String name, int otherwise) {
    return arguments.getValue(name) instanceof Number n ? n.intValue() : otherwise;
  }

  private static JsonObject entry(JsonObject tool, boolean schema) {
    String description = tool.getString("description", "");
    JsonObject entry = new JsonObject().put("name", tool.getString("name")).put("title", tool.getString("title"));
    if (!schema) return entry.put("description", firstLine(description));
    return entry.put("description", description).put("inputSchema", tool.getJsonObject("inputSchema"));
  }

  /** The first sentence, cut at a word when it is long. */
  static String firstLine(String description) {
    int end = description.indexOf(". ");
    String sentence = end < 0 ? description : description.substring(0, end + 1);
    if (sentence.length() <= SUMMARY_CHARS) return sentence;
    int cut = sentence.lastIndexOf(' ', SUMMARY_CHARS - 1);
    return sentence.substring(0, cut > 0 ? cut : SUMMARY_CHARS - 1) + "…";
  }
}
