package io.gatehouse.api;

import io.vertx.core.buffer.Buffer;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;

/** One request to an upstream, relative to its base URL. Built fluently, then sent. */
public final class UpstreamRequest {

  private final String method;
  private final String path;
  private final Map<String, String> query = new LinkedHashMap<>();
  private final Map<String, String> headers = new LinkedHashMap<>();
  private Buffer body;
  private Duration cacheTtl = Duration.ZERO;
  private Duration timeout;
  private String requestId;

  private UpstreamRequest(String method, String path) {
    this.method = method;
    this.path = path;
  }

  public static UpstreamRequest get(String path) {
    return new UpstreamRequest("GET", path);
  }

  public static UpstreamRequest of(String method, String path) {
    return new UpstreamRequest(method.toUpperCase(java.util.Locale.ROOT), path);
  }

  /** Adds a query parameter; null values are skipped so optional arguments need no branching. */
  public UpstreamRequest query(String name, String value) {
    if (value != null) query.put(name, value);
    return this;
  }

  public UpstreamRequest header(String name, String value) {
    if (value != null) headers.put(name, value);
    return this;
  }

  public UpstreamRequest body(Buffer body) {
    this.body = body;
    return this;
  }

  /** How long an answer may be served from cache; zero (the default) means never cached. */
  public UpstreamRequest cacheTtl(Duration ttl) {
    this.cacheTtl = ttl == null ? Duration.ZERO : ttl;
    return this;
  }

  public UpstreamRequest timeout(Duration timeout) {
    this.timeout = timeout;
    return this;
  }

  public UpstreamRequest requestId(String requestId) {
    this.requestId = requestId;
    return this;
  }

  public String method() {
    return method;
  }

  public String path() {
    return path;
  }

  public Map<String, String> query() {
    return query;
  }

  public Map<String, String> headers() {
    return headers;
  }

  public Buffer body() {
    return body;
  }

  public Duration cacheTtl() {
    return cacheTtl;
  }

  public Duration timeout() {
    return timeout;
  }

  public String requestId() {
    return requestId;
  }

  /** Only safe methods are retried and cached. */
  public boolean idempotent() {
    return method.equals("GET") || method.equals("HEAD");
  }
}
