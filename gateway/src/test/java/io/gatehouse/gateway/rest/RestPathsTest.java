package io.gatehouse.gateway.rest;

import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class RestPathsTest {

  private final RestPaths<String> paths = new RestPaths<>();

  RestPathsTest() {
    paths.add("GET", "/api/v1/fred/series/{series_id}", "series");
    paths.add("GET", "/api/v1/fred/series/{series_id}/observations", "observations");
    paths.add("GET", "/api/v1/fred/series/search", "search");
    paths.add("GET", "/api/v1/fred/series/search/tags", "search-tags");
    paths.add("POST", "/api/v1/fred/series/search", "search-post");
  }

  @Test
  void parametersAreTakenFromTheirSegmentsAndDecoded() {
    var match = paths.find("GET", "/api/v1/fred/series/GNP%20CA%2B1+2/observations");
    assertEquals("observations", match.op());
    assertEquals(Map.of("series_id", "GNP CA+1+2"), match.pathParams());
  }

  @Test
  void literalsWinAndParametersTakeOverWhenTheLiteralLeadsNowhere() {
    assertEquals("search", paths.find("GET", "/api/v1/fred/series/search").op());
    assertEquals("search-post", paths.find("POST", "/api/v1/fred/series/search").op());
    var observations = paths.find("GET", "/api/v1/fred/series/search/observations");
    assertEquals("observations", observations.op());
    assertEquals("search", observations.pathParams().get("series_id"));
  }

  @Test
  void aTrailingSlashIsTheSamePath() {
    assertEquals("series", paths.find("GET", "/api/v1/fred/series/GNPCA/").op());
  }

  @Test
  void unknownPathsAndWrongMethodsAreTold() {
    assertNull(paths.find("GET", "/api/v1/fred/series/GNPCA/vintages"));
    assertNull(paths.find("GET", "/api/v1/fred/series//observations"));
    assertNull(paths.find("GET", "/api/v1/fred"));
    var wrongMethod = paths.find("DELETE", "/api/v1/fred/series/GNPCA");
    assertNull(wrongMethod.op());
  }
}
