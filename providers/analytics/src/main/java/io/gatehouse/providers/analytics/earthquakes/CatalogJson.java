package io.gatehouse.providers.analytics.earthquakes;

import io.gatehouse.analytics.quakes.AftershockSequences;
import io.gatehouse.analytics.quakes.BValue;
import io.gatehouse.analytics.quakes.CatalogAnalysis;
import io.gatehouse.analytics.quakes.CatalogOptions;
import io.gatehouse.analytics.quakes.ClusterSummary;
import io.gatehouse.analytics.quakes.Quake;
import io.gatehouse.analytics.quakes.SpaceTimeDbscan;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.time.Instant;
import java.util.List;

import static io.gatehouse.providers.analytics.Numbers.round;

/** Writes a {@link CatalogAnalysis}; lists of event ids are capped so the answer stays small. */
final class CatalogJson {

  static final int MAX_LISTED = 100;
  static final int MAX_IDS = 200;

  private CatalogJson() {
  }

  static JsonObject write(CatalogAnalysis a, QuakeFeatures.Parsed parsed, CatalogOptions options) {
    List<Quake> quakes = a.quakes();
    int noise = 0;
    for (int label : a.labels()) if (label == SpaceTimeDbscan.NOISE) noise++;
    JsonArray clusters = new JsonArray();
    for (ClusterSummary c : a.clusters().subList(0, Math.min(MAX_LISTED, a.clusters().size()))) {
      clusters.add(new JsonObject().put("id", c.label()).put("size", c.members().size())
        .put("start", time(c.startMillis())).put("end", time(c.endMillis()))
        .put("duration_hours", round((c.endMillis() - c.startMillis()) / 3_600_000d, 6))
        .put("centroid", new JsonObject().put("latitude", round(c.centroid()[0], 7)).put("longitude", round(c.centroid()[1], 7)))
        .put("radius_km", round(c.radiusKm(), 6))
        .put("largest", event(quakes.get(c.largest()), parsed.properties().get(c.largest())))
        .put("event_ids", ids(c.members(), quakes)));
    }
    JsonArray sequences = new JsonArray();
    for (AftershockSequences.Sequence s : a.sequences().subList(0, Math.min(MAX_LISTED, a.sequences().size()))) {
      Quake main = quakes.get(s.mainshock());
      double largestAfter = s.aftershocks().stream().mapToDouble(i -> quakes.get(i).magnitude()).max().orElse(Double.NaN);
      sequences.add(new JsonObject()
        .put("mainshock", event(main, parsed.properties().get(s.mainshock())))
        .put("aftershocks", s.aftershocks().size())
        .put("largest_aftershock_magnitude", round(largestAfter, 4))
        .put("magnitude_gap", round(main.magnitude() - largestAfter, 4))
        .put("first", time(quakes.get(s.aftershocks().get(0)).timeMillis()))
        .put("last", time(quakes.get(s.aftershocks().get(s.aftershocks().size() - 1)).timeMillis()))
        .put("window_km", round(s.windowKm(), 6)).put("window_days", round(s.windowDays(), 6))
        .put("aftershock_ids", ids(s.aftershocks(), quakes)));
    }
    JsonObject body = new JsonObject()
      .put("events", quakes.size()).put("skipped", parsed.skipped())
      .put("clusters", clusters).put("cluster_count", a.clusters().size()).put("noise", noise)
      .put("aftershock_sequences", sequences).put("sequence_count", a.sequences().size())
      .put("b_value", bValue(a.bValue()))
      .put("method", method(options));
    if (a.bValue() == null) {
      body.put("notes", new JsonArray().add("fewer than " + CatalogAnalysis.MIN_EVENTS_FOR_B
        + " events with a magnitude at or above the magnitude of completeness: no b-value"));
    }
    return body;
  }

  private static JsonObject bValue(BValue b) {
    if (b == null) return null;
    return new JsonObject().put("b", round(b.b(), 6)).put("std_error", round(b.stdError(), 6))
      .put("aki_std_error", round(b.akiStdError(), 6)).put("a", round(b.a(), 6)).put("mc", round(b.mc(), 6))
      .put("mc_method", b.mcEstimated() ? "maximum curvature + " + BValue.MAX_CURVATURE_CORRECTION : "given")
      .put("events_above_mc", b.n()).put("bin_width", b.binWidth());
  }

  private static JsonObject method(CatalogOptions o) {
    return new JsonObject()
      .put("clustering", new JsonObject().put("name", "dbscan").put("distance", "great-circle (haversine) and time")
        .put("eps_km", o.epsKm()).put("eps_hours", o.epsHours()).put("min_points", o.minPoints()))
      .put("aftershocks", new JsonObject().put("name", "gardner-knopoff-1974 windows")
        .put("distance_km", "10^(0.1238 M + 0.983)")
        .put("time_days", "10^(0.5409 M - 0.547), or 10^(0.032 M + 2.7389) for M >= 6.5")
        .put("min_aftershocks", o.minAftershocks()))
      .put("b_value", new JsonObject().put("name", "maximum likelihood for binned magnitudes (Tinti-Mulargia 1987; Aki 1965 as bin width tends to 0)")
        .put("std_error", "Shi and Bolt 1982").put("bin_width", o.binWidth()));
  }

  private static JsonObject event(Quake q, JsonObject properties) {
    JsonObject e = new JsonObject().put("id", q.id()).put("time", time(q.timeMillis()))
      .put("magnitude", round(q.magnitude(), 4)).put("latitude", q.latitude()).put("longitude", q.longitude());
    if (Double.isFinite(q.depthKm())) e.put("depth_km", q.depthKm());
    if (properties.getValue("place") instanceof String place) e.put("place", place);
    return e;
  }

  private static JsonArray ids(List<Integer> members, List<Quake> quakes) {
    JsonArray out = new JsonArray();
    for (int i : members.subList(0, Math.min(MAX_IDS, members.size()))) out.add(quakes.get(i).id());
    return out;
  }

  private static String time(long millis) {
    return Instant.ofEpochMilli(millis).toString();
  }
}
