package io.gatehouse.analytics.timeseries;

import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

/**
 * Runs the asked-for tasks over one series. Points are sorted by date; a date given twice keeps its
 * last value; non-finite values are dropped. The series is treated as evenly spaced at its inferred
 * cadence.
 */
public final class SeriesAnalyzer {

  /** Fewest points for any analysis: two are needed to infer a cadence, a few more to fit anything. */
  public static final int MIN_POINTS = 4;

  private SeriesAnalyzer() {
  }

  public static Analysis analyze(List<Point> points, AnalysisOptions options) {
    TreeMap<LocalDateTime, Point> byDate = new TreeMap<>();
    for (Point p : points) {
      if (Double.isFinite(p.value())) byDate.put(Cadence.parse(p.date()), p);
    }
    if (byDate.size() < MIN_POINTS) {
      throw new IllegalArgumentException("needs at least " + MIN_POINTS + " points with distinct dates and numeric values, got "
        + byDate.size());
    }
    List<LocalDateTime> dates = new ArrayList<>(byDate.keySet());
    List<String> labels = new ArrayList<>();
    double[] y = new double[dates.size()];
    int i = 0;
    for (Point p : byDate.values()) {
      labels.add(p.date());
      y[i++] = p.value();
    }
    Cadence cadence = Cadence.infer(dates, Cadence.kindOf(points.get(0).date()));
    List<String> notes = new ArrayList<>();
    int m = options.seasonLength() != null ? options.seasonLength() : cadence.defaultSeasonLength();
    if (m >= 2 && y.length < 2 * m) {
      notes.add("season of " + m + " needs " + 2 * m + " points; analysed without a season");
      m = 1;
    }
    m = Math.max(1, m);

    Forecaster.Forecast forecast = null;
    List<String> forecastDates = null;
    if (options.tasks().contains(Task.FORECAST)) {
      forecast = Forecaster.forecast(y, m, options.horizon(), options.level());
      forecastDates = new ArrayList<>();
      for (int h = 1; h <= options.horizon(); h++) forecastDates.add(cadence.after(dates.get(dates.size() - 1), h));
    }
    List<Anomalies.Anomaly> anomalies = options.tasks().contains(Task.ANOMALIES)
      ? Anomalies.detect(y, m, options.anomalyThreshold()) : null;
    double[] adjusted = Decomposition.of(y, m).adjusted(y);
    List<Integer> changepoints = null;
    if (options.tasks().contains(Task.CHANGEPOINTS)) {
      int minSegment = options.minSegment() > 0 ? options.minSegment() : Math.max(5, m);
      changepoints = ChangePoints.detect(adjusted, minSegment, options.maxChangepoints(), options.changepointPenalty());
      if (y.length < 2 * Math.max(3, minSegment)) notes.add("too few points for change points");
    }
    Trend trend = options.tasks().contains(Task.TREND) ? Trend.of(adjusted) : null;
    return new Analysis(cadence, m, labels, y, adjusted, forecast, forecastDates, anomalies, changepoints, trend, notes);
  }
}
