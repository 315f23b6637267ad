package io.gatehouse.gateway.drift;

import io.gatehouse.api.ProviderException;
import io.gatehouse.api.UpstreamResponse;

import java.util.Set;
import java.util.TreeSet;

/** Names what an upstream answered, or how the call failed, as a {@link DriftStatus} with a detail. */
final class DriftClassifier {

  /** A status and the detail that explains it. */
  record Verdict(DriftStatus status, Integer http, String detail) {
  }

  private DriftClassifier() {
  }

  /**
   * @param promised the fields the output schema or the recorded answer promises
   * @param fields   the fields the answer has, or null when its body is not JSON
   */
  static Verdict answered(UpstreamResponse response, Set<String> promised, Set<String> fields, boolean silent) {
    int status = response.status();
    if (status == 410) return new Verdict(DriftStatus.GONE, status, "the upstream answered 410 Gone");
    if (status == 404) return new Verdict(DriftStatus.NOT_FOUND, status, "the upstream answered 404 to the example arguments");
    if (status == 301 || status == 308) {
      String location = response.headers().get("Location");
      return new Verdict(DriftStatus.MOVED, status, "moved permanently to " + (location == null ? "(no Location header)" : location));
    }
    if (status >= 300 && status < 400) {
      return new Verdict(DriftStatus.OK, status, "temporary redirect to " + response.headers().get("Location"));
    }
    if (status == 401 || status == 403) return new Verdict(DriftStatus.UNAUTHORIZED, status, "the upstream refused the credential");
    if (status == 429) return new Verdict(DriftStatus.RATE_LIMITED, status, "the upstream is rate limiting");
    if (status >= 400) return new Verdict(DriftStatus.REJECTED, status, "the upstream answered " + status + " to the example arguments");
    if (fields == null) {
      return promised.isEmpty() ? new Verdict(DriftStatus.OK, status, "answered " + contentType(response))
        : new Verdict(DriftStatus.SHAPE_CHANGED, status, "expected JSON with " + String.join(", ", promised)
        + ", got " + contentType(response));
    }
    Set<String> missing = new TreeSet<>(promised);
    missing.removeAll(fields);
    if (!missing.isEmpty() && !silent) {
      return new Verdict(DriftStatus.SHAPE_CHANGED, status, "missing fields: " + String.join(", ", missing));
    }
    return new Verdict(DriftStatus.OK, status, silent ? "answered with no items" : "answered with the promised fields");
  }

  /** A call that got no answer to classify: the upstream client's typed failure says why. */
  static Verdict failed(Throwable failure) {
    if (!(failure instanceof ProviderException e)) {
      return new Verdict(DriftStatus.UNREACHABLE, null, failure.getClass().getSimpleName());
    }
    Integer http = e.details().getInteger("status");
    return switch (e.failure()) {
      case MISSING_CREDENTIAL -> new Verdict(DriftStatus.UNAUTHORIZED, null, e.getMessage());
      case RATE_LIMITED, QUOTA_EXCEEDED -> new Verdict(DriftStatus.RATE_LIMITED, http, e.getMessage());
      case TIMEOUT -> new Verdict(DriftStatus.TIMEOUT, null, e.getMessage());
      default -> new Verdict(DriftStatus.UNREACHABLE, http, e.getMessage());
    };
  }

  private static String contentType(UpstreamResponse response) {
    String type = response.contentType();
    return type.isEmpty() ? "a body without a content type" : type;
  }
}
