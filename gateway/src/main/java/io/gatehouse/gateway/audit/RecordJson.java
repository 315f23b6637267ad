package io.gatehouse.gateway.audit;

import com.fasterxml.jackson.core.io.JsonStringEncoder;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

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
    if (!quoted(value)) escaped(value);
  }

  /** Writes the string if it needs neither escapes nor surrogates; else answers false, having written at most its comma. */
  private boolean quoted(String value) {
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
    if (at < 0) return false;
    bytes[at++] = '"';
    size = at;
    return true;
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
    if (value < 0) {
      ascii(Long.toString(value));
      return;
    }
    digits(value);
  }

  /** A number of hundredths, as Jackson writes the double {@code hundredths / 100d}. */
  void hundredths(byte[] name, long hundredths) {
    field(name);
    if (hundredths < 0 || hundredths >= 1_000_000_000L) {
      ascii(Double.toString(hundredths / 100d));
      return;
    }
    digits(hundredths / 100);
    int fraction = (int) (hundredths % 100);
    put('.');
    put((byte) ('0' + fraction / 10));
    if (fraction % 10 != 0) put((byte) ('0' + fraction % 10));
  }

  /** A non-negative number's decimal digits, without a String in between. */
  private void digits(long value) {
    int length = 1;
    for (long rest = value; rest >= 10; rest /= 10) length++;
    ensure(length);
    for (int at = size + length - 1; at >= size; at--, value /= 10) bytes[at] = (byte) ('0' + value % 10);
    size += length;
  }

  /**
   * A JSON value of objects, arrays, strings, ints, longs, booleans and nulls, written as Vert.x's
   * Jackson encoder writes it ({@code JsonObject.encode()}'s text); at anything else, or at text the
   * generator would escape (escapes, surrogates), it answers false and the text is cut back to where
   * it was, for the caller to leave the value to Jackson.
   */
  boolean plainValue(Object value) {
    int start = size;
    if (plain(value)) return true;
    size = start;
    return false;
  }

  private boolean plain(Object value) {
    // the scalars first: checking a value against the Map and List interfaces costs more than these
    if (value instanceof String text) return quoted(text);
    if (value instanceof Boolean || value instanceof Integer || value instanceof Long || value == null) {
      separate();
      ascii(String.valueOf(value));
      return true;
    }
    if (value instanceof JsonObject object) return plainObject(object.getMap());
    if (value instanceof JsonArray array) return plainArray(array.getList());
    if (value instanceof Map<?, ?> map) return plainObject(map);
    if (value instanceof List<?> list) return plainArray(list);
    return false;
  }

  private boolean plainObject(Map<?, ?> map) {
    startObject();
    for (Map.Entry<?, ?> entry : map.entrySet()) {
      if (!(entry.getKey() instanceof String name) || !quoted(name)) return false;
      put(':');
      if (!plain(entry.getValue())) return false;
    }
    endObject();
    return true;
  }

  private boolean plainArray(List<?> list) {
    startArray();
    for (Object item : list) {
      if (!plain(item)) return false;
    }
    endArray();
    return true;
  }

  /** The text written so far, into a digest. */
  void digestInto(MessageDigest digest) {
    digest.update(bytes, 0, size);
  }

  int size() {
    return size;
  }

  /** The text written since {@code start}, a {@link #size()} taken before. */
  byte[] copyFrom(int start) {
    return Arrays.copyOfRange(bytes, start, size);
  }

  /** Another writer's whole text, as a value. */
  void raw(byte[] name, RecordJson json) {
    field(name);
    put(json.bytes, 0, json.size);
  }

  /** JSON text already encoded, as it is: no comma, no name. */
  void append(byte[] json) {
    put(json, 0, json.length);
  }

  private void escaped(String value) {
    // the fast path wrote nothing yet: size still points at the value's start, after any comma
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
