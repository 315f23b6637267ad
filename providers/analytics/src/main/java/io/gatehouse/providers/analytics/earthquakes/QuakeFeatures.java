package io.gatehouse.providers.analytics.earthquakes;

import io.gatehouse.analytics.quakes.Quake;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads USGS GeoJSON features ({@code properties.time} in epoch ms, {@code properties.mag},
 * {@code geometry.coordinates} as longitude, latitude, depth). Features without a time or a
 * position are skipped and counted.
 */
final class QuakeFeatures {

  private QuakeFeatures() {
  }

  record Parsed(List<Quake> quakes, List<JsonObject> properties, int skipped) {
  }

  static Parsed parse(JsonArray features) {
    List<Quake> quakes = new ArrayList<>();
    List<JsonObject> properties = new ArrayList<>();
    int skipped = 0;
    for (int i = 0; i < features.size(); i++) {
      Quake q = features.getValue(i) instanceof JsonObject f ? quake(f, i) : null;
      if (q == null) {
        skipped++;
        continue;
      }
      quakes.add(q);
      properties.add(((JsonObject) features.getValue(i)).getJsonObject("properties", new JsonObject()));
    }
    return new Parsed(quakes, properties, skipped);
  }

  private static Quake quake(JsonObject feature, int index) {
    JsonObject props = feature.getJsonObject("properties", new JsonObject());
    JsonObject geometry = feature.getJsonObject("geometry");
    Object time = props.getValue("time");
    if (geometry == null || !(time instanceof Number millis)) return null;
    JsonArray c = geometry.getJsonArray("coordinates");
    if (c == null || c.size() < 2 || !(c.getValue(0) instanceof Number lon) || !(c.getValue(1) instanceof Number lat)) {
      return null;
    }
    double depth = c.size() > 2 && c.getValue(2) instanceof Number d ? d.doubleValue() : Double.NaN;
    double mag = props.getValue("mag") instanceof Number m ? m.doubleValue() : Double.NaN;
    String id = feature.getString("id", "event-" + index);
    return new Quake(id, millis.longValue(), lat.doubleValue(), lon.doubleValue(), depth, mag);
  }
}
