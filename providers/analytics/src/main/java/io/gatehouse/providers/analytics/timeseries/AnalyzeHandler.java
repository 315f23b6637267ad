package io.gatehouse.providers.analytics.timeseries;

import io.gatehouse.analytics.timeseries.Analysis;
import io.gatehouse.analytics.timeseries.AnalysisOptions;
import io.gatehouse.analytics.timeseries.Point;
import io.gatehouse.analytics.timeseries.SeriesAnalyzer;
import io.gatehouse.analytics.timeseries.Task;
import io.gatehouse.api.Invocation;
import io.gatehouse.api.OperationHandler;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.Result;
import io.gatehouse.providers.analytics.Compute;
import io.gatehouse.providers.analytics.Numbers;
import io.gatehouse.providers.analytics.Provenance;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/** Reads the arguments, runs {@link SeriesAnalyzer} on a worker and writes the answer. */
final class AnalyzeHandler implements OperationHandler {

  /** Cost bounds, also stated in the schema; repeated here so a direct caller cannot exceed them. */
  static final int MAX_POINTS = 10_000;
  static final int MAX_HORIZON = 500;

  private final String version;

  AnalyzeHandler(String version) {
    this.version = version;
  }

  @Override
  public Future<Result> handle(Invocation invocation) {
    JsonObject args = invocation.arguments();
    JsonArray raw = args.getJsonArray("points", new JsonArray());
    AnalysisOptions options;
    try {
      if (raw.size() > MAX_POINTS) throw ProviderException.badArgument("points", "at most " + MAX_POINTS + " points");
      options = options(args);
    } catch (ProviderException e) {
      return Future.failedFuture(e);
    }
    return Compute.blocking(invocation, "points", () -> {
      List<Point> points = points(raw);
      Analysis analysis = SeriesAnalyzer.analyze(points, options);
      JsonObject body = AnalysisJson.write(analysis, options, raw.size() - (analysis.values().length - analysis.filled()));
      return Result.of(body, List.of(Provenance.computation(AnalysisJson.methodSummary(analysis), version)));
    });
  }

  private static AnalysisOptions options(JsonObject args) {
    JsonArray asked = args.getJsonArray("tasks");
    Set<Task> tasks = asked == null || asked.isEmpty() ? EnumSet.allOf(Task.class) : EnumSet.noneOf(Task.class);
    if (asked != null) asked.forEach(t -> tasksAdd(tasks, t));
    AnalysisOptions d = AnalysisOptions.defaults();
    int horizon = args.getInteger("horizon", d.horizon());
    if (horizon < 1 || horizon > MAX_HORIZON) {
      throw ProviderException.badArgument("horizon", "horizon must be between 1 and " + MAX_HORIZON);
    }
    return new AnalysisOptions(tasks, horizon, args.getInteger("season_length"),
      args.getDouble("level", d.level()), args.getDouble("anomaly_threshold", d.anomalyThreshold()),
      args.getDouble("changepoint_penalty", d.changepointPenalty()), args.getInteger("min_segment", 0),
      args.getInteger("max_changepoints", d.maxChangepoints()));
  }

  private static void tasksAdd(Set<Task> tasks, Object name) {
    try {
      tasks.add(Task.parse(String.valueOf(name)));
    } catch (IllegalArgumentException e) {
      throw ProviderException.badArgument("tasks", "unknown task " + name + "; use forecast, anomalies, changepoints, trend");
    }
  }

  /** Points whose value is missing or not a number (FRED's ".") are skipped. */
  private static List<Point> points(JsonArray raw) {
    List<Point> out = new ArrayList<>(raw.size());
    for (int i = 0; i < raw.size(); i++) {
      if (!(raw.getValue(i) instanceof JsonObject p) || p.getString("date") == null) {
        throw new IllegalArgumentException("points[" + i + "] needs a date and a value");
      }
      double value = Numbers.parse(p.getValue("value"));
      if (Double.isFinite(value)) out.add(new Point(p.getString("date"), value));
    }
    return out;
  }
}
