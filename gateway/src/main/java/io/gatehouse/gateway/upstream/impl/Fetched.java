package io.gatehouse.gateway.upstream.impl;

import io.vertx.core.MultiMap;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpClientResponse;

import java.time.Instant;
import java.util.Map;

/**
 * An upstream's answer as read off the wire; kept in the cache and shared by coalesced callers.
 * Its headers are kept as one text, each name and value on a line of its own: the client's header
 * map is a dozen objects per answer, which every young collection would copy for every answer cached
 * since the last one, where this is two.
 *
 * @param acceptedServerError a 5xx answer the request takes as an answer ({@code UpstreamRequest.acceptServerError})
 * @param redirectedSource    the URL a redirect led to, as the source names it; null when the request's own URL answered
 */
record Fetched(int status, String headerLines, Buffer body, Instant fetchedAt, boolean acceptedServerError,
               String redirectedSource) {

  /** This record, its time, the body's buffer objects and the header text's. */
  private static final int OVERHEAD = 200;

  Fetched(int status, String headerLines, Buffer body, Instant fetchedAt) {
    this(status, headerLines, body, fetchedAt, false, null);
  }

  static Fetched of(HttpClientResponse response, Buffer bodyOrNull) {
    return new Fetched(response.statusCode(), lines(response.headers()), bodyOrNull == null ? Buffer.buffer() : bodyOrNull,
      Instant.now());
  }

  Fetched acceptedAsAnswer() {
    return new Fetched(status, headerLines, body, fetchedAt, true, redirectedSource);
  }

  Fetched redirectedFrom(String sourceUrl) {
    return new Fetched(status, headerLines, body, fetchedAt, acceptedServerError, sourceUrl);
  }

  /** A 5xx answer not taken as an answer: the upstream failing. */
  boolean isServerError() {
    return status >= 500 && !acceptedServerError;
  }

  /** HTTP forbids line breaks in header names and values, so a line break separates them safely. */
  static String lines(MultiMap headers) {
    StringBuilder lines = new StringBuilder(128);
    for (Map.Entry<String, String> header : headers) {
      lines.append(header.getKey()).append('\n').append(header.getValue()).append('\n');
    }
    return lines.toString();
  }

  boolean isSuccess() {
    return status >= 200 && status < 300;
  }

  /** A new map of the headers, each caller's own. */
  MultiMap headers() {
    MultiMap headers = MultiMap.caseInsensitiveMultiMap();
    int from = 0;
    while (from < headerLines.length()) {
      int nameEnd = headerLines.indexOf('\n', from);
      int valueEnd = headerLines.indexOf('\n', nameEnd + 1);
      headers.add(headerLines.substring(from, nameEnd), headerLines.substring(nameEnd + 1, valueEnd));
      from = valueEnd + 1;
    }
    return headers;
  }

  /** The first value of the header {@code name}, whatever its case, or null; read only when deciding on a retry. */
  String header(String name) {
    return headers().get(name);
  }

  /**
   * Approximate heap held, for the cache's size bound: the body, the header text (one byte a
   * character unless it holds other than Latin-1), and the objects around them.
   */
  int weight() {
    int source = redirectedSource == null ? 0 : redirectedSource.length();
    return OVERHEAD + body.length() + headerLines.length() + source;
  }
}
