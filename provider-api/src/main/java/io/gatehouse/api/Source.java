package io.gatehouse.api;

import com.fasterxml.jackson.core.io.JsonStringEncoder;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonObject;

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
    appendField(out, "{\"name\":", name);
    if (url != null) appendField(out, ",\"url\":", url);
    if (version != null) appendField(out, ",\"version\":", version);
    appendField(out, ",\"retrieved_at\":", retrievedAt.toString());
    appendField(out, ",\"status\":", status);
    out.appendByte((byte) '}');
  }

  private static void appendField(Buffer out, String prefix, String value) {
    out.appendString(prefix).appendByte((byte) '"')
      .appendBytes(JsonStringEncoder.getInstance().quoteAsUTF8(value)).appendByte((byte) '"');
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
