package io.gatehouse.api.testing;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

/** A UTC clock that stands still until the test moves it, so timed behaviour is tested without waiting. */
public final class ManualClock extends Clock {

  private volatile Instant now;

  public ManualClock() {
    this(Instant.parse("2026-11-22T10:00:00Z"));
  }

  public ManualClock(Instant start) {
    this.now = start;
  }

  public void advance(Duration by) {
    now = now.plus(by);
  }

  @Override
  public Instant instant() {
    return now;
  }

  @Override
  public ZoneId getZone() {
    return ZoneOffset.UTC;
  }

  @Override
  public Clock withZone(ZoneId zone) {
    return this;
  }
}
