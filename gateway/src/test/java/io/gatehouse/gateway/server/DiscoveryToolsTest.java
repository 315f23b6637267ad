package io.gatehouse.gateway.server;

import io.gatehouse.gateway.discovery.SearchableTool;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DiscoveryToolsTest {

  private static final String LONG = "Returns the data values of a series: observations with date and value (a decimal "
    + "string, '.' when missing), in the series' units unless transformed with units, optionally aggregated to a "
    + "lower frequency. Paged with limit and offset.";

  private static DiscoveryTools discovery(int seriesTools) {
    List<SearchableTool> tools = new ArrayList<>();
    for (int i = 0; i < seriesTools; i++) {
      JsonObject tool = new JsonObject().put("name", "fred_series_" + i).put("title", "Series " + i)
        .put("description", LONG).put("inputSchema", new JsonObject().put("type", "object"));
      tools.add(new SearchableTool(tool, "fred", "FRED", "Economic data"));
    }
    return new DiscoveryTools(tools);
  }

  @Test
  void answersNameTitleAndOneLineUnlessTheSchemaIsAsked() {
    DiscoveryTools discovery = discovery(1);
    JsonObject compact = discovery.search(new JsonObject().put("query", "series observations")).getJsonArray("tools")
      .getJsonObject(0);
    assertEquals(new JsonObject().put("name", "fred_series_0").put("title", "Series 0")
      .put("description", "Returns the data values of a series: observations with date and value (a decimal string, "
        + "'.' when missing), in the series' units unless transformed with units,…"), compact);

    JsonObject full = discovery.search(new JsonObject().put("query", "series").put("include_schema", true))
      .getJsonArray("tools").getJsonObject(0);
    assertEquals(LONG, full.getString("description"));
    assertEquals(new JsonObject().put("type", "object"), full.getJsonObject("inputSchema"));
  }

  @Test
  void pagesWithOffsetUntilNoNextOffset() {
    DiscoveryTools discovery = discovery(12);
    JsonObject first = discovery.search(new JsonObject().put("query", "series"));
    assertEquals(12, first.getInteger("matches"));
    assertEquals(10, first.getJsonArray("tools").size());
    assertEquals(10, first.getInteger("next_offset"));
    JsonObject rest = discovery.search(new JsonObject().put("query", "series").put("offset", 10));
    assertEquals(2, rest.getJsonArray("tools").size());
    assertFalse(rest.containsKey("next_offset"));
    assertEquals(0, discovery.search(new JsonObject().put("query", "series").put("offset", Integer.MAX_VALUE))
      .getJsonArray("tools").size());
    JsonObject lenient = discovery.search(new JsonObject().put("query", "series").put("limit", "5").put("offset", "x")
      .put("include_schema", "yes"));
    assertEquals(10, lenient.getJsonArray("tools").size(), "arguments of the wrong type get their defaults");
    assertFalse(lenient.getJsonArray("tools").getJsonObject(0).containsKey("inputSchema"));
  }

  @Test
  void refusesAQueryThatIsNotWords() {
    assertNull(discovery(1).search(new JsonObject().put("query", " ")));
    assertNull(discovery(1).search(new JsonObject().put("query", 3)));
  }

  @Test
  void declaresItsArgumentsAndCountsTheSearchableTools() {
    JsonObject search = discovery(3).definitions().get(0);
    JsonObject properties = search.getJsonObject("inputSchema").getJsonObject("properties");
    assertEquals(List.of("query", "limit", "offset", "include_schema"), new ArrayList<>(properties.fieldNames()));
    assertEquals(new JsonArray().add("query"), search.getJsonObject("inputSchema").getJsonArray("required"));
    assertTrue(search.getString("description").contains("3 tools are searchable"));
  }

  @Test
  void aShortDescriptionIsItsFirstSentence() {
    assertEquals("Counts events.", DiscoveryTools.firstLine("Counts events. Paged by cursor."));
    assertEquals("No full stop", DiscoveryTools.firstLine("No full stop"));
  }
}
