package io.gatehouse.gateway.auth.impl;

import java.time.LocalDate;

/** Requests admitted for one key on the current UTC day; starts over when the day changes. */
final class DayCounter {

  private LocalDate day;
  private long count;

  DayCounter(LocalDate day, long count) {
    this.day = day;
    this.count = count;
  }

  synchronized long count(LocalDate today) {
    roll(today);
    return count;
  }

  synchronized void increment(LocalDate today) {
    roll(today);
    count++;
  }

  private void roll(LocalDate today) {
    if (today.isAfter(day)) {
      day = today;
      count = 0;
    }
  }
}
