package io.gatehouse.providers.weather;

import io.gatehouse.api.Failure;
import io.gatehouse.api.Invocation;
import io.gatehouse.api.OperationHandler;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.Result;
import io.gatehouse.api.UpstreamClient;
import io.gatehouse.api.UpstreamRequest;
import io.gatehouse.api.UpstreamResponse;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

/**
 * The forecast for a latitude/longitude: NWS serves forecasts per 2.5 km grid cell, so the point is
 * looked up first (/points) and the forecast link it names is followed. One manifest template
 * cannot chain two calls, hence this handler.
 */
final class ForecastForPoint implements OperationHandler {

  static final String NAME = "forecast_for_point";
  static final String UPSTREAM = "nws";
  /** Where a point falls changes only when NWS redraws its grids. */
  static final Duration POINT_TTL = Duration.ofDays(1);
  /** Forecasts are reissued about hourly. */
  static final Duration FORECAST_TTL = Duration.ofMinutes(10);

  @Override
  public Future<Result> handle(Invocation invocation) {
    JsonObject args = invocation.arguments();
    String point = coordinate(args.getValue("latitude")) + "," + coordinate(args.getValue("longitude"));
    boolean hourly = args.getBoolean("hourly", false);
    UpstreamClient nws = invocation.context().upstream(UPSTREAM);
    return nws.send(request(invocation, "/points/" + point, POINT_TTL))
      .compose(pointAnswer -> {
        JsonObject properties = NwsAnswers.object(pointAnswer).getJsonObject("properties", new JsonObject());
        String link = properties.getString(hourly ? "forecastHourly" : "forecast");
        if (link == null) {
          throw ProviderException.notFound("NWS has no gridpoint forecast for " + point
            + " (a marine or uncovered point)");
        }
        UpstreamRequest forecast = request(invocation, pathOf(link), FORECAST_TTL).query("units", args.getString("units"));
        return nws.send(forecast).map(forecastAnswer -> result(properties, pointAnswer, forecastAnswer));
      });
  }

  private static Result result(JsonObject properties, UpstreamResponse pointAnswer, UpstreamResponse forecastAnswer) {
    JsonObject forecast = NwsAnswers.object(forecastAnswer);
    JsonObject point = new JsonObject()
      .put("gridId", properties.getString("gridId"))
      .put("gridX", properties.getValue("gridX"))
      .put("gridY", properties.getValue("gridY"))
      .put("forecastOffice", properties.getString("forecastOffice"))
      .put("timeZone", properties.getString("timeZone"))
      .put("forecastZone", properties.getString("forecastZone"));
    JsonObject near = properties.getJsonObject("relativeLocation", new JsonObject()).getJsonObject("properties");
    if (near != null) point.put("city", near.getString("city")).put("state", near.getString("state"));
    return Result.of(new JsonObject().put("point", point).put("forecast", forecast),
      List.of(pointAnswer.source(), forecastAnswer.source()));
  }

  private static UpstreamRequest request(Invocation invocation, String path, Duration ttl) {
    Duration left = Duration.between(Instant.now(), invocation.deadline());
    return UpstreamRequest.get(path).cacheTtl(ttl).requestId(invocation.requestId())
      .timeout(left.isNegative() ? Duration.ZERO : left);
  }

  /** NWS redirects coordinates with more than four decimals; sending them rounded saves the hop. */
  static String coordinate(Object value) {
    return new BigDecimal(String.valueOf(value)).setScale(4, RoundingMode.HALF_UP).stripTrailingZeros().toPlainString();
  }

  /**
   * The path of a forecast link. Only links on the NWS host are followed, so an unexpected answer
   * cannot send the gateway elsewhere; the client then applies the operator's host overrides.
   */
  static String pathOf(String link) {
    URI uri;
    try {
      uri = URI.create(link);
    } catch (IllegalArgumentException e) {
      throw new ProviderException(Failure.UPSTREAM_UNAVAILABLE, "NWS named a malformed forecast link");
    }
    if (!"api.weather.gov".equalsIgnoreCase(uri.getHost()) || uri.getRawPath() == null) {
      throw new ProviderException(Failure.UPSTREAM_UNAVAILABLE, "NWS named a forecast link off api.weather.gov");
    }
    return uri.getRawPath();
  }
}
