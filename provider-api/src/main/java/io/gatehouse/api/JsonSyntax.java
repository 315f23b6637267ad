package io.gatehouse.api;

/**
 * Whether bytes hold exactly one JSON value (RFC 8259, in UTF-8), checked in one pass without
 * decoding anything: an upstream's body is passed on as it came once this holds. As strict as
 * Jackson's default parser (no comments, leading zeros, NaN or trailing commas; nesting up to
 * {@link #MAX_DEPTH}), and stricter about UTF-8: overlong forms and surrogates are refused.
 */
final class JsonSyntax {

  /** Jackson's default limit, so a body is refused here exactly when decoding it would fail. */
  static final int MAX_DEPTH = 1000;

  private static final byte[] TRUE = {'t', 'r', 'u', 'e'};
  private static final byte[] FALSE = {'f', 'a', 'l', 's', 'e'};
  private static final byte[] NULL = {'n', 'u', 'l', 'l'};

  private JsonSyntax() {
  }

  static boolean isOneValue(byte[] b, int from, int to) {
    // the open containers, a bit each: set for an object, clear for an array
    long[] objects = new long[(MAX_DEPTH + 63) / 64];
    int depth = 0;
    int i = skipSpace(b, from, to);
    while (true) {
      // a value starts at i
      if (i >= to) return false;
      byte c = b[i];
      if (c == '{' || c == '[') {
        if (depth == MAX_DEPTH) return false;
        boolean object = c == '{';
        if (object) objects[depth >> 6] |= 1L << depth;
        else objects[depth >> 6] &= ~(1L << depth);
        depth++;
        i = skipSpace(b, i + 1, to);
        if (i < to && b[i] == (object ? '}' : ']')) {
          depth--;
          i++;
        } else {
          if (object && (i = member(b, i, to)) < 0) return false;
          continue;
        }
      } else if ((i = scalar(b, i, to)) < 0) {
        return false;
      }
      // after a value: close the containers that end here, then go on to the next value or the end
      while (true) {
        i = skipSpace(b, i, to);
        if (depth == 0) return i == to;
        if (i >= to) return false;
        boolean object = (objects[(depth - 1) >> 6] & 1L << (depth - 1)) != 0;
        if (b[i] == ',') {
          i = skipSpace(b, i + 1, to);
          if (object && (i = member(b, i, to)) < 0) return false;
          break;
        }
        if (b[i] != (object ? '}' : ']')) return false;
        depth--;
        i++;
      }
    }
  }

  /** A member's name and colon; returns where its value starts, or -1. */
  private static int member(byte[] b, int i, int to) {
    if (i >= to || b[i] != '"' || (i = string(b, i, to)) < 0) return -1;
    i = skipSpace(b, i, to);
    return i < to && b[i] == ':' ? skipSpace(b, i + 1, to) : -1;
  }

  private static int scalar(byte[] b, int i, int to) {
    return switch (b[i]) {
      case '"' -> string(b, i, to);
      case 't' -> literal(b, i, to, TRUE);
      case 'f' -> literal(b, i, to, FALSE);
      case 'n' -> literal(b, i, to, NULL);
      default -> number(b, i, to);
    };
  }

  private static int literal(byte[] b, int i, int to, byte[] word) {
    if (to - i < word.length) return -1;
    for (int k = 1; k < word.length; k++) {
      if (b[i + k] != word[k]) return -1;
    }
    return i + word.length;
  }

  /** {@code -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?} */
  private static int number(byte[] b, int i, int to) {
    if (b[i] == '-') i++;
    if (i >= to) return -1;
    if (b[i] == '0') {
      i++;
    } else if (isDigit(b[i])) {
      i = digits(b, i, to);
    } else {
      return -1;
    }
    if (i < to && b[i] == '.') {
      int end = digits(b, i + 1, to);
      if (end == i + 1) return -1;
      i = end;
    }
    if (i < to && (b[i] == 'e' || b[i] == 'E')) {
      i++;
      if (i < to && (b[i] == '+' || b[i] == '-')) i++;
      int end = digits(b, i, to);
      if (end == i) return -1;
      i = end;
    }
    return i;
  }

  private static int digits(byte[] b, int i, int to) {
    while (i < to && isDigit(b[i])) i++;
    return i;
  }

  private static boolean isDigit(byte c) {
    return c >= '0' && c <= '9';
  }

  /** From the opening quote; returns the index past the closing one, or -1. */
  private static int string(byte[] b, int i, int to) {
    i++;
    while (i < to) {
      int c = b[i] & 0xFF;
      if (c == '"') return i + 1;
      if (c == '\\') {
        i = escape(b, i + 1, to);
        if (i < 0) return -1;
      } else if (c < 0x20) {
        return -1;
      } else if (c < 0x80) {
        i++;
      } else if ((i = utf8(b, i, to)) < 0) {
        return -1;
      }
    }
    return -1;
  }

  /** From the character after the backslash. */
  private static int escape(byte[] b, int i, int to) {
    if (i >= to) return -1;
    switch (b[i]) {
      case '"', '\\', '/', 'b', 'f', 'n', 'r', 't' -> {
        return i + 1;
      }
      case 'u' -> {
        if (to - i < 5) return -1;
        for (int k = 1; k <= 4; k++) {
          if (Character.digit(b[i + k], 16) < 0) return -1;
        }
        return i + 5;
      }
      default -> {
        return -1;
      }
    }
  }

  /** One multi-byte character, well formed as RFC 3629 defines it; returns the index past it, or -1. */
  private static int utf8(byte[] b, int i, int to) {
    int lead = b[i] & 0xFF;
    int continuations;
    int secondMin = 0x80;
    int secondMax = 0xBF;
    if (lead >= 0xC2 && lead <= 0xDF) {
      continuations = 1;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
      continuations = 2;
      if (lead == 0xE0) secondMin = 0xA0;
      if (lead == 0xED) secondMax = 0x9F;
    } else if (lead >= 0xF0 && lead <= 0xF4) {
      continuations = 3;
      if (lead == 0xF0) secondMin = 0x90;
      if (lead == 0xF4) secondMax = 0x8F;
    } else {
      return -1;
    }
    if (to - i <= continuations) return -1;
    int second = b[i + 1] & 0xFF;
    if (second < secondMin || second > secondMax) return -1;
    for (int k = 2; k <= continuations; k++) {
      if ((b[i + k] & 0xC0) != 0x80) return -1;
    }
    return i + continuations + 1;
  }

  private static int skipSpace(byte[] b, int i, int to) {
    while (i < to) {
      byte c = b[i];
      if (c != ' ' && c != '\n' && c != '\r' && c != '\t') break;
      i++;
    }
    return i;
  }
}
