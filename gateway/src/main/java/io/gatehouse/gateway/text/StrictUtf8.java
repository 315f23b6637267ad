package io.gatehouse.gateway.text;

import io.vertx.core.buffer.Buffer;

import java.nio.charset.StandardCharsets;

/**
 * Well-formed UTF-8 as the Unicode Standard defines it (chapter 3, table 3-7): no overlong forms
 * ({@code C0 AF}, {@code C1 9F}, {@code E0 80 AF}...), no surrogates ({@code ED A0..BF}), nothing past
 * U+10FFFF, no truncated or stray continuation bytes. Lenient decoders turn an overlong form into an
 * ASCII character, so a filter reading the bytes and the code acting on the decoded text would see
 * two different names; requests are refused before either looks.
 */
public final class StrictUtf8 {

  /** What a refusal says, so every door words it alike. */
  public static final String MESSAGE = "not well-formed UTF-8 (overlong, surrogate or truncated sequence)";

  private StrictUtf8() {
  }

  /**
   * The index of the last byte of the well-formed sequence whose lead byte, not ASCII, is at
   * {@code i}; -1 when that sequence is ill-formed or cut off by {@code end}.
   */
  public static int sequenceEnd(Buffer bytes, int i, int end) {
    int lead = bytes.getByte(i) & 0xFF;
    int continuations = continuationsAfter(lead);
    if (continuations < 0) return -1;
    // the second byte's range is what rules out overlong forms, surrogates and code points past U+10FFFF
    if (!continuation(bytes, i + 1, end, secondLow(lead), secondHigh(lead))) return -1;
    for (int k = 2; k <= continuations; k++) {
      if (!continuation(bytes, i + k, end, 0x80, 0xBF)) return -1;
    }
    return i + continuations;
  }

  /** How many continuation bytes follow the lead byte {@code lead} (0-255); -1 when it cannot lead. */
  public static int continuationsAfter(int lead) {
    if (lead < 0xC2 || lead > 0xF4) return -1;
    return lead < 0xE0 ? 1 : lead < 0xF0 ? 2 : 3;
  }

  /** The lowest second byte after {@code lead}: higher than 0x80 where lower ones would be overlong. */
  public static int secondLow(int lead) {
    return lead == 0xE0 ? 0xA0 : lead == 0xF0 ? 0x90 : 0x80;
  }

  /** The highest second byte after {@code lead}: lower than 0xBF where higher ones are surrogates or past U+10FFFF. */
  public static int secondHigh(int lead) {
    return lead == 0xED ? 0x9F : lead == 0xF4 ? 0x8F : 0xBF;
  }

  /** Whether the whole buffer is well-formed; ASCII runs cost one comparison a byte. */
  public static boolean isValid(Buffer bytes) {
    int end = bytes.length();
    for (int i = 0; i < end; i++) {
      if (bytes.getByte(i) < 0) {
        i = sequenceEnd(bytes, i, end);
        if (i < 0) return false;
      }
    }
    return true;
  }

  /**
   * Whether a header value, as HTTP/1.1 servers hand it over (each byte one ISO-8859-1 character), is
   * well-formed UTF-8; an ASCII value, the usual case, is read once and copied never.
   */
  public static boolean isValidHeader(String value) {
    for (int i = 0; i < value.length(); i++) {
      if (value.charAt(i) >= 0x80) return isValid(Buffer.buffer(value.getBytes(StandardCharsets.ISO_8859_1)));
    }
    return true;
  }

  private static boolean continuation(Buffer bytes, int i, int end, int low, int high) {
    if (i >= end) return false;
    int b = bytes.getByte(i) & 0xFF;
    return b >= low && b <= high;
  }
}
