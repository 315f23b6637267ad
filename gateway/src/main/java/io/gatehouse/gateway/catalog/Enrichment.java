package io.gatehouse.gateway.catalog;

import io.gatehouse.api.manifest.OperationSpec;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.Arrays;
import java.util.List;

/**
 * Opt-in enrichment of operations whose answer holds a time series (the manifest's {@code series}):
 * their schema gains an {@code enrich} argument, e.g. {@code enrich=forecast,anomalies}, and the
 * gateway adds the {@code timeseries_analyze} result to the answer.
 */
public final class Enrichment {

  public static final String ARGUMENT = "enrich";
  public static final String TOOL = "timeseries_analyze";
  private static final List<String> TASKS = List.of("forecast", "anomalies", "changepoints", "trend");

  private Enrichment() {
  }

  /** The operation's argument schema, with {@code enrich} when it offers enrichment. */
  static JsonObject parameters(OperationSpec spec) {
    if (spec.series() == null) return spec.parameters();
    JsonObject schema = spec.parameters().copy();
    JsonObject properties = schema.getJsonObject("properties");
    if (properties == null) schema.put("properties", properties = new JsonObject());
    properties.put(ARGUMENT, new JsonObject()
      .put("type", "string")
      .put("pattern", "^(" + String.join("|", TASKS) + ")(,(" + String.join("|", TASKS) + "))*$")
      .put("description", "Adds machine-learning analysis of the series to the answer: a comma list of "
        + String.join(", ", TASKS) + " (computed by " + TOOL + ")."));
    return schema;
  }

  /** The requested tasks, or null when the call asks for none. */
  public static List<String> tasks(JsonObject arguments) {
    String value = arguments.getString(ARGUMENT);
    return value == null || value.isBlank() ? null : Arrays.asList(value.split(","));
  }

  /** The series' points as {date, value}, read where the manifest says they are; empty when absent. */
  public static JsonArray points(OperationSpec spec, JsonObject result) {
    JsonObject series = spec.series();
    Object node = result.getValue("data");
    // dotted steps; a number steps into an array (NWIS nests its values in time series lists)
    for (String key : series.getString("items").split("\\.")) {
      if (node instanceof JsonObject object) {
        node = object.getValue(key);
      } else if (node instanceof JsonArray array && key.chars().allMatch(Character::isDigit)
        && Integer.parseInt(key) < array.size()) {
        node = array.getValue(Integer.parseInt(key));
      } else {
        node = null;
      }
    }
    JsonArray points = new JsonArray();
    if (!(node instanceof JsonArray items)) return points;
    String date = series.getString("date", "date");
    String value = series.getString("value", "value");
    for (Object item : items) {
      if (item instanceof JsonObject row && row.getValue(date) != null) {
        points.add(new JsonObject().put("date", String.valueOf(row.getValue(date))).put("value", row.getValue(value)));
      }
    }
    return points;
  }
}
