package io.gatehouse.analytics.timeseries;

import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

/**
 * Runs the asked-for tasks over one series. Points are sorted by date; a date given twice keeps its
 * last value; non-finite values are dropped. Gaps in the inferred cadence (a missing month, a
 * skipped reading) are filled by linear interpolation so seasons stay in phase; filled points are
 * never reported as anomalies.
 */
public final class SeriesAnalyzer {

  /** Fewest points for any analysis: two are needed to infer a cadence, a few more to fit anything. */
  public static final int MIN_POINTS = 4;
  /** Most points after filling gaps: a few far-apart dates must not turn into millions of steps. */
  public static final int MAX_FILLED = 20_000;

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
    Cadence cadence = Cadence.infer(dates, Cadence.kindOf(points.get(0).date()));
    List<String> labels = new ArrayList<>();
    List<Double> values = new ArrayList<>();
    List<Boolean> filled = new ArrayList<>();
    LocalDateTime previous = null;
    for (var e : byDate.entrySet()) {
      if (previous != null) {
        long steps = cadence.stepsBetween(previous, e.getKey());
        double from = values.get(values.size() - 1);
        if (labels.size() + steps > MAX_FILLED) {
          throw new IllegalArgumentException("the dates span more than " + MAX_FILLED + " steps of their cadence ("
            + cadence.label() + ")");
        }
        for (int j = 1; j < steps; j++) {
          labels.add(cadence.after(previous, j));
          values.add(from + (e.getValue().value() - from) * j / steps);
          filled.add(true);
        }
      }
      labels.add(e.getValue().date());
      values.add(e.getValue().value());
      filled.add(false);
      previous = e.getKey();
    }
    double[] y = values.stream().mapToDouble(Double::doubleValue).toArray();
    List<String> notes = new ArrayList<>();
    int filledCount = (int) filled.stream().filter(b -> b).count();
    if (filledCount > 0) notes.add(filledCount + " missing steps filled by linear interpolation");
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
    List<Anomalies.Anomaly> anomalies = null;
    if (options.tasks().contains(Task.ANOMALIES)) {
      boolean[] data = new boolean[y.length];
      for (int t = 0; t < y.length; t++) data[t] = !filled.get(t);
      anomalies = Anomalies.detect(y, data, m, options.anomalyThreshold());
    }
    double[] adjusted = Decomposition.of(y, m).adjusted(y);
    List<Integer> changepoints = null;
    if (options.tasks().contains(Task.CHANGEPOINTS)) {
      int minSegment = options.minSegment() > 0 ? options.minSegment() : Math.max(5, m);
      changepoints = ChangePoints.detect(adjusted, minSegment, options.maxChangepoints(), options.changepointPenalty());
      if (y.length < 2 * Math.max(3, minSegment)) notes.add("too few points for change points");
    }
    Trend trend = options.tasks().contains(Task.TREND) ? Trend.of(adjusted) : null;
    return new Analysis(cadence, m, labels, y, filledCount, adjusted, forecast, forecastDates, anomalies, changepoints, trend, notes);
  }
}
