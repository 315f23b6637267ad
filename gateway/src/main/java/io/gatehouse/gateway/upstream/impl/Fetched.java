package io.gatehouse.gateway.upstream.impl;

import io.vertx.core.MultiMap;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpClientResponse;

import java.time.Instant;
import java.util.Map;

/** An upstream's answer as read off the wire; kept in the cache and shared by coalesced callers. */
record Fetched(int status, MultiMap headers, Buffer body, Instant fetchedAt) {

  /** The response's own headers are kept: nothing writes to them once it has ended, and callers get copies. */
  static Fetched of(HttpClientResponse response, Buffer bodyOrNull) {
    return new Fetched(response.statusCode(), response.headers(), bodyOrNull == null ? Buffer.buffer() : bodyOrNull,
      Instant.now());
  }

  boolean isSuccess() {
    return status >= 200 && status < 300;
  }

  /** Approximate bytes held, for the cache's size bound. */
  int weight() {
    int size = 64 + body.length();
    for (Map.Entry<String, String> header : headers) {
      size += header.getKey().length() + header.getValue().length();
    }
    return size;
  }
}
