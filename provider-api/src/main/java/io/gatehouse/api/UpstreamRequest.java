package io.gatehouse.api;

import io.vertx.core.buffer.Buffer;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Predicate;

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
  private Predicate<UpstreamResponse> serverErrorAnswer;
  private boolean followRedirects = true;

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

  /**
   * Takes the 5xx answers {@code isAnswer} accepts as answers: they come back like one below 500,
   * are not retried and do not count against the upstream's circuit breaker. For upstreams that
   * report a fault of one part behind them with a 5xx and a body naming it (VIES: one member
   * state's register is down), so that such faults neither open the circuit for every caller of the
   * upstream nor cost retries that cannot help. 5xx answers it does not accept, or that it throws
   * on, fail as before. Asked on an event loop, once per 5xx answer: it must be quick and not block.
   */
  public UpstreamRequest acceptServerError(Predicate<UpstreamResponse> isAnswer) {
    this.serverErrorAnswer = isAnswer;
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

  /**
   * Whether redirects are followed (the default). Off, a 3xx answer comes back as the answer, with
   * its {@code Location}: how drift detection sees that an upstream moved an endpoint.
   */
  public UpstreamRequest followRedirects(boolean follow) {
    this.followRedirects = follow;
    return this;
  }

  public boolean followsRedirects() {
    return followRedirects;
  }

  /** Which 5xx answers are taken as answers ({@link #acceptServerError}); null for none. */
  public Predicate<UpstreamResponse> serverErrorAnswer() {
    return serverErrorAnswer;
  }

  /** Only safe methods are retried and cached. */
  public boolean idempotent() {
    return method.equals("GET") || method.equals("HEAD");
  }
}
