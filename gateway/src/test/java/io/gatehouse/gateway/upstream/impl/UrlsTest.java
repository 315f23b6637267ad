package io.gatehouse.gateway.upstream.impl;

import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

class UrlsTest {

  /** Names and values in turn, kept in their order. */
  private static Map<String, String> params(String... namesAndValues) {
    Map<String, String> params = new LinkedHashMap<>();
    for (int i = 0; i < namesAndValues.length; i += 2) params.put(namesAndValues[i], namesAndValues[i + 1]);
    return params;
  }

  @Test
  void encodesQueryValuesInOrder() {
    assertEquals("q=a%20b%26c%3Dd&name=Z%C3%BCrich&file_type=json",
      Urls.query(params("q", "a b&c=d", "name", "Zürich", "file_type", "json")));
  }

  @Test
  void writesPlainParametersAsTheyAre() {
    assertEquals("series_id=GDP-2.x_y~z&limit=100", Urls.query(params("series_id", "GDP-2.x_y~z", "limit", "100")));
  }

  @Test
  void encodesEveryOtherCharacterWhereverItIs() {
    assertEquals("plain=x&a%20b=c%2Fd%3Fe%23f", Urls.query(params("plain", "x", "a b", "c/d?e#f")));
  }

  @Test
  void joinsBasePathAndQuery() {
    assertEquals("https://api.example/v1/series?a=1", Urls.build("https://api.example/v1/", "/series", "a=1"));
    assertEquals("https://api.example/search?fixed=x&a=1", Urls.build("https://api.example", "search?fixed=x", "a=1"));
    assertEquals("https://api.example", Urls.build("https://api.example", "", ""));
  }

  @Test
  void addsAParameterLast() {
    assertEquals("a=1&api_key=k%2B1", Urls.withParam("a=1", "api_key", "k+1"));
    assertEquals("api_key=k", Urls.withParam("", "api_key", "k"));
  }
}
