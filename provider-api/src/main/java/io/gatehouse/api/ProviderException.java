package io.gatehouse.api;

import io.vertx.core.json.JsonObject;

/** A typed failure that the gateway maps to a problem response or an MCP error. */
public class ProviderException extends RuntimeException {

  private final Failure failure;
  private final JsonObject details;
  private final Long retryAfterSeconds;

  public ProviderException(Failure failure, String message) {
    this(failure, message, null, null);
  }

  public ProviderException(Failure failure, String message, JsonObject details, Long retryAfterSeconds) {
    super(message, null, false, false);
    this.failure = failure;
    this.details = details == null ? new JsonObject() : details;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  public static ProviderException badArgument(String field, String message) {
    return new ProviderException(Failure.BAD_ARGUMENT, message, new JsonObject().put("field", field), null);
  }

  public static ProviderException notFound(String message) {
    return new ProviderException(Failure.NOT_FOUND, message);
  }

  public Failure failure() {
    return failure;
  }

  public JsonObject details() {
    return details;
  }

  /** Seconds the caller should wait before retrying, or null when unknown. */
  public Long retryAfterSeconds() {
    return retryAfterSeconds;
  }

  public JsonObject toJson() {
    JsonObject json = new JsonObject().put("failure", failure.name()).put("message", getMessage());
    if (!details.isEmpty()) json.put("details", details);
    if (retryAfterSeconds != null) json.put("retry_after", retryAfterSeconds);
    return json;
  }

  public static ProviderException fromJson(JsonObject json) {
    Failure failure;
    try {
      failure = Failure.valueOf(json.getString("failure", "INTERNAL"));
    } catch (IllegalArgumentException unknown) {
      failure = Failure.INTERNAL;
    }
    return new ProviderException(failure, json.getString("message"), json.getJsonObject("details"),
      json.getLong("retry_after"));
  }
}
