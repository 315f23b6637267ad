package io.gatehouse.it;

import java.util.Map;

/** Every USGS operation once over REST against fixtures; the optional Water Data key is set to a fake value. */
class UsgsSmokeTest extends ProviderSmokeTest {

  UsgsSmokeTest() {
    super("usgs", Map.of("USGS_API_KEY", "test-usgs-key"));
  }
}
