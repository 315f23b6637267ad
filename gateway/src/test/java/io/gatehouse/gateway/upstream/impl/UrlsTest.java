package io.gatehouse.gateway.upstream.impl;

import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

class UrlsTest {

  @Test
  void encodesQueryValuesInOrder() {
    Map<String, String> params = new LinkedHashMap<>();
    params.put("q", "a b&c=d");
    params.put("name", "Zürich");
    params.put("file_type", "json");
    assertEquals("q=a%20b%26c%3Dd&name=Z%C3%BCrich&file_type=json", Urls.query(params));
  }

  @Test
  void writesPlainParametersAsTheyAre() {
    Map<String, String> params = new LinkedHashMap<>();
    params.put("series_id", "GDP-2.x_y~z");
    params.put("limit", "100");
    assertEquals("series_id=GDP-2.x_y~z&limit=100", Urls.query(params));
  }

  @Test
  void encodesEveryOtherCharacterWhereverItIs() {
    Map<String, String> params = new LinkedHashMap<>();
    params.put("plain", "x");
    params.put("a b", "c/d?e#f");
    assertEquals("plain=x&a%20b=c%2Fd%3Fe%23f", Urls.query(params));
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
