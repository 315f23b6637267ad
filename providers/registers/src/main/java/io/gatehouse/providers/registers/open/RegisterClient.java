package io.gatehouse.providers.registers.open;

import io.gatehouse.api.Failure;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.UpstreamClient;
import io.gatehouse.api.UpstreamRequest;
import io.gatehouse.api.UpstreamResponse;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.time.Duration;
import java.util.List;
import java.util.Set;

/**
 * Calls an open register's JSON API and turns its error statuses into typed failures that quote
 * the register's own words. Statuses listed as answers (a register's "deleted" 410, say) are
 * handed back to the caller instead.
 */
public final class RegisterClient {

  /** Where registers put their error text, most specific first. */
  private static final List<String> MESSAGE_KEYS = List.of("detail", "popis", "erreur", "message", "title", "error");

  private final UpstreamClient upstream;
  private final String register;
  private final Duration cacheTtl;

  /** @param register how failures name the register, e.g. "GLEIF" */
  public RegisterClient(UpstreamClient upstream, String register, Duration cacheTtl) {
    this.upstream = upstream;
    this.register = register;
    this.cacheTtl = cacheTtl;
  }

  public Future<UpstreamResponse> get(UpstreamRequest request, String requestId) {
    return send(request, requestId, Set.of());
  }

  /** As {@link #get}, and the statuses in {@code answers} are returned rather than failed. */
  public Future<UpstreamResponse> send(UpstreamRequest request, String requestId, Set<Integer> answers) {
    return upstream.send(request.cacheTtl(cacheTtl).requestId(requestId)).map(response -> {
      if (response.isSuccess() || answers.contains(response.status())) return response;
      throw failure(response);
    });
  }

  /** The answer's JSON object; anything else is the register failing. */
  public JsonObject object(UpstreamResponse response) {
    if (response.json() instanceof JsonObject object) return object;
    throw new ProviderException(Failure.UPSTREAM_UNAVAILABLE, register + " answered with something other than a JSON object");
  }

  public String register() {
    return register;
  }

  private ProviderException failure(UpstreamResponse response) {
    int status = response.status();
    String detail = describe(response);
    JsonObject details = new JsonObject().put("upstream_status", status);
    if (status == 404) return new ProviderException(Failure.NOT_FOUND, register + " has no such record" + detail);
    if (status == 400 || status == 422) {
      return new ProviderException(Failure.BAD_ARGUMENT, register + " refused the request" + detail, details, null);
    }
    if (status == 401 || status == 403) {
      return new ProviderException(Failure.UPSTREAM_REJECTED, register + " refused the gateway's credential (HTTP "
        + status + ")" + detail, details, null);
    }
    return new ProviderException(Failure.UPSTREAM_REJECTED, register + " answered HTTP " + status + detail, details, null);
  }

  private static String describe(UpstreamResponse response) {
    try {
      String text = message(response.json());
      return text == null ? "" : ": " + (text.length() > 300 ? text.substring(0, 300) + "…" : text);
    } catch (ProviderException notJson) {
      return "";
    }
  }

  private static String message(Object json) {
    if (json instanceof JsonArray array && !array.isEmpty()) return message(array.getValue(0));
    if (!(json instanceof JsonObject object)) return null;
    for (String key : MESSAGE_KEYS) {
      if (object.getValue(key) instanceof String text && !text.isBlank()) return text;
    }
    for (String key : List.of("errors", "error", "valideringsfeil")) {
      String nested = message(object.getValue(key));
      if (nested != null) return nested;
    }
    return null;
  }
}
