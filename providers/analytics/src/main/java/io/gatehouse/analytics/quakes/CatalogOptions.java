package io.gatehouse.analytics.quakes;

/**
 * Parameters of a catalogue analysis.
 *
 * @param epsKm          DBSCAN reach in km
 * @param epsHours       DBSCAN reach in hours
 * @param minPoints      DBSCAN core size, the event itself included
 * @param mc             magnitude of completeness, or NaN to estimate it
 * @param binWidth       magnitude bin width
 * @param minAftershocks fewest aftershocks for a sequence to be reported
 */
public record CatalogOptions(double epsKm, double epsHours, int minPoints, double mc, double binWidth,
                             int minAftershocks) {

  public static CatalogOptions defaults() {
    return new CatalogOptions(20, 72, 4, Double.NaN, 0.1, 1);
  }
}
