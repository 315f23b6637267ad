package io.gatehouse.gateway.upstream.impl;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TokenBucketTest {

  private static final long SECOND = 1_000_000_000L;

  @Test
  void burstPassesThenCallersQueueOneIntervalApart() {
    TokenBucket bucket = new TokenBucket(2, 2, 0);
    assertEquals(0, bucket.reserve(0, SECOND).waitNanos());
    assertEquals(0, bucket.reserve(0, SECOND).waitNanos());
    assertEquals(SECOND / 2, bucket.reserve(0, SECOND).waitNanos());
    assertEquals(SECOND, bucket.reserve(0, SECOND).waitNanos());
  }

  @Test
  void refusesWithoutReservingWhenTheWaitIsTooLong() {
    TokenBucket bucket = new TokenBucket(1, 1, 0);
    assertTrue(bucket.reserve(0, 0).granted());
    TokenBucket.Turn refused = bucket.reserve(0, SECOND / 2);
    assertFalse(refused.granted());
    assertEquals(SECOND, refused.waitNanos());
    assertEquals(0, bucket.reserve(SECOND, 0).waitNanos());
  }

  @Test
  void idleTimeRefillsNoMoreThanTheBurst() {
    TokenBucket bucket = new TokenBucket(10, 3, 0);
    for (int i = 0; i < 3; i++) assertEquals(0, bucket.reserve(60 * SECOND, 0).waitNanos());
    assertFalse(bucket.reserve(60 * SECOND, 0).granted());
  }
}
