package io.gatehouse.gateway.limits;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TokenBucketTest {

  private static final long SECOND = 1_000_000_000L;

  @Test
  void burstPassesThenCallersQueueOneIntervalApart() {
    TokenBucket bucket = new TokenBucket(2, 2, 0);
    assertEquals(0, bucket.reserve(0, SECOND));
    assertEquals(0, bucket.reserve(0, SECOND));
    assertEquals(SECOND / 2, bucket.reserve(0, SECOND));
    assertEquals(SECOND, bucket.reserve(0, SECOND));
  }

  @Test
  void refusesWithoutReservingWhenTheWaitIsTooLong() {
    TokenBucket bucket = new TokenBucket(1, 1, 0);
    assertEquals(0, bucket.reserve(0, 0));
    assertEquals(-SECOND, bucket.reserve(0, SECOND / 2));
    assertEquals(0, bucket.reserve(SECOND, 0));
  }

  @Test
  void idleTimeRefillsNoMoreThanTheBurst() {
    TokenBucket bucket = new TokenBucket(3, 10, 0);
    for (int i = 0; i < 3; i++) assertTrue(bucket.tryTake(60 * SECOND));
    assertFalse(bucket.tryTake(60 * SECOND));
  }

  @Test
  void refillsContinuouslyAtTheRate() {
    TokenBucket bucket = new TokenBucket(1, 4, 0);
    assertTrue(bucket.tryTake(0));
    assertFalse(bucket.tryTake(SECOND / 8));
    assertEquals(0.5, bucket.tokens(SECOND / 8), 1e-9);
    assertTrue(bucket.tryTake(SECOND / 4));
  }

  @Test
  void aLowerRateDropsTokensAboveTheNewBurst() {
    TokenBucket bucket = new TokenBucket(10, 1, 0);
    bucket.rate(2, 1);
    assertTrue(bucket.tryTake(0));
    assertTrue(bucket.tryTake(0));
    assertFalse(bucket.tryTake(0));
  }

  @Test
  void aClockGoingBackRefillsNothing() {
    TokenBucket bucket = new TokenBucket(1, 1, 10 * SECOND);
    assertTrue(bucket.tryTake(10 * SECOND));
    assertFalse(bucket.tryTake(5 * SECOND));
    assertFalse(bucket.tryTake(10 * SECOND + SECOND / 2));
    assertTrue(bucket.tryTake(11 * SECOND));
  }
}
