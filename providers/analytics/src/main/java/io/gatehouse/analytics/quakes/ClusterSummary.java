package io.gatehouse.analytics.quakes;

import java.util.List;

/**
 * One space-time cluster.
 *
 * @param members   indices into the input, in time order
 * @param largest   index of the largest event
 * @param centroid  latitude and longitude of the members' mean position on the sphere
 * @param radiusKm  greatest distance of a member from the centroid
 */
public record ClusterSummary(int label, List<Integer> members, int largest, double[] centroid, double radiusKm,
                             long startMillis, long endMillis) {

  static ClusterSummary of(int label, List<Integer> members, List<Quake> quakes) {
    double x = 0;
    double y = 0;
    double z = 0;
    int largest = members.get(0);
    for (int i : members) {
      Quake q = quakes.get(i);
      double lat = Math.toRadians(q.latitude());
      double lon = Math.toRadians(q.longitude());
      x += Math.cos(lat) * Math.cos(lon);
      y += Math.cos(lat) * Math.sin(lon);
      z += Math.sin(lat);
      double mag = q.magnitude();
      if (!Double.isNaN(mag) && (Double.isNaN(quakes.get(largest).magnitude()) || mag > quakes.get(largest).magnitude())) {
        largest = i;
      }
    }
    double lat = Math.toDegrees(Math.atan2(z, Math.hypot(x, y)));
    double lon = Math.toDegrees(Math.atan2(y, x));
    double radius = 0;
    for (int i : members) radius = Math.max(radius, GreatCircle.km(lat, lon, quakes.get(i).latitude(), quakes.get(i).longitude()));
    long start = quakes.get(members.get(0)).timeMillis();
    long end = quakes.get(members.get(members.size() - 1)).timeMillis();
    return new ClusterSummary(label, members, largest, new double[] {lat, lon}, radius, start, end);
  }
}
