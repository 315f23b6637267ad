package io.gatehouse.api.manifest;

import io.vertx.core.json.JsonObject;

/**
 * How an upstream credential is sent: in a header or a query parameter, its value read from the
 * named variable (configuration or environment).
 *
 * @param in       {@code header} or {@code query}
 * @param name     header or query parameter name
 * @param variable the variable holding the value, e.g. {@code FRED_API_KEY}
 * @param prefix   put before the value, e.g. {@code "Bearer "}
 * @param required whether calls fail without it (they answer which variable to set)
 * @param basic    {@code scheme: basic}: the value is sent as HTTP Basic credentials, the key as user
 *                 name with an empty password ({@code Basic base64(key:)}), as Companies House wants
 */
public record AuthSpec(String in, String name, String variable, String prefix, boolean required, boolean basic) {

  public AuthSpec(String in, String name, String variable, String prefix, boolean required) {
    this(in, name, variable, prefix, required, false);
  }

  static AuthSpec fromJson(JsonObject json, String where, java.util.List<String> problems) {
    if (json == null) return null;
    String in = json.getString("in", "header");
    if (!in.equals("header") && !in.equals("query")) problems.add(where + ".in must be header or query");
    String name = json.getString("name");
    String variable = json.getString("variable");
    if (name == null) problems.add(where + ".name is required");
    if (variable == null) problems.add(where + ".variable is required");
    String scheme = json.getString("scheme");
    if (scheme != null && !scheme.equals("basic")) problems.add(where + ".scheme must be basic when given");
    boolean basic = "basic".equals(scheme);
    if (basic && !in.equals("header")) problems.add(where + ".scheme basic needs in: header");
    return new AuthSpec(in, name, variable, json.getString("prefix", ""), json.getBoolean("required", true), basic);
  }
}
