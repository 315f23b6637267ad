package io.gatehouse.api.manifest;

import io.vertx.core.json.JsonObject;

import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How an operation maps onto an upstream call. Strings may hold placeholders {@code {param}} or
 * {@code {param|filter}} (filters: {@code upper}, {@code lower}, {@code padN} for zero padding to N
 * digits). A query or header whose whole value is one placeholder of an absent argument is left out.
 *
 * @param upstream the manifest's upstream name
 * @param method   HTTP method
 * @param path     path below the upstream's base URL
 * @param query    query parameters in order
 * @param headers  extra headers
 * @param jsonBody when true the arguments not used elsewhere are sent as a JSON body
 */
public record RequestTemplate(String upstream, String method, String path, Map<String, String> query,
                              Map<String, String> headers, boolean jsonBody) {

  /** A placeholder: group 1 is the parameter, group 2 the optional filter. */
  public static final Pattern PLACEHOLDER = Pattern.compile("\\{([A-Za-z_][A-Za-z0-9_.]*)(?:\\|([a-z0-9]+))?}");

  static RequestTemplate fromJson(JsonObject json, String where, List<String> problems) {
    String path = json.getString("path");
    if (path == null || !path.startsWith("/")) problems.add(where + ".path must start with /");
    return new RequestTemplate(json.getString("upstream"), json.getString("method", "GET").toUpperCase(),
      path, strings(json.getJsonObject("query")), strings(json.getJsonObject("headers")),
      json.getBoolean("jsonBody", false));
  }

  private static Map<String, String> strings(JsonObject json) {
    Map<String, String> map = new LinkedHashMap<>();
    if (json != null) json.forEach(e -> map.put(e.getKey(), String.valueOf(e.getValue())));
    return java.util.Collections.unmodifiableMap(map);
  }

  /** Every parameter the template refers to. */
  public Set<String> placeholders() {
    Set<String> names = new LinkedHashSet<>();
    collect(path, names);
    query.values().forEach(v -> collect(v, names));
    headers.values().forEach(v -> collect(v, names));
    return names;
  }

  static void collect(String template, Set<String> into) {
    if (template == null) return;
    Matcher m = PLACEHOLDER.matcher(template);
    while (m.find()) into.add(m.group(1));
  }
}
