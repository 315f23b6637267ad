package io.gatehouse.gateway.upstream.impl;

import io.vertx.core.Future;
import io.vertx.core.buffer.Buffer;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.time.Duration;
import java.time.Instant;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class UpstreamBreakerTest {

  private final UpstreamBreaker breaker = new UpstreamBreaker("example", "Example", Duration.ofMillis(200));

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
  void opensAfterFailuresInARowAndRefusesUntilOneTrialIsDue() throws InterruptedException {
    fail(UpstreamBreaker.MAX_FAILURES - 1);
    attempt(answered(503));
    assertTrue(breaker.isOpen());
    assertFalse(breaker.admits());
    assertTrue(breaker.millisUntilTrial() > 0);
    Thread.sleep(250);
    // one trial, and only one, while it is out
    assertTrue(breaker.admits());
    assertFalse(breaker.admits());
    breaker.report(System.nanoTime(), answered(200));
    assertFalse(breaker.isOpen());
    assertTrue(breaker.admits());
  }

  @Test
  void aFailedTrialOpensItAgain() throws InterruptedException {
    fail(UpstreamBreaker.MAX_FAILURES);
    Thread.sleep(250);
    attempt(answered(500));
    assertTrue(breaker.isOpen());
    assertFalse(breaker.admits());
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
