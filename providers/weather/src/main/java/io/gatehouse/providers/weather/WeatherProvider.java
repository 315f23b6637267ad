package io.gatehouse.providers.weather;

import io.gatehouse.api.OperationHandler;
import io.gatehouse.api.Provider;

import java.util.Map;

/**
 * US weather and climate: the National Weather Service API and NOAA NCEI Climate Data Online.
 * Every operation but one is a plain upstream call described by the manifest; the forecast for a
 * latitude/longitude needs two chained NWS calls and so has a handler.
 */
public final class WeatherProvider implements Provider {

  @Override
  public String id() {
    return "weather";
  }

  @Override
  public Map<String, OperationHandler> handlers() {
    return Map.of(ForecastForPoint.NAME, new ForecastForPoint());
  }
}
