package io.gatehouse.gateway.mcp.impl;

import io.vertx.core.buffer.Buffer;

/**
 * A byte scan before parsing: refuses nesting deeper than a limit (the parser and
 * everything downstream recurse) and tells an object from a batch array.
 */
final class JsonScan {

  static final int TOO_DEEP = -1;
  static final int NOT_JSON = -2;

  private JsonScan() {
  }

  /** The first significant byte ('{' or '['), TOO_DEEP, or NOT_JSON. */
  static int scan(Buffer body, int maxDepth) {
    int len = body.length();
    int first = NOT_JSON;
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
        default -> {
          if (first == NOT_JSON) {
            return NOT_JSON;
          }
        }
      }
    }
    return first;
  }

  /**
   * Whether a batch (a body {@link #scan} found to open with '[') holds more than {@code limit}
   * messages: its top-level commas are counted, so an oversized batch is refused before it is parsed.
   */
  static boolean moreEntriesThan(Buffer batch, int limit) {
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
