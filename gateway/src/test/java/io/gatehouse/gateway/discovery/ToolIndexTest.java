package io.gatehouse.gateway.discovery;

import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

class ToolIndexTest {

  private static SearchableTool tool(String provider, String name, String title, String description,
                                     JsonObject properties) {
    JsonObject tool = new JsonObject().put("name", name).put("title", title).put("description", description)
      .put("inputSchema", new JsonObject().put("type", "object").put("properties", properties));
    return new SearchableTool(tool, provider, provider.toUpperCase(), "Provider " + provider);
  }

  private static final ToolIndex INDEX = ToolIndex.build(List.of(
    tool("fred", "fred_series_observations", "Get the observations of a series",
      "Returns the data values of an economic data series.", new JsonObject()
        .put("series_id", new JsonObject().put("type", "string").put("description", "FRED series id"))),
    tool("fred", "fred_releases", "List all releases", "Every release of economic data.", new JsonObject()),
    tool("weather", "weather_alerts_active", "Active weather alerts",
      "Currently active watches, warnings and advisories.", new JsonObject()),
    tool("usgs", "usgs_feed_significant_week", "Real-time feed: significant earthquakes, past 7 days",
      "Significant earthquakes as GeoJSON.", new JsonObject()),
    tool("vat", "vat_check", "Check an EU VAT number", "Validates a VAT number with VIES.", new JsonObject()),
    tool("kvk", "kvk_lookup", "Read a Dutch registration", "Reads one registration by its number.",
      new JsonObject().put("kvkNummer", new JsonObject().put("type", "string")))));

  private static List<String> names(String query) {
    return INDEX.search(query, 0, 10).names();
  }

  @Test
  void wordsMatchWholeNotInsideOtherWords() {
    assertEquals(List.of("vat_check"), names("vat"));
    assertEquals(List.of(), names("serv"), "a fragment of 'observations' finds nothing");
  }

  @Test
  void wordsMatchTheirOtherFormsAndDomainSynonyms() {
    assertEquals("usgs_feed_significant_week", names("earthquake").get(0));
    assertEquals("usgs_feed_significant_week", names("seismic events this week").get(0));
    assertEquals("fred_series_observations", names("quarterly GDP").get(0));
    assertEquals("weather_alerts_active", names("flood warning near Denver").get(0));
    assertEquals("kvk_lookup", names("check a Dutch company's registration").get(0));
  }

  @Test
  void toolAndParameterNamesAreSearchedAsWords() {
    assertEquals("fred_series_observations", names("series observations").get(0));
    assertEquals("kvk_lookup", names("nummer").get(0), "kvkNummer is the words kvk and nummer");
  }

  @Test
  void anExactToolNameComesFirst() {
    assertEquals("fred_releases", names("fred_releases").get(0));
    assertEquals("vat_check", names("VAT_CHECK").get(0));
  }

  @Test
  void pagesCountEveryMatch() {
    ToolIndex.Hits first = INDEX.search("economic data", 0, 1);
    ToolIndex.Hits second = INDEX.search("economic data", 1, 1);
    assertEquals(2, first.total());
    assertEquals(1, first.names().size());
    assertEquals(1, second.names().size());
    assertNotEquals(first.names(), second.names());
    assertEquals(List.of(), INDEX.search("economic data", 2, 1).names());
  }

  @Test
  void aQueryOfNoWordsFindsNothing() {
    assertEquals(new ToolIndex.Hits(List.of(), 0), INDEX.search("the of and", 0, 10));
    assertEquals(new ToolIndex.Hits(List.of(), 0), INDEX.search("  ", 0, 10));
  }
}
