package io.gatehouse.providers.registers.kvk;

import io.gatehouse.api.Failure;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.UpstreamClient;
import io.gatehouse.api.UpstreamRequest;
import io.gatehouse.api.UpstreamResponse;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.time.Duration;

/** Calls KvK and turns its {@code fout} error bodies into typed failures. */
final class KvkClient {

  private final UpstreamClient upstream;
  private final String sourceName;
  private final Duration cacheTtl;

  KvkClient(UpstreamClient upstream, String sourceName, Duration cacheTtl) {
    this.upstream = upstream;
    this.sourceName = sourceName;
    this.cacheTtl = cacheTtl;
  }

  /** The answer of a successful call; any other status fails with a typed failure. */
  Future<UpstreamResponse> get(UpstreamRequest request, String requestId) {
    return upstream.send(request.cacheTtl(cacheTtl).requestId(requestId)).map(response -> {
      if (response.isSuccess()) return response;
      throw failure(response);
    });
  }

  private ProviderException failure(UpstreamResponse response) {
    String detail = describe(response);
    int status = response.status();
    if (status == 404) return new ProviderException(Failure.NOT_FOUND, "KvK: " + detail);
    if (status == 400) {
      return new ProviderException(Failure.BAD_ARGUMENT, "KvK refused the request: " + detail,
        new JsonObject().put("upstream_status", status), null);
    }
    String why = status == 401 || status == 403
      ? "KvK rejected the gateway's API key (HTTP " + status + "): " + detail
      : "KvK answered HTTP " + status + ": " + detail;
    return new ProviderException(Failure.UPSTREAM_REJECTED, why, new JsonObject().put("upstream_status", status), null);
  }

  /** KvK's own words: {@code omschrijving} with its code, or a generic line when the body is not a fout. */
  private String describe(UpstreamResponse response) {
    try {
      Object json = response.json();
      if (json instanceof JsonObject body && body.getValue("fout") instanceof JsonArray fouten && !fouten.isEmpty()) {
        StringBuilder text = new StringBuilder();
        for (Object item : fouten) {
          if (!(item instanceof JsonObject fout)) continue;
          if (text.length() > 0) text.append("; ");
          text.append(fout.getString("omschrijving", "no description"));
          if (fout.getString("code") != null) text.append(" (").append(fout.getString("code")).append(')');
        }
        return text.toString();
      }
    } catch (ProviderException notJson) {
      // fall through to the generic description
    }
    return "no error description from " + sourceName;
  }
}
