package io.gatehouse.gateway.upstream.impl;

import io.vertx.core.Context;
import io.vertx.core.Vertx;
import io.vertx.ext.web.client.WebClient;
import io.vertx.ext.web.client.WebClientOptions;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A web client per event loop, so that an upstream exchange runs on the loop of the call that makes
 * it. One shared client hands out connections bound to whichever loop opened them, and an exchange
 * on another loop's connection crosses threads on the way out and on the way back.
 */
final class LoopClients {

  private final Vertx vertx;
  private final WebClientOptions options;
  private final WebClient offLoop;
  private final Map<Thread, WebClient> byLoop = new ConcurrentHashMap<>();

  LoopClients(Vertx vertx, WebClientOptions options) {
    this.vertx = vertx;
    this.options = options;
    this.offLoop = WebClient.create(vertx, options);
  }

  /** The client of the calling event loop; callers on other threads share one. */
  WebClient current() {
    if (!Context.isOnEventLoopThread()) return offLoop;
    return byLoop.computeIfAbsent(Thread.currentThread(), loop -> WebClient.create(vertx, options));
  }

  void close() {
    byLoop.values().forEach(WebClient::close);
    byLoop.clear();
    offLoop.close();
  }
}
