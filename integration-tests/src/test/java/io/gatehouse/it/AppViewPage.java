package io.gatehouse.it;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.nio.charset.StandardCharsets;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What every view read from the gateway must be: one whole HTML page of the MCP Apps type, small, reaching nowhere. */
final class AppViewPage {

  static final String MIME = "text/html;profile=mcp-app";
  static final int MAX_BYTES = 60 * 1024;
  /** A reference that would load something from elsewhere: a script, style, image, frame or font by URL. */
  private static final Pattern EXTERNAL = Pattern.compile(
    "(src|href|action)\\s*=\\s*[\"']?\\s*(https?:)?//|@import|url\\(\\s*[\"']?(https?:)?//|<script[^>]+src=", Pattern.CASE_INSENSITIVE);

  private AppViewPage() {
  }

  /** The page of a resources/read result, checked. */
  static String check(JsonObject read, String what) {
    JsonArray contents = read.getJsonArray("contents");
    assertEquals(1, contents.size(), what);
    JsonObject content = contents.getJsonObject(0);
    assertEquals(MIME, content.getString("mimeType"), what);
    String page = content.getString("text");
    assertTrue(page.startsWith("<!DOCTYPE html>"), what + " is an HTML5 document");
    int bytes = page.getBytes(StandardCharsets.UTF_8).length;
    assertTrue(bytes <= MAX_BYTES, what + " is " + bytes + " bytes, over its budget of " + MAX_BYTES);
    assertFalse(EXTERNAL.matcher(page).find(), what + " loads something from another origin: " + firstExternal(page));
    assertFalse(page.contains("/*gatehouse:"), what + " has a slot left unfilled");
    JsonObject csp = content.getJsonObject("_meta").getJsonObject("ui").getJsonObject("csp");
    assertEquals(new JsonArray(), csp.getJsonArray("connectDomains"), what + " declares no origin to connect to");
    assertEquals(new JsonArray(), csp.getJsonArray("resourceDomains"), what + " declares no origin to load from");
    return page;
  }

  private static String firstExternal(String page) {
    var m = EXTERNAL.matcher(page);
    return m.find() ? page.substring(Math.max(0, m.start() - 40), Math.min(page.length(), m.end() + 40)) : "";
  }
}
