package io.gatehouse.analytics.timeseries;

import java.util.Locale;

/** What an analysis computes. */
public enum Task {
  FORECAST, ANOMALIES, CHANGEPOINTS, TREND;

  public static Task parse(String name) {
    return valueOf(name.toUpperCase(Locale.ROOT));
  }
}
