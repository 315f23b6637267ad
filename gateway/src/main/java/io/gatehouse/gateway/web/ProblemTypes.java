package io.gatehouse.gateway.web;

import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.TreeMap;

/**
 * What each problem {@code type} means and what to do about it, served where the type points
 * ({@code GET /problems/<slug>}): a page for a person, the JSON description for a client that asks for it.
 */
public final class ProblemTypes implements RouteFeature {

  private static final Map<String, JsonObject> TYPES = load();

  /** Whether the slug has a page. */
  public static boolean known(String slug) {
    return TYPES.containsKey(slug);
  }

  @Override
  public void mount(Router router) {
    router.get(Problem.TYPE_PATH + ":slug").handler(this::handleType);
  }

  private void handleType(RoutingContext rc) {
    String slug = rc.pathParam("slug");
    JsonObject type = TYPES.get(slug);
    if (type == null) {
      Problem.send(rc, 404, "not-found", "Not found", "no problem type " + slug, null);
      return;
    }
    String accept = rc.request().getHeader("Accept");
    if (accept != null && accept.contains("json") && !accept.contains("html")) {
      rc.response().putHeader("Content-Type", "application/json").end(type.encode());
      return;
    }
    rc.response().putHeader("Content-Type", "text/html; charset=utf-8")
      .putHeader("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'")
      .end("<!doctype html><html lang=\"en\"><meta charset=\"utf-8\"><title>" + html(type.getString("title"))
        + "</title><style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;"
        + "line-height:1.5}code{background:#eee;padding:0 .2em}</style><h1>" + html(type.getString("title"))
        + "</h1><p><code>" + html(type.getString("type")) + "</code></p><p>" + html(type.getString("description"))
        + "</p><p><a href=\"/\">Gatehouse developer portal</a></p></html>");
  }

  private static String html(String text) {
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
  }

  private static Map<String, JsonObject> load() {
    try (InputStream in = ProblemTypes.class.getResourceAsStream("problems.json")) {
      JsonObject all = new JsonObject(Buffer.buffer(in.readAllBytes()));
      Map<String, JsonObject> types = new TreeMap<>();
      all.forEach(e -> {
        JsonArray words = (JsonArray) e.getValue();
        types.put(e.getKey(), new JsonObject().put("type", Problem.type(e.getKey())).put("title", words.getString(0))
          .put("description", words.getString(1)));
      });
      return Map.copyOf(types);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
