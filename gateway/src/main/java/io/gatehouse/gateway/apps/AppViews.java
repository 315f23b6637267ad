package io.gatehouse.gateway.apps;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * The views the gateway ships, read once from its own resources. Each page is whole in itself: the
 * shared style and the host bridge are written into it here, so a host's sandbox loads nothing else
 * (its declared CSP names no origin).
 */
public final class AppViews {

  public static final String LEAD_REPORT = "lead-report";
  public static final String SCREENING_MATCH = "screening-match";
  public static final String SERIES_CHART = "series-chart";
  /** A view's budget (before its configuration, a few hundred bytes): hosts fetch it on connect and keep it. */
  static final int MAX_BYTES = 60 * 1024;

  private static final String FOLDER = "views/";
  private static final String STYLE_SLOT = "/*gatehouse:style*/";
  private static final String BRIDGE_SLOT = "/*gatehouse:bridge*/";
  private static final String CONFIG_SLOT = "/*gatehouse:config*/";
  private static final AppViews SHIPPED = load();

  private final Map<String, String> pages;

  private AppViews(Map<String, String> pages) {
    this.pages = pages;
  }

  public static AppViews shipped() {
    return SHIPPED;
  }

  public Set<String> names() {
    return pages.keySet();
  }

  /** The page of a view with this configuration (a JSON object the view reads), or null for an unknown view. */
  public String page(String view, JsonObject config) {
    String page = pages.get(view);
    return page == null ? null : page.replace(CONFIG_SLOT, config.encode().replace("</", "<\\/"));
  }

  /** What a view declares to its host: no origin to reach, a border around it. */
  public static JsonObject uiMeta() {
    return new JsonObject().put("ui", new JsonObject()
      .put("csp", new JsonObject().put("connectDomains", new JsonArray()).put("resourceDomains", new JsonArray()))
      .put("prefersBorder", true));
  }

  private static AppViews load() {
    String style = text(FOLDER + "view.css");
    String bridge = text(FOLDER + "bridge.js");
    Map<String, String> pages = new LinkedHashMap<>();
    for (String name : new String[] {LEAD_REPORT, SCREENING_MATCH, SERIES_CHART}) {
      String page = text(FOLDER + name + ".html").replace(STYLE_SLOT, style).replace(BRIDGE_SLOT, bridge);
      // the pages ship with the gateway: one over budget is a build's mistake, caught by any test that starts it
      if (page.getBytes(StandardCharsets.UTF_8).length > MAX_BYTES) {
        throw new IllegalStateException("view " + name + " is over its budget of " + MAX_BYTES + " bytes");
      }
      pages.put(name, page);
    }
    return new AppViews(Collections.unmodifiableMap(pages));
  }

  private static String text(String name) {
    try (InputStream in = AppViews.class.getResourceAsStream(name)) {
      if (in == null) throw new IllegalStateException("view resource missing: " + name);
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
