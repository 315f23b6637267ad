package io.gatehouse.it;

import java.util.Map;

/** Every NWS and NCEI CDO operation of the weather provider, once, against fixtures. */
class WeatherSmokeTest extends ProviderSmokeTest {

  WeatherSmokeTest() {
    super("weather", Map.of("NCEI_TOKEN", "fake-ncei-token", "NWS_USER_AGENT", "GatehouseSmoke/1.0 (ops@example.org)"));
  }
}
