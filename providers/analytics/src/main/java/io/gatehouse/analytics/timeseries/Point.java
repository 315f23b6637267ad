package io.gatehouse.analytics.timeseries;

/** One observation: an ISO-8601 date or date-time and its value. */
public record Point(String date, double value) {
}
