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

  /** Appends what {@link #toJson()} encodes to, written straight into {@code out}. */
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

  public JsonObject toJson() {
    JsonObject json = new JsonObject().put("name", name);
    if (url != null) json.put("url", url);
    if (version != null) json.put("version", version);
    return json.put("retrieved_at", retrievedAt.toString()).put("status", status);
  }

  public static Source fromJson(JsonObject json) {
    return new Source(json.getString("name"), json.getString("url"), json.getString("version"),
      Instant.parse(json.getString("retrieved_at")), json.getString("status"));
  }
}
