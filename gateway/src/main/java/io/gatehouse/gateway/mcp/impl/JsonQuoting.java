package io.gatehouse.gateway.mcp.impl;

import io.netty.buffer.ByteBuf;
import io.netty.util.ByteProcessor;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.internal.buffer.BufferInternal;

import java.nio.charset.StandardCharsets;

/**
 * Quotes UTF-8 JSON text as the contents of a JSON string, byte by byte: a tool result's text
 * carries its structured value without decoding it to a String first. Multi-byte characters
 * pass through as they are; only '"', '\' and control characters need escapes.
 */
final class JsonQuoting {

  private static final byte[] HEX = "0123456789abcdef".getBytes(StandardCharsets.US_ASCII);
  /** Netty's scan over the backing array finds the next byte to escape faster than a loop of getByte. */
  private static final ByteProcessor AS_IS = b -> b != '"' && b != '\\' && (b & 0xff) >= 0x20;

  private JsonQuoting() {
  }

  /** How many bytes {@link #appendQuoted} writes for {@code utf8}. */
  static int quotedLength(Buffer utf8) {
    ByteBuf bytes = ((BufferInternal) utf8).getByteBuf();
    int quoted = bytes.readableBytes();
    for (int i = next(bytes, 0); i >= 0; i = next(bytes, i + 1)) {
      quoted += escapeLength(bytes.getByte(i)) - 1;
    }
    return quoted;
  }

  /** Appends {@code utf8} to {@code out} escaped for a JSON string, without the surrounding quotes. */
  static void appendQuoted(Buffer out, Buffer utf8) {
    ByteBuf bytes = ((BufferInternal) utf8).getByteBuf();
    int run = 0;
    for (int i = next(bytes, 0); i >= 0; i = next(bytes, run)) {
      if (i > run) {
        out.appendBuffer(utf8, run, i - run);
      }
      appendEscape(out, bytes.getByte(i));
      run = i + 1;
    }
    int len = bytes.readableBytes();
    if (len > run) {
      out.appendBuffer(utf8, run, len - run);
    }
  }

  /** The index of the next byte to escape from {@code from} on, or -1. */
  private static int next(ByteBuf bytes, int from) {
    int left = bytes.readableBytes() - from;
    return left <= 0 ? -1 : bytes.forEachByte(from, left, AS_IS);
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
