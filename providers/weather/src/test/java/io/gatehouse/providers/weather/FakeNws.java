package io.gatehouse.providers.weather;

import io.gatehouse.api.Source;
import io.gatehouse.api.UpstreamClient;
import io.gatehouse.api.UpstreamRequest;
import io.gatehouse.api.UpstreamResponse;
import io.vertx.core.Future;
import io.vertx.core.MultiMap;
import io.vertx.core.buffer.Buffer;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** An NWS client answering canned bodies by request path, recording what it was asked. */
final class FakeNws implements UpstreamClient {

  private final Map<String, UpstreamResponse> answers = new LinkedHashMap<>();
  final List<UpstreamRequest> requests = new ArrayList<>();

  FakeNws answer(String path, int status, String contentType, String body) {
    Source source = Source.upstream("National Weather Service API", "https://api.weather.gov" + path, Instant.now());
    answers.put(path, new UpstreamResponse(status, MultiMap.caseInsensitiveMultiMap().add("content-type", contentType),
      Buffer.buffer(body), source));
    return this;
  }

  @Override
  public Future<UpstreamResponse> send(UpstreamRequest request) {
    requests.add(request);
    UpstreamResponse answer = answers.get(request.path());
    return answer == null ? Future.failedFuture(new AssertionError("unexpected path " + request.path()))
      : Future.succeededFuture(answer);
  }

  @Override
  public String baseUrl() {
    return "https://api.weather.gov";
  }
}
