package io.gatehouse.providers.weather;

import io.gatehouse.api.testing.CannedUpstream;
import io.gatehouse.api.testing.StubInvocation;
import io.gatehouse.api.testing.StubProviderContext;
import io.gatehouse.api.Failure;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.Result;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ForecastForPointTest {

  private static final String POINT = """
    {"type": "Feature", "properties": {"gridId": "LWX", "gridX": 97, "gridY": 71,
     "forecastOffice": "https://api.weather.gov/offices/LWX",
     "forecast": "https://api.weather.gov/gridpoints/LWX/97,71/forecast",
     "forecastHourly": "https://api.weather.gov/gridpoints/LWX/97,71/forecast/hourly",
     "forecastZone": "https://api.weather.gov/zones/forecast/DCZ001", "timeZone": "America/New_York",
     "relativeLocation": {"type": "Feature", "properties": {"city": "Washington", "state": "DC"}}}}""";
  private static final String FORECAST = """
    {"type": "Feature", "properties": {"units": "us", "periods": [{"number": 1, "name": "Tonight",
     "temperature": 68, "temperatureUnit": "F", "shortForecast": "Mostly Clear"}]}}""";

  @Test
  void followsTheForecastLinkThePointNames() throws Exception {
    CannedUpstream nws = nws()
      .answer("/points/38.8894,-77.0352", 200, "application/geo+json", POINT)
      .answer("/gridpoints/LWX/97,71/forecast", 200, "application/geo+json", FORECAST);

    Result result = await(call(nws, new JsonObject().put("latitude", 38.88941).put("longitude", -77.0352).put("units", "si")));

    assertEquals("LWX", result.body().getJsonObject("point").getString("gridId"));
    assertEquals("Washington", result.body().getJsonObject("point").getString("city"));
    assertEquals("Tonight", result.body().getJsonObject("forecast").getJsonObject("properties")
      .getJsonArray("periods").getJsonObject(0).getString("name"));
    assertEquals(2, result.sources().size());
    assertEquals("si", nws.requests().get(1).query().get("units"));
    assertTrue(nws.requests().get(0).cacheTtl().compareTo(nws.requests().get(1).cacheTtl()) > 0,
      "the point is cached longer than the forecast");
  }

  @Test
  void followsTheHourlyLinkWhenAsked() throws Exception {
    CannedUpstream nws = nws()
      .answer("/points/38.8894,-77.0352", 200, "application/geo+json", POINT)
      .answer("/gridpoints/LWX/97,71/forecast/hourly", 200, "application/geo+json", FORECAST);

    await(call(nws, new JsonObject().put("latitude", 38.8894).put("longitude", -77.0352).put("hourly", true)));

    assertEquals("/gridpoints/LWX/97,71/forecast/hourly", nws.requests().get(1).path());
  }

  @Test
  void aPointOutsideCoverageIsNotFoundWithTheNwsDetail() {
    CannedUpstream nws = nws().answer("/points/51.5,-0.1", 404, "application/problem+json",
      "{\"title\": \"Data Unavailable For Requested Point\", \"type\": \"https://api.weather.gov/problems/InvalidPoint\","
        + " \"status\": 404, \"detail\": \"Unable to provide data for requested point 51.5,-0.1\"}");

    ProviderException e = failure(call(nws, new JsonObject().put("latitude", 51.5).put("longitude", -0.1)));

    assertEquals(Failure.NOT_FOUND, e.failure());
    assertTrue(e.getMessage().contains("Unable to provide data for requested point"), e.getMessage());
  }

  @Test
  void aMarinePointWithoutForecastLinkIsNotFound() {
    CannedUpstream nws = nws().answer("/points/38,-70", 200, "application/geo+json",
      "{\"type\": \"Feature\", \"properties\": {\"gridId\": \"BOX\", \"forecast\": null}}");

    assertEquals(Failure.NOT_FOUND, failure(call(nws, new JsonObject().put("latitude", 38.0).put("longitude", -70))).failure());
  }

  @Test
  void refusesLinksOffTheNwsHost() {
    assertThrows(ProviderException.class, () -> ForecastForPoint.pathOf("https://example.com/gridpoints/LWX/1,2/forecast"));
    assertEquals("/gridpoints/LWX/97,71/forecast", ForecastForPoint.pathOf("https://api.weather.gov/gridpoints/LWX/97,71/forecast"));
  }

  @Test
  void roundsCoordinatesToFourDecimals() {
    assertEquals("38.8895", ForecastForPoint.coordinate(38.88946));
    assertEquals("39", ForecastForPoint.coordinate(39.0));
    assertEquals("-97.0892", ForecastForPoint.coordinate(-97.0892));
  }

  private static CannedUpstream nws() {
    return new CannedUpstream("https://api.weather.gov", "National Weather Service API");
  }

  private static Future<Result> call(CannedUpstream nws, JsonObject args) {
    return new ForecastForPoint().handle(new StubInvocation(ForecastForPoint.NAME, args,
      new StubProviderContext(null, "weather").upstream(ForecastForPoint.UPSTREAM, nws)));
  }

  private static Result await(Future<Result> future) throws Exception {
    return future.toCompletionStage().toCompletableFuture().get(5, TimeUnit.SECONDS);
  }

  private static ProviderException failure(Future<Result> future) {
    assertTrue(future.failed(), "the call fails");
    return (ProviderException) future.cause();
  }
}
