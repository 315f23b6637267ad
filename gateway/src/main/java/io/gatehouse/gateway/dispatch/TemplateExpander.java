package io.gatehouse.gateway.dispatch;

import io.gatehouse.api.manifest.RequestTemplate;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;

/** Fills a manifest's request template with an invocation's arguments. */
final class TemplateExpander {

  private TemplateExpander() {
  }

  /**
   * Expands every placeholder. A value that is exactly one placeholder of an absent argument gives
   * null, so optional query parameters are left out; elsewhere an absent argument expands to "".
   */
  static String expand(String template, JsonObject args, boolean pathSegment) {
    Matcher m = RequestTemplate.PLACEHOLDER.matcher(template);
    if (m.matches() && value(args, m.group(1)) == null) return null;
    m.reset();
    StringBuilder out = new StringBuilder();
    while (m.find()) {
      Object value = value(args, m.group(1));
      String text = value == null ? "" : filter(render(value), m.group(2));
      m.appendReplacement(out, Matcher.quoteReplacement(pathSegment ? encodeSegment(text) : text));
    }
    m.appendTail(out);
    return out.toString();
  }

  private static Object value(JsonObject args, String name) {
    return args.getValue(name);
  }

  /** Arrays become comma lists, the form upstream APIs take for multi-valued parameters. */
  private static String render(Object value) {
    if (value instanceof JsonArray array) {
      StringBuilder joined = new StringBuilder();
      for (Object item : array) {
        if (joined.length() > 0) joined.append(',');
        joined.append(item);
      }
      return joined.toString();
    }
    return String.valueOf(value);
  }

  private static String filter(String value, String filter) {
    if (filter == null) return value;
    if (filter.equals("upper")) return value.toUpperCase(java.util.Locale.ROOT);
    if (filter.equals("lower")) return value.toLowerCase(java.util.Locale.ROOT);
    if (filter.startsWith("pad")) {
      int width = Integer.parseInt(filter.substring(3));
      return value.length() >= width ? value : "0".repeat(width - value.length()) + value;
    }
    throw new IllegalArgumentException("unknown template filter " + filter);
  }

  private static String encodeSegment(String text) {
    return URLEncoder.encode(text, StandardCharsets.UTF_8).replace("+", "%20").replace("%2C", ",");
  }
}
