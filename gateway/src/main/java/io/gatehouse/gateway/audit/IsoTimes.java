package io.gatehouse.gateway.audit;

import com.fasterxml.jackson.core.JsonGenerator;

import java.io.IOException;
import java.time.Instant;

/**
 * Writes instants as {@link Instant#toString()} writes them, without the formatter: the date and time
 * of day are formatted once per second (a trail's records and their sources mostly fall within one),
 * the fraction digit by digit into a buffer. Not thread-safe: the writer's thread owns one.
 */
final class IsoTimes {

  private static final int SECOND_LENGTH = "2026-11-26T06:10:02".length();

  private final char[] text = new char[SECOND_LENGTH + 11];
  private long second = Long.MIN_VALUE;

  void writeField(JsonGenerator out, String name, Instant instant) throws IOException {
    long epochSecond = instant.getEpochSecond();
    if (epochSecond != second) {
      String whole = Instant.ofEpochSecond(epochSecond).toString();
      if (whole.length() != SECOND_LENGTH + 1) {
        // a year of other than four digits has a form of its own
        out.writeStringField(name, instant.toString());
        return;
      }
      whole.getChars(0, SECOND_LENGTH, text, 0);
      second = epochSecond;
    }
    int length = SECOND_LENGTH;
    int nanos = instant.getNano();
    if (nanos > 0) {
      // the fraction in groups of three digits, as many groups as it needs
      int digits = nanos % 1_000_000 == 0 ? 3 : nanos % 1000 == 0 ? 6 : 9;
      text[length] = '.';
      int fraction = nanos;
      for (int i = 9; i > digits; i--) fraction /= 10;
      for (int i = digits; i > 0; i--) {
        text[length + i] = (char) ('0' + fraction % 10);
        fraction /= 10;
      }
      length += digits + 1;
    }
    text[length++] = 'Z';
    out.writeFieldName(name);
    out.writeString(text, 0, length);
  }
}
