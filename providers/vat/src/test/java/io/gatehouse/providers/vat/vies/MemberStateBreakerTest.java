package io.gatehouse.providers.vat.vies;

import io.gatehouse.api.testing.ManualClock;
import org.junit.jupiter.api.Test;

import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MemberStateBreakerTest {

  private final ManualClock clock = new ManualClock();
  private final MemberStateBreaker breaker = new MemberStateBreaker(2, Duration.ofSeconds(60), clock);

  @Test
  void opensPerMemberStateAfterConsecutiveFaults() {
    breaker.fault("DE");
    assertFalse(breaker.openRemaining("DE").isPresent());
    breaker.fault("DE");
    assertEquals(Duration.ofSeconds(60), breaker.openRemaining("DE").orElseThrow());
    assertFalse(breaker.openRemaining("FR").isPresent(), "FR is not affected by DE");
  }

  @Test
  void aVerdictResetsTheCount() {
    breaker.fault("DE");
    breaker.success("DE");
    breaker.fault("DE");
    assertFalse(breaker.openRemaining("DE").isPresent());
  }

  @Test
  void letsCallsThroughAfterTheOpenPeriodAndReopensOnTheNextFault() {
    breaker.fault("DE");
    breaker.fault("DE");
    clock.advance(Duration.ofSeconds(61));
    assertFalse(breaker.openRemaining("DE").isPresent());
    breaker.fault("DE");
    assertTrue(breaker.openRemaining("DE").isPresent());
  }
}
