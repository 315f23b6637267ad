package io.gatehouse.analytics.timeseries;

import java.util.EnumSet;
import java.util.Set;

/**
 * What to compute and how.
 *
 * @param seasonLength season in steps, or null to use the cadence's usual season
 * @param level        prediction interval coverage, e.g. 0.95
 */
public record AnalysisOptions(Set<Task> tasks, int horizon, Integer seasonLength, double level,
                              double anomalyThreshold, double changepointPenalty, int minSegment, int maxChangepoints) {

  public static AnalysisOptions defaults() {
    return new AnalysisOptions(EnumSet.allOf(Task.class), 12, null, 0.95, Anomalies.DEFAULT_THRESHOLD,
      ChangePoints.DEFAULT_PENALTY, 0, 10);
  }

  public AnalysisOptions withHorizon(int value) {
    return new AnalysisOptions(tasks, value, seasonLength, level, anomalyThreshold, changepointPenalty, minSegment,
      maxChangepoints);
  }
}
