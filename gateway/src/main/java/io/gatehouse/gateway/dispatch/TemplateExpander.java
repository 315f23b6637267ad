package io.gatehouse.gateway.dispatch;

import io.gatehouse.api.DotSegments;
import io.gatehouse.api.Failure;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.manifest.RequestTemplate;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;

/** Fills a manifest's request template with an invocation's arguments. */
final class TemplateExpander {

  /** Templates come only from manifests, so this holds one parse of each for the process's life. */
  private static final Map<String, List<Part>> PARSED = new ConcurrentHashMap<>();

  /** Literal text, or a placeholder: the parameter's name and its optional filter. */
  private record Part(String literal, String name, String filter) {
  }

  private TemplateExpander() {
  }

  /**
   * Expands every placeholder. A value that is exactly one placeholder of an absent argument gives
   * null, so optional query parameters are left out; elsewhere an absent argument expands to "".
   */
  static String expand(String template, JsonObject args, boolean pathSegment) {
    List<Part> parts = PARSED.computeIfAbsent(template, TemplateExpander::parse);
    if (parts.size() == 1) {
      Part only = parts.get(0);
      if (only.literal() != null) return only.literal();
      if (value(args, only.name()) == null) return null;
    }
    StringBuilder out = new StringBuilder(template.length() + 16);
    for (Part part : parts) {
      if (part.literal() != null) {
        out.append(part.literal());
        continue;
      }
      Object value = value(args, part.name());
      String text = value == null ? "" : filter(render(value), part.filter());
      if (pathSegment && DotSegments.isDotSegment(text)) throw dotSegment(part.name());
      out.append(pathSegment ? encodeSegment(text) : text);
    }
    return out.toString();
  }

  /** Refused before any request: an upstream resolving it would serve another resource, with the operator's key. */
  private static ProviderException dotSegment(String name) {
    return new ProviderException(Failure.BAD_ARGUMENT,
      "invalid argument '" + name + "': a path parameter may not be '.' or '..', in any encoding",
      new JsonObject().put("field", name).put("expected", "a value other than '.' or '..'"), null);
  }

  private static List<Part> parse(String template) {
    List<Part> parts = new ArrayList<>();
    Matcher m = RequestTemplate.PLACEHOLDER.matcher(template);
    int literalStart = 0;
    while (m.find()) {
      if (m.start() > literalStart) parts.add(new Part(template.substring(literalStart, m.start()), null, null));
      parts.add(new Part(null, m.group(1), m.group(2)));
      literalStart = m.end();
    }
    if (literalStart < template.length() || parts.isEmpty()) {
      parts.add(new Part(template.substring(literalStart), null, null));
    }
    return List.copyOf(parts);
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

  /** Percent-encodes a path segment, keeping commas; most values need nothing and are returned as they are. */
  private static String encodeSegment(String text) {
    for (int i = 0; i < text.length(); i++) {
      if (!keptInSegment(text.charAt(i))) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8).replace("+", "%20").replace("%2C", ",");
      }
    }
    return text;
  }

  /** What URLEncoder leaves as it is, and the comma. */
  private static boolean keptInSegment(char c) {
    return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
      || c == '-' || c == '_' || c == '.' || c == '*' || c == ',';
  }
}
