package io.gatehouse.gateway.upstream.impl;

import io.gatehouse.api.testing.ManualClock;
import io.vertx.core.Future;
import io.vertx.core.buffer.Buffer;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.time.Duration;
import java.time.Instant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class UpstreamBreakerTest {

  private static final Duration OPEN = Duration.ofSeconds(30);

  private final ManualClock clock = new ManualClock();
  private final UpstreamBreaker breaker = new UpstreamBreaker("example", "Example", OPEN, clock);

  private static Future<Fetched> answered(int status) {
    return Future.succeededFuture(new Fetched(status, "", Buffer.buffer(), Instant.now()));
  }

  private void attempt(Future<Fetched> outcome) {
    assertTrue(breaker.admits());
    breaker.report(System.nanoTime(), outcome);
  }

  private void fail(int times) {
    for (int i = 0; i < times; i++) attempt(Future.failedFuture(new IOException("refused")));
  }

  @Test
  void opensAfterFailuresInARowAndRefusesUntilOneTrialIsDue() {
    fail(UpstreamBreaker.MAX_FAILURES - 1);
    attempt(answered(503));
    assertTrue(breaker.isOpen());
    assertFalse(breaker.admits());
    assertEquals(OPEN.toMillis(), breaker.millisUntilTrial());
    clock.advance(OPEN.minusMillis(1));
    assertTrue(breaker.isOpen(), "a millisecond before the trial is due");
    assertFalse(breaker.admits());
    assertEquals(1, breaker.millisUntilTrial());
    // the circuit's wait ends strictly after the open time
    clock.advance(Duration.ofMillis(2));
    assertFalse(breaker.isOpen());
    // one trial, and only one, while it is out
    assertTrue(breaker.admits());
    assertFalse(breaker.admits());
    breaker.report(System.nanoTime(), answered(200));
    assertFalse(breaker.isOpen());
    assertTrue(breaker.admits());
  }

  @Test
  void aFailedTrialOpensItAgain() {
    fail(UpstreamBreaker.MAX_FAILURES);
    clock.advance(OPEN.plusMillis(1));
    attempt(answered(500));
    assertTrue(breaker.isOpen());
    assertFalse(breaker.admits());
    assertEquals(OPEN.toMillis(), breaker.millisUntilTrial(), "the open time starts again from the failed trial");
  }

  @Test
  void answersBelow500AndASuccessInBetweenKeepItClosed() {
    fail(UpstreamBreaker.MAX_FAILURES - 1);
    attempt(answered(429));
    fail(UpstreamBreaker.MAX_FAILURES - 1);
    attempt(answered(404));
    assertFalse(breaker.isOpen());
    assertTrue(breaker.admits());
  }
}
