package io.gatehouse.gateway.mcp.impl;

import io.vertx.core.buffer.Buffer;

/**
 * The pre-parse scan as it was before its two loops were made one: a pass for depth and kind, then,
 * for a batch, a second pass counting its top-level commas. Kept here only as the baseline
 * {@link JsonScanBenchmark} compares the current scan with.
 */
final class FormerJsonScan {

  private FormerJsonScan() {
  }

  /** What the endpoint did with the two passes, as one result in the current scan's terms. */
  static int check(Buffer body, int maxDepth, int maxBatchEntries) {
    int first = scan(body, maxDepth);
    return first == '[' && moreEntriesThan(body, maxBatchEntries) ? JsonScan.TOO_MANY : first;
  }

  private static int scan(Buffer body, int maxDepth) {
    int len = body.length();
    int first = JsonScan.NOT_JSON;
    int depth = 0;
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
        default -> {
          if (first == JsonScan.NOT_JSON) {
            return JsonScan.NOT_JSON;
          }
        }
      }
    }
    return first;
  }

  private static boolean moreEntriesThan(Buffer batch, int limit) {
    int len = batch.length();
    int depth = 0;
    int commas = 0;
    boolean inString = false;
    for (int i = 0; i < len; i++) {
      byte b = batch.getByte(i);
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
        case '{', '[' -> depth++;
        case '}', ']' -> depth--;
        case ',' -> {
          if (depth == 1 && ++commas >= limit) {
            return true;
          }
        }
        default -> {
        }
      }
    }
    return false;
  }
}
