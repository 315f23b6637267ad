package io.gatehouse.api;

import com.fasterxml.jackson.core.io.JsonStringEncoder;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonObject;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Objects;

/**
 * Where a piece of a result came from: the register, list or upstream that answered, its URL
 * (never with credentials) or data-set version, and when it was retrieved.
 */
public record Source(String name, String url, String version, Instant retrievedAt, String status) {

  public static final String OK = "ok";
  public static final String CACHED = "cached";
  public static final String UNAVAILABLE = "unavailable";
  // each field of the JSON form from its name to the opening quote of its value
  private static final byte[] NAME_FIELD = "{\"name\":\"".getBytes(StandardCharsets.US_ASCII);
  private static final byte[] URL_FIELD = "\",\"url\":\"".getBytes(StandardCharsets.US_ASCII);
  private static final byte[] VERSION_FIELD = "\",\"version\":\"".getBytes(StandardCharsets.US_ASCII);
  private static final byte[] RETRIEVED_AT_FIELD = "\",\"retrieved_at\":\"".getBytes(StandardCharsets.US_ASCII);
  private static final byte[] STATUS_FIELD = "\",\"status\":\"".getBytes(StandardCharsets.US_ASCII);

  public Source {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(retrievedAt, "retrievedAt");
    status = status == null ? OK : status;
  }

  public static Source upstream(String name, String url, Instant retrievedAt) {
    return new Source(name, url, null, retrievedAt, OK);
  }

  public static Source dataset(String name, String version, Instant retrievedAt) {
    return new Source(name, null, version, retrievedAt, OK);
  }

  public Source withStatus(String newStatus) {
    return new Source(name, url, version, retrievedAt, newStatus);
  }

  /**
   * Appends the source as JSON ({@code name}, {@code url} and {@code version} when set,
   * {@code retrieved_at}, {@code status}), written straight into {@code out}.
   */
  public void appendJson(Buffer out) {
    appendField(out, NAME_FIELD, name);
    if (url != null) appendField(out, URL_FIELD, url);
    if (version != null) appendField(out, VERSION_FIELD, version);
    out.appendBytes(RETRIEVED_AT_FIELD);
    IsoInstant.append(out, retrievedAt);
    appendField(out, STATUS_FIELD, status);
    out.appendByte((byte) '"').appendByte((byte) '}');
  }

  /**
   * The field's name and opening quote, then its value: its UTF-8 bytes as they are when nothing in
   * them needs escaping, the usual case (a byte below 0x80 is the character itself).
   */
  private static void appendField(Buffer out, byte[] nameAndQuote, String value) {
    out.appendBytes(nameAndQuote);
    byte[] bytes = value.getBytes(StandardCharsets.UTF_8);
    out.appendBytes(needsEscapes(bytes) ? JsonStringEncoder.getInstance().quoteAsUTF8(value) : bytes);
  }

  private static boolean needsEscapes(byte[] bytes) {
    for (byte b : bytes) {
      if ((b >= 0 && b < 0x20) || b == '"' || b == '\\') return true;
    }
    return false;
  }

  /** The same as an object: {@link #appendJson} read back, so the two cannot differ. */
  public JsonObject toJson() {
    Buffer out = Buffer.buffer(128);
    appendJson(out);
    return new JsonObject(out);
  }

  public static Source fromJson(JsonObject json) {
    return new Source(json.getString("name"), json.getString("url"), json.getString("version"),
      Instant.parse(json.getString("retrieved_at")), json.getString("status"));
  }
}
