package io.gatehouse.api.testing;

import io.gatehouse.api.Source;
import io.gatehouse.api.UpstreamClient;
import io.gatehouse.api.UpstreamRequest;
import io.gatehouse.api.UpstreamResponse;
import io.vertx.core.Future;
import io.vertx.core.MultiMap;
import io.vertx.core.buffer.Buffer;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * An upstream client answering canned bodies by request path, or one body for every path, and
 * recording what it was asked. A path without an answer fails the call, naming the path.
 */
public final class CannedUpstream implements UpstreamClient {

  private record Answer(int status, String contentType, String body) {
  }

  private final String baseUrl;
  private final String sourceName;
  private final Map<String, Answer> byPath = new ConcurrentHashMap<>();
  private final List<UpstreamRequest> requests = new CopyOnWriteArrayList<>();
  private volatile Answer always;

  /** @param sourceName the name the answers' sources carry, as the gateway's client names the upstream */
  public CannedUpstream(String baseUrl, String sourceName) {
    this.baseUrl = baseUrl;
    this.sourceName = sourceName;
  }

  /** What the upstream answers at that path. */
  public CannedUpstream answer(String path, int status, String contentType, String body) {
    byPath.put(path, new Answer(status, contentType, body));
    return this;
  }

  /** What the upstream answers at any path without an answer of its own. */
  public CannedUpstream answerAll(int status, String contentType, String body) {
    always = new Answer(status, contentType, body);
    return this;
  }

  /** The requests sent, in order. */
  public List<UpstreamRequest> requests() {
    return requests;
  }

  @Override
  public Future<UpstreamResponse> send(UpstreamRequest request) {
    requests.add(request);
    Answer answer = byPath.getOrDefault(request.path(), always);
    if (answer == null) return Future.failedFuture(new AssertionError("unexpected path " + request.path()));
    Source source = Source.upstream(sourceName, baseUrl + request.path(), Instant.now());
    return Future.succeededFuture(new UpstreamResponse(answer.status(),
      MultiMap.caseInsensitiveMultiMap().add("content-type", answer.contentType()), Buffer.buffer(answer.body()),
      source));
  }

  @Override
  public String baseUrl() {
    return baseUrl;
  }
}
