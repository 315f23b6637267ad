package io.gatehouse.providers.vat.vies;

import org.junit.jupiter.api.Test;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MemberStateBreakerTest {

  /** A clock the test moves by hand. */
  private static final class ManualClock extends Clock {
    Instant now = Instant.parse("2026-11-22T10:00:00Z");

    @Override
    public ZoneId getZone() {
      return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
      return this;
    }

    @Override
    public Instant instant() {
      return now;
    }
  }

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
    clock.now = clock.now.plusSeconds(61);
    assertFalse(breaker.openRemaining("DE").isPresent());
    breaker.fault("DE");
    assertTrue(breaker.openRemaining("DE").isPresent());
  }
}
