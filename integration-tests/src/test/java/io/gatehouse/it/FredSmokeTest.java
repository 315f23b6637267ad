package io.gatehouse.it;

import java.util.Map;

/** Every FRED operation over REST against fixtures in FRED's shapes. */
class FredSmokeTest extends ProviderSmokeTest {

  FredSmokeTest() {
    super("fred", Map.of("FRED_API_KEY", "abcdefghijklmnopqrstuvwxyz123456"));
  }
}
