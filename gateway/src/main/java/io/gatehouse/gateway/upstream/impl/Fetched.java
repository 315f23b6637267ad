package io.gatehouse.gateway.upstream.impl;

import io.vertx.core.MultiMap;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpClientResponse;

import java.time.Instant;
import java.util.Map;

/** An upstream's answer as read off the wire; kept in the cache and shared by coalesced callers. */
record Fetched(int status, MultiMap headers, Buffer body, Instant fetchedAt) {

  /** This record, its time, the body's buffer objects and the header map's table. */
  private static final int OVERHEAD = 400;
  /** A header's entry in the map and its name's and value's objects. */
  private static final int PER_HEADER = 130;

  /** The response's own headers are kept: nothing writes to them once it has ended, and callers get copies. */
  static Fetched of(HttpClientResponse response, Buffer bodyOrNull) {
    return new Fetched(response.statusCode(), response.headers(), bodyOrNull == null ? Buffer.buffer() : bodyOrNull,
      Instant.now());
  }

  boolean isSuccess() {
    return status >= 200 && status < 300;
  }

  /**
   * Approximate heap held, for the cache's size bound: the body, and the objects around it and the
   * headers as the HTTP client keeps them. A class histogram of a full cache found about 1.6 KB per
   * cached answer of two headers and a 446-byte body, key and cache nodes included: twice its text.
   */
  int weight() {
    int size = OVERHEAD + body.length();
    for (Map.Entry<String, String> header : headers) {
      size += PER_HEADER + header.getKey().length() + header.getValue().length();
    }
    return size;
  }
}
