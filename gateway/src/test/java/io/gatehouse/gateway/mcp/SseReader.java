package io.gatehouse.gateway.mcp;

import io.vertx.core.Future;
import io.vertx.core.MultiMap;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientResponse;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.json.JsonObject;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;

/** Reads an SSE response event by event while it is still open (the web client waits for the end). */
final class SseReader {

  record Event(String id, JsonObject data) {
  }

  final List<Event> events = new ArrayList<>();
  final Promise<Void> ended = Promise.promise();
  HttpClientResponse response;
  private final StringBuilder pending = new StringBuilder();

  /** Opens the request; onEvent sees each event as it arrives. */
  static Future<SseReader> open(Vertx vertx, int port, HttpMethod method, MultiMap headers, Buffer body,
                                BiConsumer<SseReader, Event> onEvent) {
    HttpClient http = vertx.createHttpClient();
    SseReader reader = new SseReader();
    return http.request(method, port, "127.0.0.1", "/mcp")
      .compose(req -> {
        req.headers().addAll(headers);
        return body == null ? req.send() : req.send(body);
      })
      .map(resp -> {
        reader.response = resp;
        resp.handler(chunk -> reader.feed(chunk.toString(), onEvent));
        resp.endHandler(v -> reader.ended.tryComplete());
        resp.exceptionHandler(e -> reader.ended.tryComplete());
        return reader;
      });
  }

  private void feed(String text, BiConsumer<SseReader, Event> onEvent) {
    pending.append(text);
    int cut;
    while ((cut = pending.indexOf("\n\n")) >= 0) {
      String block = pending.substring(0, cut);
      pending.delete(0, cut + 2);
      String id = null;
      JsonObject data = null;
      for (String line : block.split("\n")) {
        if (line.startsWith("id: ")) {
          id = line.substring(4);
        } else if (line.startsWith("data: ") && line.length() > 6) {
          data = new JsonObject(line.substring(6));
        }
      }
      if (id == null && data == null) {
        continue;
      }
      Event e = new Event(id, data);
      events.add(e);
      onEvent.accept(this, e);
    }
  }

  /** Drops the connection as a network failure would. */
  void disconnect() {
    response.request().connection().close();
  }
}
