package io.gatehouse.gateway.apps;

import io.gatehouse.gateway.catalog.CatalogOperation;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Which of a server's tools show their results in which view: the view an operation's manifest names,
 * or the series chart for an operation whose answer holds a series. A series chart is a resource per
 * tool, since it carries where that tool's answer keeps its points.
 */
public final class AppLinks {

  private static final Logger log = LoggerFactory.getLogger(AppLinks.class);
  private static final String SCHEME = "ui://gatehouse/";

  private record Link(String uri, String view, JsonObject config, String title, String description) {

    JsonObject resource() {
      return new JsonObject().put("uri", uri).put("name", uri.substring(SCHEME.length()).replace('/', '-'))
        .put("title", title).put("description", description).put("mimeType", AppsExtension.MIME_TYPE)
        .put("_meta", AppViews.uiMeta());
    }
  }

  private final AppViews views;
  private final Map<String, Link> byTool = new LinkedHashMap<>();
  private final Map<String, Link> byUri = new LinkedHashMap<>();

  private AppLinks(AppViews views) {
    this.views = views;
  }

  /** No views: every tool answers as text only. */
  public static AppLinks none() {
    return new AppLinks(AppViews.shipped());
  }

  /** The links of these operations, by tool name. */
  public static AppLinks of(Map<String, CatalogOperation> operations, AppViews views) {
    AppLinks links = new AppLinks(views);
    operations.forEach((tool, op) -> {
      Link link = links.linkOf(tool, op);
      if (link != null) {
        links.byTool.put(tool, link);
        links.byUri.putIfAbsent(link.uri(), link);
      }
    });
    return links;
  }

  private Link linkOf(String tool, CatalogOperation op) {
    String view = op.spec().view();
    if (view != null && !views.names().contains(view)) {
      log.warn("{}: the manifest names view {}, which this gateway does not ship; its results show as text only", tool, view);
    } else if (AppViews.LEAD_REPORT.equals(view)) {
      return new Link(SCHEME + view, view, new JsonObject(), "Lead report",
        "The verdict of a lead with each check's outcome and reason codes, the cross-checks and the sources behind them");
    } else if (AppViews.SCREENING_MATCH.equals(view)) {
      return new Link(SCHEME + view, view, new JsonObject(), "Screening match",
        "The screened name beside each matched list entry: its names, birth dates, programmes, list and version, the words that matched, the score");
    } else if (op.spec().series() != null) {
      JsonObject config = new JsonObject().put("tool", tool).put("series", op.spec().series().copy());
      return new Link(SCHEME + AppViews.SERIES_CHART + "/" + tool, AppViews.SERIES_CHART, config,
        "Series chart of " + tool, "The series of " + tool + " as a chart and a table, with its forecast band,"
        + " anomalies and change points when the call asked for enrichment");
    }
    return null;
  }

  public boolean isEmpty() {
    return byTool.isEmpty();
  }

  /** The tool as a client of the extension sees it: with its view's URI, when it has one. */
  public JsonObject linked(JsonObject tool) {
    Link link = byTool.get(tool.getString("name"));
    if (link == null) return tool;
    JsonObject copy = tool.copy();
    JsonObject meta = copy.getJsonObject("_meta");
    if (meta == null) copy.put("_meta", meta = new JsonObject());
    meta.put("ui", new JsonObject().put("resourceUri", link.uri()));
    return copy;
  }

  /** The page of the tool's view, or null when it has none. */
  public String page(String tool) {
    Link link = byTool.get(tool);
    return link == null ? null : views.page(link.view(), link.config());
  }

  /** The views' resources of these tools, each once, in the tools' order. */
  public List<JsonObject> resources(Collection<String> tools) {
    Set<String> uris = new LinkedHashSet<>();
    tools.forEach(tool -> {
      Link link = byTool.get(tool);
      if (link != null) uris.add(link.uri());
    });
    List<JsonObject> list = new ArrayList<>(uris.size());
    uris.forEach(uri -> list.add(byUri.get(uri).resource()));
    return list;
  }

  /** The contents of a resources/read of a view, or null when no tool links that URI. */
  public JsonArray read(String uri) {
    Link link = byUri.get(uri);
    if (link == null) return null;
    return new JsonArray().add(new JsonObject().put("uri", uri).put("mimeType", AppsExtension.MIME_TYPE)
      .put("text", views.page(link.view(), link.config())).put("_meta", AppViews.uiMeta()));
  }
}
