package io.gatehouse.gateway.store.impl;

import io.vertx.core.json.DecodeException;
import io.vertx.core.json.JsonObject;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32C;

/**
 * One journal record per line: {@code <payload length> <CRC32C of the payload, 8 hex> <JSON>\n}.
 * The length tells a record cut short from a whole one, the checksum tells damage from data. JSON
 * text never holds a raw newline byte, so after a damaged record the next newline still marks where
 * the next record starts.
 */
public final class Frames {

  private static final byte[] HEX = "0123456789abcdef".getBytes(StandardCharsets.US_ASCII);

  private Frames() {
  }

  /** One record read: its JSON object and where its payload ends, or the reason it is damaged. */
  public record Decoded(JsonObject entry, int end, String damage) {
  }

  public static byte[] encode(JsonObject entry) {
    return encode(entry.encode().getBytes(StandardCharsets.UTF_8));
  }

  /** The frame of a JSON text already encoded (as UTF-8, without raw newlines). */
  public static byte[] encode(byte[] payload) {
    ByteBuffer line = ByteBuffer.allocate(size(payload));
    encode(payload, line);
    return line.array();
  }

  /** The bytes {@link #encode(byte[]) encode} gives the payload. */
  public static int size(byte[] payload) {
    return stringSize(payload.length) + 1 + 8 + 1 + payload.length + 1;
  }

  /** Writes the payload's frame at the buffer's position, which must have {@link #size} bytes left. */
  public static void encode(byte[] payload, ByteBuffer into) {
    int length = payload.length;
    int digits = stringSize(length);
    int at = into.position();
    for (int i = digits - 1; i >= 0; i--, length /= 10) into.put(at + i, (byte) ('0' + length % 10));
    into.position(at + digits);
    into.put((byte) ' ');
    long crc = crc(payload, 0, payload.length);
    for (int shift = 28; shift >= 0; shift -= 4) into.put(HEX[(int) (crc >>> shift) & 0xf]);
    into.put((byte) ' ');
    into.put(payload);
    into.put((byte) '\n');
  }

  private static int stringSize(int value) {
    int digits = 1;
    for (int bound = 10; value >= bound && digits < 10; bound *= 10) digits++;
    return digits;
  }

  /**
   * Decodes the record that starts at {@code from}, taking as many bytes as its header says (up to
   * {@code size}). A whole record whose checksum holds is good even when its newline is missing.
   */
  public static Decoded decode(byte[] bytes, int from, int size) {
    int lengthEnd = indexOf(bytes, (byte) ' ', from, Math.min(size, from + 11));
    if (lengthEnd <= from || lengthEnd + 10 > size || bytes[lengthEnd + 9] != ' ') {
      return damaged("no record header");
    }
    long length;
    long expected;
    try {
      length = Long.parseLong(ascii(bytes, from, lengthEnd));
      expected = Long.parseLong(ascii(bytes, lengthEnd + 1, lengthEnd + 9), 16);
    } catch (NumberFormatException e) {
      return damaged("no record header");
    }
    int payload = lengthEnd + 10;
    if (length < 0 || length > size - payload) {
      return damaged("the header's length of " + length + " runs past the end of the file");
    }
    int end = payload + (int) length;
    if (crc(bytes, payload, end) != expected) {
      return damaged("checksum mismatch");
    }
    return json(bytes, payload, end);
  }

  /**
   * Where the next whole record after damage starts, at or after {@code from}, or -1. Any offset is
   * tried, not only line starts, so that a record whose newline was overwritten does not take the
   * next one down with it.
   */
  public static int nextRecord(byte[] bytes, int from) {
    for (int p = from; p < bytes.length; p++) {
      if (bytes[p] >= '1' && bytes[p] <= '9' && decode(bytes, p, bytes.length).entry() != null) {
        return p;
      }
    }
    return -1;
  }

  /** Whether {@code bytes[from, to)} could be the start of a record whose end was never written. */
  static boolean cutShort(byte[] bytes, int from, int to) {
    int lengthEnd = indexOf(bytes, (byte) ' ', from, Math.min(to, from + 11));
    if (lengthEnd < 0) {
      return to - from < 11 && digits(bytes, from, to);
    }
    if (lengthEnd == from || !digits(bytes, from, lengthEnd)) {
      return false;
    }
    long length = Long.parseLong(ascii(bytes, from, lengthEnd));
    return to < lengthEnd + 10 || to - (lengthEnd + 10) < length;
  }

  /** A line of the journal's first format: bare JSON. */
  static Decoded decodeLegacy(byte[] bytes, int from, int to) {
    return json(bytes, from, to);
  }

  private static Decoded json(byte[] bytes, int from, int to) {
    try {
      return new Decoded(new JsonObject(new String(bytes, from, to - from, StandardCharsets.UTF_8)), to, null);
    } catch (DecodeException | ClassCastException e) {
      return damaged("not a JSON object");
    }
  }

  private static Decoded damaged(String reason) {
    return new Decoded(null, -1, reason);
  }

  private static long crc(byte[] bytes, int from, int to) {
    CRC32C crc = new CRC32C();
    crc.update(bytes, from, to - from);
    return crc.getValue();
  }

  private static boolean digits(byte[] bytes, int from, int to) {
    for (int i = from; i < to; i++) {
      if (bytes[i] < '0' || bytes[i] > '9') {
        return false;
      }
    }
    return true;
  }

  private static String ascii(byte[] bytes, int from, int to) {
    return new String(bytes, from, to - from, StandardCharsets.US_ASCII);
  }

  static int indexOf(byte[] bytes, byte b, int from, int to) {
    for (int i = from; i < to; i++) {
      if (bytes[i] == b) {
        return i;
      }
    }
    return -1;
  }
}
