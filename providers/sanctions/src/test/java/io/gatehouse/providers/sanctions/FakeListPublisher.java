package io.gatehouse.providers.sanctions;

import io.gatehouse.api.testing.HttpUpstreamClient;
import io.gatehouse.api.UpstreamClient;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpServer;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

/**
 * The lists' publishers on a local port: fixture files by path (404 for any other), a fixed
 * Last-Modified, a count of requests per path and an optional look at each request as it arrives.
 */
final class FakeListPublisher {

  static final String LAST_MODIFIED = "Tue, 17 Mar 2026 06:00:00 GMT";

  private final Map<String, Buffer> files;
  private final Map<String, Integer> hits = new ConcurrentHashMap<>();
  private volatile Consumer<String> onRequest = path -> {
  };
  private HttpServer server;

  private FakeListPublisher(Map<String, Buffer> files) {
    this.files = files;
  }

  /** Serves each fixture (a name under fixtures/) at its path. */
  static Future<FakeListPublisher> start(Vertx vertx, Map<String, String> fixturesByPath) {
    Map<String, Buffer> files = new ConcurrentHashMap<>();
    fixturesByPath.forEach((path, fixture) -> files.put(path, read(fixture)));
    FakeListPublisher publisher = new FakeListPublisher(files);
    return vertx.createHttpServer().requestHandler(request -> {
      publisher.hits.merge(request.path(), 1, Integer::sum);
      publisher.onRequest.accept(request.path());
      Buffer body = files.get(request.path());
      if (body == null) request.response().setStatusCode(404).end();
      else request.response().putHeader("Last-Modified", LAST_MODIFIED).end(body);
    }).listen(0, "127.0.0.1").map(s -> {
      publisher.server = s;
      return publisher;
    });
  }

  /** A stand-in for the gateway's upstream client of every publisher, pointed here. */
  UpstreamClient client(Vertx vertx) {
    return new HttpUpstreamClient(vertx, "http://127.0.0.1:" + server.actualPort(), "test lists", 5_000);
  }

  /** The upstreams of the sanctions manifest, all served here. */
  Map<String, UpstreamClient> upstreams(Vertx vertx) {
    UpstreamClient local = client(vertx);
    return Map.of("eu_fsf", local, "ofac", local, "un", local, "uk", local);
  }

  /** Serves a fixture at a path from now on (a publisher back online). */
  void serve(String path, String fixture) {
    files.put(path, read(fixture));
  }

  int hits(String path) {
    return hits.getOrDefault(path, 0);
  }

  void onRequest(Consumer<String> look) {
    onRequest = look;
  }

  Future<Void> close() {
    return server == null ? Future.succeededFuture() : server.close();
  }

  private static Buffer read(String fixture) {
    try {
      return Buffer.buffer(Files.readAllBytes(Fixtures.path(fixture)));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
