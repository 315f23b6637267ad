package io.gatehouse.analytics.timeseries;

import java.util.List;

/**
 * What {@link SeriesAnalyzer} found. Parts not asked for, or not computable on this series, are
 * null; {@code notes} says why.
 *
 * @param dates    the input dates after sorting and de-duplication, indexing the results
 * @param filled   how many values were interpolated into gaps
 * @param adjusted the values without their seasonal component
 */
public record Analysis(Cadence cadence, int seasonLength, List<String> dates, double[] values, int filled, double[] adjusted,
                       Forecaster.Forecast forecast, List<String> forecastDates,
                       List<Anomalies.Anomaly> anomalies, List<Integer> changepoints, Trend trend,
                       List<String> notes) {
}
