package io.gatehouse.it;

import java.util.Map;

/** Every SEC EDGAR operation over REST against fixtures in EDGAR's shapes. */
class SecSmokeTest extends ProviderSmokeTest {

  SecSmokeTest() {
    super("sec", Map.of("SEC_USER_AGENT", "Gatehouse tests ops@example.com"));
  }
}
