package io.gatehouse.gateway.upstream.impl;

import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientRequest;
import io.vertx.core.http.HttpClientResponse;
import io.vertx.core.http.RequestOptions;

import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeoutException;

/**
 * One request on the wire under one deadline: sends it, collects the body up to a limit, and resets
 * the request when the deadline passes first, whether it was still connecting, waiting for the head or
 * reading a slow body. An oversized body fails the attempt at once; the rest of it is read and dropped,
 * so the connection stays usable without holding the body in memory.
 */
final class WireAttempt {

  static final class TooLarge extends RuntimeException {
    TooLarge(long limit) {
      super("body larger than " + limit + " bytes", null, false, false);
    }
  }

  private final Promise<Fetched> result = Promise.promise();
  private final int limit;
  private HttpClientRequest request;
  /** Null until the first chunk, which is kept as it is: most bodies come in one, already copied off the socket. */
  private Buffer body;
  private boolean growing;
  private boolean tooLarge;

  private WireAttempt(int limit) {
    this.limit = limit;
  }

  /** Fails with {@link TimeoutException}, {@link TooLarge} or the connection's own failure. */
  static Future<Fetched> send(Vertx vertx, HttpClient client, RequestOptions options, Buffer bodyOrNull,
                              long timeoutMs, int limit) {
    WireAttempt attempt = new WireAttempt(limit);
    ScheduledFuture<?> deadline = LoopDeadlines.schedule(vertx, timeoutMs, () -> attempt.expire(timeoutMs));
    attempt.result.future().onComplete(ar -> deadline.cancel(false));
    client.request(options).onComplete(ar -> {
      if (ar.failed()) {
        attempt.result.tryFail(ar.cause());
      } else if (attempt.result.future().isComplete()) {
        ar.result().reset();
      } else {
        attempt.start(ar.result(), bodyOrNull);
      }
    });
    return attempt.result.future();
  }

  private void start(HttpClientRequest request, Buffer bodyOrNull) {
    this.request = request;
    (bodyOrNull == null ? request.send() : request.send(bodyOrNull)).onComplete(ar -> {
      if (ar.failed()) {
        result.tryFail(ar.cause());
        return;
      }
      // handlers are in place before the loop delivers the first chunk of the body
      HttpClientResponse response = ar.result();
      response.handler(this::collect);
      response.exceptionHandler(result::tryFail);
      response.endHandler(v -> {
        if (!tooLarge) {
          result.tryComplete(Fetched.of(response, body));
        }
      });
    });
  }

  private void collect(Buffer chunk) {
    if (tooLarge) return;
    int length = (body == null ? 0 : body.length()) + chunk.length();
    if (length > limit) {
      tooLarge = true;
      body = null;
      result.tryFail(new TooLarge(limit));
    } else if (body == null) {
      body = chunk;
    } else {
      if (!growing) {
        // the chunk may be a view of a larger buffer: appending goes to a buffer of our own
        body = Buffer.buffer(Math.min(limit, 2 * length)).appendBuffer(body);
        growing = true;
      }
      body.appendBuffer(chunk);
    }
  }

  private void expire(long timeoutMs) {
    if (result.tryFail(new TimeoutException("no complete answer within " + timeoutMs + " ms")) && request != null) {
      request.reset();
    }
  }
}
