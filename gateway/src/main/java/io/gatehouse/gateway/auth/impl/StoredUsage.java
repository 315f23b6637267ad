package io.gatehouse.gateway.auth.impl;

import java.time.LocalDate;

/** A key's usage as the store held it on one UTC day: what a new allowance of the day starts from. */
record StoredUsage(LocalDate day, long count) {

  /** The count on {@code today}: none once the day has changed. */
  long on(LocalDate today) {
    return today.equals(day) ? count : 0;
  }
}
