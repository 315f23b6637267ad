package io.gatehouse.gateway.audit;

import com.fasterxml.jackson.core.io.JsonStringEncoder;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * An audit record's JSON text written straight to bytes: field names encoded once, strings that need
 * no escaping written as UTF-8, the others escaped by Jackson's own {@link JsonStringEncoder}. The
 * text is the one Jackson's generator writes, but for characters beyond the basic plane, written as
 * UTF-8 rather than as escaped surrogate pairs (RecordJsonTest). A comma goes wherever the previous
 * byte ends a value. Jackson's generator was most of the trail's cost per call.
 */
final class RecordJson {

  private static final byte[] HEX = "0123456789abcdef".getBytes(StandardCharsets.US_ASCII);

  private byte[] bytes = new byte[1024];
  private int size;

  /** A field name as written before its value: {@code "name":}. */
  static byte[] name(String field) {
    return ('"' + field + "\":").getBytes(StandardCharsets.UTF_8);
  }

  void reset() {
    size = 0;
  }

  byte[] toByteArray() {
    return Arrays.copyOf(bytes, size);
  }

  void startObject() {
    separate();
    put('{');
  }

  void endObject() {
    put('}');
  }

  void startArray() {
    separate();
    put('[');
  }

  void endArray() {
    put(']');
  }

  void field(byte[] name) {
    separate();
    put(name, 0, name.length);
  }

  void string(byte[] name, String value) {
    field(name);
    string(value);
  }

  /**
   * A string: ASCII copied in a tight loop; from the first other character on, the rest of the basic
   * plane written here as UTF-8 (a key's fingerprint holds an ellipsis, so every record has one);
   * what JSON escapes, and surrogates, left to Jackson.
   */
  void string(String value) {
    separate();
    int length = value.length();
    ensure(length * 3 + 2);
    int at = size;
    bytes[at++] = '"';
    int i = 0;
    for (; i < length; i++) {
      char c = value.charAt(i);
      if (c < 0x20 || c >= 0x7f || c == '"' || c == '\\') break;
      bytes[at++] = (byte) c;
    }
    if (i < length) at = utf8(value, i, at);
    if (at < 0) {
      escaped(value);
      return;
    }
    bytes[at++] = '"';
    size = at;
  }

  /** Writes {@code value} from {@code i} on at {@code at} as UTF-8; answers where it ended, or -1 where Jackson must escape. */
  private int utf8(String value, int i, int at) {
    for (int length = value.length(); i < length; i++) {
      char c = value.charAt(i);
      if (c >= 0x20 && c < 0x7f && c != '"' && c != '\\') {
        bytes[at++] = (byte) c;
      } else if (c >= 0x80 && c < 0x800) {
        bytes[at++] = (byte) (0xc0 | c >> 6);
        bytes[at++] = (byte) (0x80 | c & 0x3f);
      } else if (c >= 0x800 && !Character.isSurrogate(c)) {
        bytes[at++] = (byte) (0xe0 | c >> 12);
        bytes[at++] = (byte) (0x80 | c >> 6 & 0x3f);
        bytes[at++] = (byte) (0x80 | c & 0x3f);
      } else {
        return -1;
      }
    }
    return at;
  }

  /** A string of the caller's bytes known to need no escaping (ASCII digits, letters and punctuation). */
  void plainString(byte[] name, byte[] value, int length) {
    field(name);
    put('"');
    put(value, 0, length);
    put('"');
  }

  /** Bytes as lowercase hex, as a string. */
  void hex(byte[] name, byte[] value) {
    field(name);
    ensure(value.length * 2 + 2);
    bytes[size++] = '"';
    for (byte b : value) {
      bytes[size++] = HEX[(b >> 4) & 0xf];
      bytes[size++] = HEX[b & 0xf];
    }
    bytes[size++] = '"';
  }

  void number(byte[] name, long value) {
    field(name);
    ascii(Long.toString(value));
  }

  /** A number of hundredths, as Jackson writes the double {@code hundredths / 100d}. */
  void hundredths(byte[] name, long hundredths) {
    field(name);
    if (hundredths < 0 || hundredths >= 1_000_000_000L) {
      ascii(Double.toString(hundredths / 100d));
      return;
    }
    long whole = hundredths / 100;
    int fraction = (int) (hundredths % 100);
    ascii(Long.toString(whole));
    put('.');
    put((byte) ('0' + fraction / 10));
    if (fraction % 10 != 0) put((byte) ('0' + fraction % 10));
  }

  /** JSON text already encoded, as a value. */
  void raw(byte[] name, byte[] json) {
    field(name);
    put(json, 0, json.length);
  }

  private void escaped(String value) {
    // the fast path wrote nothing yet: size still points at the value's start
    put('"');
    byte[] quoted = JsonStringEncoder.getInstance().quoteAsUTF8(value);
    put(quoted, 0, quoted.length);
    put('"');
  }

  /** A comma unless this value opens a container, follows a field name, or starts the text. */
  private void separate() {
    if (size == 0) return;
    byte last = bytes[size - 1];
    if (last != '{' && last != '[' && last != ':') put(',');
  }

  private void ascii(String text) {
    int length = text.length();
    ensure(length);
    for (int i = 0; i < length; i++) bytes[size++] = (byte) text.charAt(i);
  }

  private void put(char c) {
    put((byte) c);
  }

  private void put(byte b) {
    ensure(1);
    bytes[size++] = b;
  }

  private void put(byte[] source, int from, int length) {
    ensure(length);
    System.arraycopy(source, from, bytes, size, length);
    size += length;
  }

  private void ensure(int more) {
    if (size + more > bytes.length) bytes = Arrays.copyOf(bytes, Math.max(bytes.length * 2, size + more));
  }
}
