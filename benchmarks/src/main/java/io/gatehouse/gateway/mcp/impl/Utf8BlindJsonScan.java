package io.gatehouse.gateway.mcp.impl;

import io.vertx.core.buffer.Buffer;

/**
 * The one-pass pre-parse scan as it was before it checked UTF-8: depth, kind and batch size only.
 * Kept here only as the baseline {@link JsonScanBenchmark} measures the UTF-8 check's cost against.
 */
final class Utf8BlindJsonScan {

  private Utf8BlindJsonScan() {
  }

  /**
   * The first significant byte ('{' or '['); TOO_DEEP, which wins over TOO_MANY (a batch of more
   * than {@code maxBatchEntries} messages); or NOT_JSON.
   */
  static int scan(Buffer body, int maxDepth, int maxBatchEntries) {
    int len = body.length();
    int first = JsonScan.NOT_JSON;
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
        }
        continue;
      }
      switch (b) {
        case '"' -> inString = true;
        case '{', '[' -> {
          if (first == JsonScan.NOT_JSON) {
            first = b;
          }
          if (++depth > maxDepth) {
            return JsonScan.TOO_DEEP;
          }
        }
        case '}', ']' -> depth--;
        case ' ', '\t', '\r', '\n' -> {
        }
        // a case of its own, so the bytes of numbers and literals pay no comma test
        case ',' -> {
          if (first == JsonScan.NOT_JSON) {
            return JsonScan.NOT_JSON;
          }
          if (depth == 1) {
            commas++;
          }
        }
        default -> {
          if (first == JsonScan.NOT_JSON) {
            return JsonScan.NOT_JSON;
          }
        }
      }
    }
    // n > 0 messages have n - 1 top-level commas: more than the limit is at least as many commas
    return first == '[' && commas > 0 && commas >= maxBatchEntries ? JsonScan.TOO_MANY : first;
  }
}
