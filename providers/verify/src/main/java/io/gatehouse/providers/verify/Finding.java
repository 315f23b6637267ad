package io.gatehouse.providers.verify;

import io.vertx.core.json.JsonObject;

/**
 * One thing a check (or a comparison of checks) established about the lead: a stable code from the
 * policy table, the check it came from and a sentence for people.
 *
 * @param retryAfterSeconds when a source could not answer and says when to ask again, else null
 */
record Finding(String code, String check, String message, Long retryAfterSeconds) {

  /** The check name of findings that compare the answers of several checks. */
  static final String CONSISTENCY = "consistency";

  static Finding of(String code, String check, String message) {
    return new Finding(code, check, message, null);
  }

  /** A name as a finding's message cites it. */
  static String quoted(String name) {
    return "\u201c" + name + "\u201d";
  }

  JsonObject toJson(Outcome outcome) {
    JsonObject json = new JsonObject().put("code", code).put("outcome", outcome.slug()).put("check", check)
      .put("message", message);
    if (retryAfterSeconds != null) json.put("retry_after_seconds", retryAfterSeconds);
    return json;
  }
}
