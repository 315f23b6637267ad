package io.gatehouse.gateway.upstream.impl;

import io.vertx.core.Future;
import io.vertx.core.Handler;
import io.vertx.core.Promise;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.streams.WriteStream;
import io.vertx.ext.web.codec.BodyCodec;
import io.vertx.ext.web.codec.spi.BodyStream;

/**
 * Collects a response body, failing with {@link TooLarge} as soon as it passes the limit. The rest
 * of an oversized body is read and dropped so the connection stays usable, without holding it in memory.
 */
final class CappedBody implements BodyCodec<Buffer> {

  static final class TooLarge extends RuntimeException {
    TooLarge(long limit) {
      super("body larger than " + limit + " bytes", null, false, false);
    }
  }

  private final int limit;

  CappedBody(int limit) {
    this.limit = limit;
  }

  @Override
  public BodyStream<Buffer> stream() {
    return new Collector();
  }

  private final class Collector implements BodyStream<Buffer> {

    private final Promise<Buffer> result = Promise.promise();
    /** Null until the first chunk, which is kept as it is: most bodies come in one, already copied off the socket. */
    private Buffer body;
    private boolean growing;
    private boolean tooLarge;

    @Override
    public Future<Buffer> result() {
      return result.future();
    }

    @Override
    public void handle(Throwable failure) {
      result.tryFail(failure);
    }

    @Override
    public Future<Void> write(Buffer data) {
      if (tooLarge) {
        return Future.succeededFuture();
      }
      int length = (body == null ? 0 : body.length()) + data.length();
      if (length > limit) {
        tooLarge = true;
        body = null;
        result.tryFail(new TooLarge(limit));
      } else if (body == null) {
        body = data;
      } else {
        if (!growing) {
          // the chunk may be a view of a larger buffer: appending goes to a buffer of our own
          body = Buffer.buffer(Math.min(limit, 2 * length)).appendBuffer(body);
          growing = true;
        }
        body.appendBuffer(data);
      }
      return Future.succeededFuture();
    }

    @Override
    public Future<Void> end() {
      if (!tooLarge) result.tryComplete(body == null ? Buffer.buffer() : body);
      return Future.succeededFuture();
    }

    @Override
    public WriteStream<Buffer> exceptionHandler(Handler<Throwable> handler) {
      return this;
    }

    @Override
    public WriteStream<Buffer> setWriteQueueMaxSize(int maxSize) {
      return this;
    }

    @Override
    public boolean writeQueueFull() {
      return false;
    }

    @Override
    public WriteStream<Buffer> drainHandler(Handler<Void> handler) {
      return this;
    }
  }
}
