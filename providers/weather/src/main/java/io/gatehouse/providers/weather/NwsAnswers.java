package io.gatehouse.providers.weather;

import io.gatehouse.api.Failure;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.UpstreamResponse;
import io.vertx.core.json.JsonObject;

/**
 * Reads NWS answers for the handler: a success as a JSON object, an error (NWS sends RFC 7807
 * application/problem+json) as the failure it stands for, carrying NWS's own explanation.
 */
final class NwsAnswers {

  private NwsAnswers() {
  }

  static JsonObject object(UpstreamResponse response) {
    if (!response.isSuccess()) throw failure(response);
    if (response.json() instanceof JsonObject json) return json;
    throw new ProviderException(Failure.UPSTREAM_UNAVAILABLE,
      response.source().name() + " answered with JSON that is not an object");
  }

  static ProviderException failure(UpstreamResponse response) {
    int status = response.status();
    String who = response.source().name();
    String detail = detail(response);
    JsonObject details = new JsonObject().put("upstream_status", status);
    return switch (status) {
      case 404, 410 -> new ProviderException(Failure.NOT_FOUND, who + " has no such resource" + detail, details, null);
      case 400, 422 -> new ProviderException(Failure.BAD_ARGUMENT, who + " rejected the request" + detail, details, null);
      default -> new ProviderException(Failure.UPSTREAM_REJECTED, who + " answered " + status + detail, details, null);
    };
  }

  /** The problem's detail (or title); a body that is not a problem document adds nothing. */
  private static String detail(UpstreamResponse response) {
    try {
      JsonObject problem = response.body() == null ? null : new JsonObject(response.body());
      String text = problem == null ? null : problem.getString("detail", problem.getString("title"));
      return text == null || text.isBlank() ? "" : ": " + text;
    } catch (RuntimeException notAProblem) {
      return "";
    }
  }
}
