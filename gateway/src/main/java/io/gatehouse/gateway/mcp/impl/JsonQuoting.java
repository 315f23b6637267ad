package io.gatehouse.gateway.mcp.impl;

import io.vertx.core.buffer.Buffer;

import java.nio.charset.StandardCharsets;

/**
 * Quotes UTF-8 JSON text as the contents of a JSON string, byte by byte: a tool result's text
 * carries its structured value without decoding it to a String first. Multi-byte characters
 * pass through as they are; only '"', '\' and control characters need escapes.
 */
final class JsonQuoting {

  private static final byte[] HEX = "0123456789abcdef".getBytes(StandardCharsets.US_ASCII);

  private JsonQuoting() {
  }

  /** Appends {@code utf8} to {@code out} escaped for a JSON string, without the surrounding quotes. */
  static void appendQuoted(Buffer out, Buffer utf8) {
    int len = utf8.length();
    int run = 0;
    for (int i = 0; i < len; i++) {
      byte b = utf8.getByte(i);
      if (b != '"' && b != '\\' && (b & 0xff) >= 0x20) {
        continue;
      }
      if (i > run) {
        out.appendBuffer(utf8, run, i - run);
      }
      appendEscape(out, b);
      run = i + 1;
    }
    if (len > run) {
      out.appendBuffer(utf8, run, len - run);
    }
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
