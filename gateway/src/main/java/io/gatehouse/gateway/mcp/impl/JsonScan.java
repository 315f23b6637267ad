package io.gatehouse.gateway.mcp.impl;

import io.gatehouse.gateway.text.StrictUtf8;
import io.vertx.core.buffer.Buffer;

/**
 * A byte scan before parsing, in one pass: refuses nesting deeper than a limit (the parser and
 * everything downstream recurse), tells an object from a batch array, refuses a batch of more
 * messages than a limit (its top-level commas are counted), so an oversized body is never parsed,
 * and refuses bytes that are not well-formed UTF-8, which the parser would decode leniently (an
 * overlong {@code C1 9F} as {@code _}). The last costs an ASCII byte in a string one comparison; a
 * byte with its high bit set is checked with the sequence it leads, inline (JsonScanBenchmark).
 */
final class JsonScan {

  static final int TOO_DEEP = -1;
  static final int NOT_JSON = -2;
  static final int TOO_MANY = -3;
  static final int NOT_UTF8 = -4;

  private JsonScan() {
  }

  /**
   * The first significant byte ('{' or '['); NOT_UTF8 at the first ill-formed sequence; TOO_DEEP,
   * which wins over TOO_MANY (a batch of more than {@code maxBatchEntries} messages); or NOT_JSON.
   */
  static int scan(Buffer body, int maxDepth, int maxBatchEntries) {
    int len = body.length();
    int first = NOT_JSON;
    int depth = 0;
    int commas = 0;
    boolean inString = false;
    for (int i = 0; i < len; i++) {
      byte b = body.getByte(i);
      if (inString) {
        if (b == '\\') {
          i++;
        } else if (b == '"') {
          inString = false;
        } else if (b < 0) {
          // a lead byte: its sequence is checked here, inline (a call from the loop slowed every body)
          int lead = b & 0xFF;
          int more = StrictUtf8.continuationsAfter(lead);
          if (more < 0 || i + more >= len) return NOT_UTF8;
          int second = body.getByte(i + 1) & 0xFF;
          if (second < StrictUtf8.secondLow(lead) || second > StrictUtf8.secondHigh(lead)) return NOT_UTF8;
          for (int k = 2; k <= more; k++) {
            if ((body.getByte(i + k) & 0xC0) != 0x80) return NOT_UTF8;
          }
          i += more;
        }
        continue;
      }
      switch (b) {
        case '"' -> inString = true;
        case '{', '[' -> {
          if (first == NOT_JSON) {
            first = b;
          }
          if (++depth > maxDepth) {
            return TOO_DEEP;
          }
        }
        case '}', ']' -> depth--;
        case ' ', '\t', '\r', '\n' -> {
        }
        // a case of its own, so the bytes of numbers and literals pay no comma test
        case ',' -> {
          if (first == NOT_JSON) {
            return NOT_JSON;
          }
          if (depth == 1) {
            commas++;
          }
        }
        default -> {
          if (first == NOT_JSON) {
            return NOT_JSON;
          }
          if (b < 0) {
            // never JSON outside a string, but named as what it is
            return StrictUtf8.sequenceEnd(body, i, len) < 0 ? NOT_UTF8 : NOT_JSON;
          }
        }
      }
    }
    // n > 0 messages have n - 1 top-level commas: more than the limit is at least as many commas
    return first == '[' && commas > 0 && commas >= maxBatchEntries ? TOO_MANY : first;
  }
}
