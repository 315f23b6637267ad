package io.gatehouse.gateway.catalog;

import io.gatehouse.api.manifest.OperationSpec;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * Opt-in enrichment of operations whose answer holds a time series (the manifest's {@code series}):
 * their schema gains an {@code enrich} argument, e.g. {@code enrich=forecast,anomalies}, and the
 * gateway adds the result of the {@link SeriesEnricher} a provider declared to the answer.
 */
public final class Enrichment {

  public static final String ARGUMENT = "enrich";

  private Enrichment() {
  }

  /** The operation's argument schema, with {@code enrich} when it has a series and some provider analyses series. */
  static JsonObject parameters(OperationSpec spec, SeriesEnricher enricherOrNull) {
    if (spec.series() == null || enricherOrNull == null) return spec.parameters();
    List<String> tasks = enricherOrNull.tasks();
    JsonObject schema = spec.parameters().copy();
    JsonObject properties = schema.getJsonObject("properties");
    if (properties == null) schema.put("properties", properties = new JsonObject());
    properties.put(ARGUMENT, new JsonObject()
      .put("type", "string")
      .put("pattern", "^(" + String.join("|", tasks) + ")(,(" + String.join("|", tasks) + "))*$")
      .put("description", "Adds machine-learning analysis of the series to the answer: a comma list of "
        + String.join(", ", tasks) + " (computed by " + enricherOrNull.toolName() + ")."));
    return schema;
  }

  /** The requested tasks, or null when the call asks for none. */
  public static List<String> tasks(JsonObject arguments) {
    String value = arguments.getString(ARGUMENT);
    return value == null || value.isBlank() ? null : Arrays.asList(value.split(","));
  }

  /**
   * The series' points as {date, value}, read where the manifest says they are; empty when absent.
   * {@code date} and {@code value} may be dotted paths into each row (GeoJSON features keep them
   * under {@code properties}). Where one answer can hold several series (stations, data types),
   * the manifest's {@code key} names the fields that tell them apart and only the first row's
   * series is read, so values of different series are never analysed as one.
   */
  public static JsonArray points(OperationSpec spec, JsonObject result) {
    JsonObject series = spec.series();
    JsonArray points = new JsonArray();
    if (!(at(result.getValue("data"), series.getString("items")) instanceof JsonArray items)) return points;
    String date = series.getString("date", "date");
    String value = series.getString("value", "value");
    JsonObject first = null;
    for (Object item : items) {
      if (!(item instanceof JsonObject row) || at(row, date) == null) continue;
      if (first == null) first = row;
      if (!sameSeries(series, first, row)) continue;
      points.add(new JsonObject().put("date", String.valueOf(at(row, date))).put("value", at(row, value)));
    }
    return points;
  }

  /** The key fields' values of the series {@link #points} reads, or null when the manifest declares no key. */
  public static JsonObject seriesKey(OperationSpec spec, JsonObject result) {
    JsonArray key = spec.series().getJsonArray("key");
    if (key == null || !(at(result.getValue("data"), spec.series().getString("items")) instanceof JsonArray items)) return null;
    String date = spec.series().getString("date", "date");
    for (Object item : items) {
      if (item instanceof JsonObject row && at(row, date) != null) {
        JsonObject out = new JsonObject();
        key.forEach(k -> out.put(String.valueOf(k), at(row, String.valueOf(k))));
        return out;
      }
    }
    return null;
  }

  private static boolean sameSeries(JsonObject series, JsonObject first, JsonObject row) {
    JsonArray key = series.getJsonArray("key");
    if (key == null) return true;
    for (Object k : key) {
      if (!Objects.equals(at(first, String.valueOf(k)), at(row, String.valueOf(k)))) return false;
    }
    return true;
  }

  /** Follows dotted steps; a number steps into an array (NWIS nests its values in time series lists). */
  private static Object at(Object node, String path) {
    for (String key : path.split("\\.")) {
      if (node instanceof JsonObject object) {
        node = object.getValue(key);
      } else if (node instanceof JsonArray array && key.chars().allMatch(Character::isDigit)
        && Integer.parseInt(key) < array.size()) {
        node = array.getValue(Integer.parseInt(key));
      } else {
        return null;
      }
    }
    return node;
  }
}
