package io.gatehouse.it;

import java.util.Map;

/** Every epa operation over REST against fixtures; AirNow gets a fake key so its calls go out. */
class EpaSmokeTest extends ProviderSmokeTest {

  EpaSmokeTest() {
    super("epa", Map.of("AIRNOW_API_KEY", "smoke-test-key"));
  }
}
