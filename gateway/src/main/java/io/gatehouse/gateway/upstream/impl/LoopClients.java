package io.gatehouse.gateway.upstream.impl;

import io.vertx.core.Context;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.PoolOptions;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * An HTTP client per event loop, so that an upstream exchange runs on the loop of the call that makes
 * it. One shared client hands out connections bound to whichever loop opened them, and an exchange
 * on another loop's connection crosses threads on the way out and on the way back.
 */
final class LoopClients {

  /**
   * Connections per host and event loop. Vert.x's default of 5 lets a node have only ten calls in
   * flight to an upstream (two HTTP loops): with real upstreams answering in hundreds of milliseconds,
   * that, not the upstream's rate limit, would bound the gateway. Rate limits are the buckets' work.
   */
  private static final int CONNECTIONS_PER_HOST = 32;
  private static final PoolOptions POOL = new PoolOptions().setHttp1MaxSize(CONNECTIONS_PER_HOST);

  private final Vertx vertx;
  private final HttpClientOptions options;
  private final HttpClient offLoop;
  private final Map<Thread, HttpClient> byLoop = new ConcurrentHashMap<>();

  LoopClients(Vertx vertx, HttpClientOptions options) {
    this.vertx = vertx;
    this.options = options;
    this.offLoop = vertx.createHttpClient(options, POOL);
  }

  /** The client of the calling event loop; callers on other threads share one. */
  HttpClient current() {
    if (!Context.isOnEventLoopThread()) return offLoop;
    return byLoop.computeIfAbsent(Thread.currentThread(), loop -> vertx.createHttpClient(options, POOL));
  }

  void close() {
    byLoop.values().forEach(HttpClient::close);
    byLoop.clear();
    offLoop.close();
  }
}
