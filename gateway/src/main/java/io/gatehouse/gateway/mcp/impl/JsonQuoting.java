package io.gatehouse.gateway.mcp.impl;

import io.vertx.core.buffer.Buffer;

import java.nio.charset.StandardCharsets;

/**
 * Quotes UTF-8 JSON text as the contents of a JSON string, byte by byte: a tool result's text
 * carries its structured value without decoding it to a String first. Multi-byte characters
 * pass through as they are; only '"', '\' and control characters need escapes. Works on a copy of
 * the bytes taken once through the public {@code Buffer.getBytes()}: a plain loop over an array
 * measured faster than scanning the buffer's backing store in place (JsonQuotingBenchmark).
 */
final class JsonQuoting {

  private static final byte[] HEX = "0123456789abcdef".getBytes(StandardCharsets.US_ASCII);

  private JsonQuoting() {
  }

  /** How many bytes {@link #appendQuoted} writes for {@code utf8}. */
  static int quotedLength(byte[] utf8) {
    int quoted = utf8.length;
    for (byte b : utf8) {
      if (needsEscape(b)) quoted += escapeLength(b) - 1;
    }
    return quoted;
  }

  /** Appends {@code utf8} to {@code out} escaped for a JSON string, without the surrounding quotes. */
  static void appendQuoted(Buffer out, byte[] utf8) {
    int run = 0;
    for (int i = 0; i < utf8.length; i++) {
      byte b = utf8[i];
      if (needsEscape(b)) {
        if (i > run) out.appendBytes(utf8, run, i - run);
        appendEscape(out, b);
        run = i + 1;
      }
    }
    if (utf8.length > run) out.appendBytes(utf8, run, utf8.length - run);
  }

  private static boolean needsEscape(byte b) {
    return b == '"' || b == '\\' || (b & 0xff) < 0x20;
  }

  private static int escapeLength(byte b) {
    return switch (b) {
      case '"', '\\', '\n', '\r', '\t', '\b', '\f' -> 2;
      default -> 6;
    };
  }

  private static void appendEscape(Buffer out, byte b) {
    out.appendByte((byte) '\\');
    switch (b) {
      case '"', '\\' -> out.appendByte(b);
      case '\n' -> out.appendByte((byte) 'n');
      case '\r' -> out.appendByte((byte) 'r');
      case '\t' -> out.appendByte((byte) 't');
      case '\b' -> out.appendByte((byte) 'b');
      case '\f' -> out.appendByte((byte) 'f');
      default -> out.appendByte((byte) 'u').appendByte((byte) '0').appendByte((byte) '0')
        .appendByte(HEX[b >> 4]).appendByte(HEX[b & 0xf]);
    }
  }
}
