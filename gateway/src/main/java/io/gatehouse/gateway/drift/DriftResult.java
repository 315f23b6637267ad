package io.gatehouse.gateway.drift;

import io.vertx.core.json.JsonObject;

import java.time.Instant;

/**
 * One operation's check: the upstream URL called (without credentials), the HTTP status when the
 * upstream answered, the classification and a short human detail.
 *
 * @param http null when no answer came (timeout, unreachable, credential missing)
 */
public record DriftResult(String provider, String operation, String url, Integer http, DriftStatus status,
                          String detail, Instant checkedAt) {

  public boolean ok() {
    return status == DriftStatus.OK;
  }

  /** One line of the report: operation, url, http, status and detail, then provider and when. */
  public JsonObject toJson() {
    return new JsonObject().put("operation", operation).put("url", url).put("http", http)
      .put("status", status.wireName()).put("detail", detail)
      .put("provider", provider).put("checked_at", checkedAt.toString());
  }
}
