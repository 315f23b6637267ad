/**
 * Time-series models over plain arrays: Holt-Winters forecasts with prediction intervals, a
 * seasonal-naive baseline, classical decomposition, robust anomaly scores, change points and a trend
 * summary. No Vert.x here, so the gateway or any other caller can run these on its own worker.
 */
package io.gatehouse.analytics.timeseries;
