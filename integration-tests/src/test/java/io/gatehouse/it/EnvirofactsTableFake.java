package io.gatehouse.it;

import io.vertx.core.Handler;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.RoutingContext;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An Envirofacts table read as the current Data Service API spells it,
 * {@code /efservice/{table}/{column}/{operator}/{value}/{first}:{last}/JSON} with named operators,
 * answering rows numbered {@code first} to {@code last}. The legacy spelling (a {@code rows/} segment,
 * {@code =}, {@code !=}, {@code <}, {@code >}, {@code BEGINNING}, {@code CONTAINING}) is refused with 400,
 * so an operation that still builds it fails.
 */
final class EnvirofactsTableFake {

  private static final Set<String> OPERATORS = Set.of("equals", "notEquals", "lessThan", "lessThanEqual",
    "greaterThan", "greaterThanEqual", "beginsWith", "endsWith", "contains", "excludes", "like", "in", "notIn");
  private static final Pattern WINDOW = Pattern.compile("(\\d+):(\\d+)");

  /** One table read as the fake understood it. */
  record Read(String table, String column, String operator, String value, int first, int last) {
  }

  private EnvirofactsTableFake() {
  }

  /** Answers table reads, putting each one it understood into {@code reads} under its table. */
  static Handler<RoutingContext> serving(Map<String, Read> reads) {
    return rc -> {
      String path = rc.request().path().replaceFirst("^/efservice/", "");
      Read read;
      try {
        read = parse(List.of(path.split("/", -1)));
      } catch (IllegalArgumentException e) {
        rc.response().setStatusCode(400).putHeader("Content-Type", "application/json")
          .end(new JsonObject().put("error", e.getMessage() + ": " + path).encode());
        return;
      }
      reads.put(read.table(), read);
      JsonArray rows = new JsonArray();
      for (int n = read.first(); n <= read.last(); n++) {
        rows.add(new JsonObject().put("row_number", n).put(read.column(), read.value()));
      }
      rc.response().putHeader("Content-Type", "application/json").end(rows.encode());
    };
  }

  private static Read parse(List<String> segments) {
    if (segments.contains("rows")) throw new IllegalArgumentException("rows/ is the legacy paging syntax");
    if (segments.size() != 6 || !segments.get(5).equals("JSON")) {
      throw new IllegalArgumentException("expected {table}/{column}/{operator}/{value}/{first}:{last}/JSON");
    }
    if (!OPERATORS.contains(segments.get(2))) throw new IllegalArgumentException("unknown operator " + segments.get(2));
    Matcher window = WINDOW.matcher(segments.get(4));
    if (!window.matches() || Integer.parseInt(window.group(1)) > Integer.parseInt(window.group(2))) {
      throw new IllegalArgumentException("expected a row window first:last");
    }
    return new Read(segments.get(0), segments.get(1), segments.get(2), decode(segments.get(3)),
      Integer.parseInt(window.group(1)), Integer.parseInt(window.group(2)));
  }

  private static String decode(String segment) {
    return URLDecoder.decode(segment.replace("+", "%2B"), StandardCharsets.UTF_8);
  }
}
