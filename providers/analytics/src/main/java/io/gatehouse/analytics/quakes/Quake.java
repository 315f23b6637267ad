package io.gatehouse.analytics.quakes;

/**
 * One event.
 *
 * @param timeMillis origin time, epoch milliseconds (as USGS GeoJSON gives it)
 * @param depthKm    hypocentre depth, or NaN when unknown
 * @param magnitude  magnitude, or NaN when unknown
 */
public record Quake(String id, long timeMillis, double latitude, double longitude, double depthKm, double magnitude) {
}
