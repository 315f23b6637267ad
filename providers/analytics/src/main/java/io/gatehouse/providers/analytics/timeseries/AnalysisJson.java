package io.gatehouse.providers.analytics.timeseries;

import io.gatehouse.analytics.timeseries.Analysis;
import io.gatehouse.analytics.timeseries.AnalysisOptions;
import io.gatehouse.analytics.timeseries.Anomalies;
import io.gatehouse.analytics.timeseries.Forecaster;
import io.gatehouse.analytics.timeseries.HoltWinters;
import io.gatehouse.analytics.timeseries.RobustDecomposition;
import io.gatehouse.analytics.timeseries.Trend;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.List;

import static io.gatehouse.providers.analytics.Numbers.round;

/** Writes an {@link Analysis} as the tool's answer, each part with the method and parameters behind it. */
final class AnalysisJson {

  private static final int DIGITS = 8;

  private AnalysisJson() {
  }

  static JsonObject write(Analysis a, AnalysisOptions options, int dropped) {
    JsonObject method = new JsonObject();
    JsonObject body = new JsonObject()
      .put("series", new JsonObject().put("points", a.values().length - a.filled()).put("dropped", dropped)
        .put("filled", a.filled())
        .put("start", a.dates().get(0)).put("end", a.dates().get(a.dates().size() - 1))
        .put("cadence", a.cadence().label()).put("season_length", a.seasonLength()));
    if (a.forecast() != null) {
      body.put("forecast", forecast(a.forecast(), a.forecastDates()));
      method.put("forecast", forecastMethod(a.forecast()));
    }
    if (a.anomalies() != null) {
      JsonArray list = new JsonArray();
      for (Anomalies.Anomaly an : a.anomalies()) {
        list.add(new JsonObject().put("date", a.dates().get(an.index())).put("value", an.value())
          .put("expected", round(an.expected(), DIGITS)).put("score", round(an.score(), 4)));
      }
      body.put("anomalies", list);
      method.put("anomalies", new JsonObject().put("name", "robust-seasonal-trend-residual")
        .put("residuals", (a.seasonLength() > 1
          ? "robust decomposition: local linear trend (window " + RobustDecomposition.trendWindow(a.seasonLength())
            + ") and seasonal means, "
          : "robust local linear trend (window " + RobustDecomposition.trendWindow(1) + "), ")
          + "refitted with bisquare weights so outliers do not bend the fit; residuals with the point left out")
        .put("score", "(residual - median) / sigma, sigma from the MAD refined within 3 sigma; flagged from the "
          + "threshold's normal tail probability under Student t with the residual degrees of freedom")
        .put("threshold", options.anomalyThreshold())
        .put("false_alarm_rate", round(Anomalies.falseAlarmRate(options.anomalyThreshold()), 6)));
    }
    if (a.changepoints() != null) {
      body.put("changepoints", changepoints(a));
      method.put("changepoints", new JsonObject().put("name", "binary-segmentation")
        .put("cost", "piecewise-linear least squares on seasonally adjusted values")
        .put("penalty", "BIC: multiplier * 3 * ln(n) * sigma^2, sigma from the MAD of first differences")
        .put("penalty_multiplier", options.changepointPenalty())
        .put("min_segment", options.minSegment() > 0 ? options.minSegment() : Math.max(5, a.seasonLength()))
        .put("max_changepoints", options.maxChangepoints()));
    }
    if (a.trend() != null) {
      body.put("trend", trend(a.trend()));
      method.put("trend", new JsonObject().put("name", "ordinary-least-squares")
        .put("on", "seasonally adjusted values").put("significance", Trend.SIGNIFICANCE));
    }
    body.put("method", method);
    body.put("notes", new JsonArray(a.notes()));
    return body;
  }

  static String methodSummary(Analysis a) {
    return a.forecast() != null ? a.forecast().fit().name() + " and decomposition" : "series decomposition";
  }

  private static JsonArray forecast(Forecaster.Forecast f, List<String> dates) {
    JsonArray out = new JsonArray();
    for (int h = 0; h < f.mean().length; h++) {
      out.add(new JsonObject().put("date", dates.get(h)).put("mean", round(f.mean()[h], DIGITS))
        .put("lower", round(f.lower()[h], DIGITS)).put("upper", round(f.upper()[h], DIGITS))
        .put("seasonal_naive", round(f.naive()[h], DIGITS)));
    }
    return out;
  }

  private static JsonObject forecastMethod(Forecaster.Forecast f) {
    HoltWinters.Fit fit = f.fit();
    JsonObject m = new JsonObject().put("name", fit.name())
      .put("model", "ETS(A," + (fit.trend() ? "A" : "N") + "," + (fit.seasonLength() > 1 ? "A" : "N") + ")")
      .put("alpha", round(fit.alpha(), 6)).put("beta", round(fit.beta(), 6)).put("gamma", round(fit.gamma(), 6))
      .put("season_length", fit.seasonLength())
      .put("sigma", round(Math.sqrt(fit.sigma2()), 6)).put("aic", round(fit.aic(), 6))
      .put("selection", "lowest AIC of the variants with and without trend")
      .put("fitting", "Nelder-Mead on one-step squared error")
      .put("interval", new JsonObject().put("level", f.level()).put("kind", "Gaussian, analytic ETS variance"))
      .put("baseline", "seasonal-naive");
    if (f.validation() != null) {
      m.put("validation", new JsonObject().put("holdout", f.validation().holdout())
        .put("mase", round(f.validation().mase(), 6))
        .put("seasonal_naive_mase", round(f.validation().seasonalNaiveMase(), 6)));
    }
    return m;
  }

  private static JsonArray changepoints(Analysis a) {
    double[] adjusted = a.adjusted();
    JsonArray out = new JsonArray();
    List<Integer> cps = a.changepoints();
    for (int i = 0; i < cps.size(); i++) {
      int at = cps.get(i);
      int from = i == 0 ? 0 : cps.get(i - 1);
      int to = i + 1 < cps.size() ? cps.get(i + 1) : adjusted.length;
      out.add(new JsonObject().put("date", a.dates().get(at)).put("index", at)
        .put("mean_before", round(mean(adjusted, from, at), DIGITS))
        .put("mean_after", round(mean(adjusted, at, to), DIGITS)));
    }
    return out;
  }

  private static double mean(double[] values, int from, int to) {
    double sum = 0;
    for (int i = from; i < to; i++) sum += values[i];
    return sum / (to - from);
  }

  private static JsonObject trend(Trend t) {
    return new JsonObject().put("direction", t.direction())
      .put("slope_per_step", round(t.slopePerStep(), DIGITS)).put("slope_std_error", round(t.slopeStdError(), 6))
      .put("p_value", round(t.pValue(), 6)).put("r_squared", round(t.rSquared(), 6))
      .put("start", round(t.start(), DIGITS)).put("end", round(t.end(), DIGITS))
      .put("change_percent", round(t.changePercent(), 6));
  }
}
