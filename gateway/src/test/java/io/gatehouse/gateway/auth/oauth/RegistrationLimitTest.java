package io.gatehouse.gateway.auth.oauth;

import io.gatehouse.gateway.auth.Rate;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Registrations per address: a burst, then a wait that says when the next one frees. */
class RegistrationLimitTest {

  @Test
  void aBurstThenTheSecondsUntilTheNextRegistration() {
    RegistrationLimit limit = new RegistrationLimit(Rate.perHour(30, 3));
    for (int i = 0; i < 3; i++) assertEquals(0, limit.take("192.0.2.1"), "registration " + i);
    long wait = limit.take("192.0.2.1");
    // 30 an hour: one frees every 120 seconds
    assertTrue(wait > 100 && wait <= 120, "waits " + wait);
    assertEquals(0, limit.take("192.0.2.2"), "another address has its own");
  }
}
