package io.gatehouse.gateway.upstream.impl;

import io.vertx.core.Context;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientOptions;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * An HTTP client per event loop, so that an upstream exchange runs on the loop of the call that makes
 * it. One shared client hands out connections bound to whichever loop opened them, and an exchange
 * on another loop's connection crosses threads on the way out and on the way back.
 */
final class LoopClients {

  private final Vertx vertx;
  private final HttpClientOptions options;
  private final HttpClient offLoop;
  private final Map<Thread, HttpClient> byLoop = new ConcurrentHashMap<>();

  LoopClients(Vertx vertx, HttpClientOptions options) {
    this.vertx = vertx;
    this.options = options;
    this.offLoop = vertx.createHttpClient(options);
  }

  /** The client of the calling event loop; callers on other threads share one. */
  HttpClient current() {
    if (!Context.isOnEventLoopThread()) return offLoop;
    return byLoop.computeIfAbsent(Thread.currentThread(), loop -> vertx.createHttpClient(options));
  }

  void close() {
    byLoop.values().forEach(HttpClient::close);
    byLoop.clear();
    offLoop.close();
  }
}
