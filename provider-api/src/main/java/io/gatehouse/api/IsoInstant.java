package io.gatehouse.api;

import io.vertx.core.buffer.Buffer;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;

/**
 * An instant written as {@link Instant#toString()} writes it (ISO-8601 in UTC, the fraction in groups
 * of three digits as needed), as ASCII bytes and without the formatter: every source of every answer
 * carries one, and every audit record two.
 */
public final class IsoInstant {

  /** The most bytes {@link #write} writes for a four-digit year. */
  public static final int MAX_LENGTH = 30;

  private static final int SECONDS_PER_DAY = 86_400;
  private static final long FOUR_DIGIT_YEARS_FROM = LocalDate.of(1000, 1, 1).toEpochDay() * SECONDS_PER_DAY;
  private static final long FOUR_DIGIT_YEARS_UNTIL = LocalDate.of(10_000, 1, 1).toEpochDay() * SECONDS_PER_DAY;

  private IsoInstant() {
  }

  static void append(Buffer out, Instant instant) {
    byte[] text = new byte[MAX_LENGTH];
    int length = write(text, instant);
    if (length < 0) out.appendBytes(instant.toString().getBytes(StandardCharsets.US_ASCII));
    else out.appendBytes(text, 0, length);
  }

  /**
   * Writes the instant's text at the start of {@code text} (at least {@link #MAX_LENGTH} long) and answers
   * its length; -1, writing nothing, for a year outside 1000–9999 (whose form {@link Instant#toString()} has).
   */
  public static int write(byte[] text, Instant instant) {
    long seconds = instant.getEpochSecond();
    if (seconds < FOUR_DIGIT_YEARS_FROM || seconds >= FOUR_DIGIT_YEARS_UNTIL) {
      // signed and five-digit years have a form of their own: rare enough for the formatter
      return -1;
    }
    LocalDate date = LocalDate.ofEpochDay(Math.floorDiv(seconds, SECONDS_PER_DAY));
    int secondOfDay = (int) Math.floorMod(seconds, SECONDS_PER_DAY);
    digits(text, 0, date.getYear(), 4);
    text[4] = '-';
    digits(text, 5, date.getMonthValue(), 2);
    text[7] = '-';
    digits(text, 8, date.getDayOfMonth(), 2);
    text[10] = 'T';
    digits(text, 11, secondOfDay / 3600, 2);
    text[13] = ':';
    digits(text, 14, secondOfDay / 60 % 60, 2);
    text[16] = ':';
    digits(text, 17, secondOfDay % 60, 2);
    int length = 19;
    int nanos = instant.getNano();
    if (nanos > 0) {
      text[length++] = '.';
      if (nanos % 1_000_000 == 0) {
        digits(text, length, nanos / 1_000_000, 3);
        length += 3;
      } else if (nanos % 1000 == 0) {
        digits(text, length, nanos / 1000, 6);
        length += 6;
      } else {
        digits(text, length, nanos, 9);
        length += 9;
      }
    }
    text[length++] = 'Z';
    return length;
  }

  /** {@code value} in {@code width} decimal digits, zero-padded, at {@code at}. */
  private static void digits(byte[] text, int at, int value, int width) {
    for (int i = at + width - 1; i >= at; i--) {
      text[i] = (byte) ('0' + value % 10);
      value /= 10;
    }
  }
}
