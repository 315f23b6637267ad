package io.gatehouse.gateway.mcp.impl;

import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.ext.web.RoutingContext;

/** Reads a request body up to a limit without needing a BodyHandler on the route. */
final class BodyReader {

  /** The failure a too-large body ends with. */
  static final class TooLarge extends RuntimeException {
    TooLarge() {
      super("body too large", null, false, false);
    }
  }

  private BodyReader() {
  }

  static Future<Buffer> read(RoutingContext rc, int limit) {
    if (rc.body().available()) {
      Buffer b = rc.body().buffer();
      if (b != null && b.length() > limit) {
        return Future.failedFuture(new TooLarge());
      }
      return Future.succeededFuture(b == null ? Buffer.buffer() : b);
    }
    HttpServerRequest req = rc.request();
    String declared = req.getHeader("Content-Length");
    if (declared != null) {
      try {
        if (Long.parseLong(declared.trim()) > limit) {
          return Future.failedFuture(new TooLarge());
        }
      } catch (NumberFormatException e) {
        return Future.failedFuture(new TooLarge());
      }
    }
    Promise<Buffer> promise = Promise.promise();
    Buffer body = Buffer.buffer(declared == null ? 1024 : Math.max(16, Integer.parseInt(declared.trim())));
    req.handler(chunk -> {
      if (body.length() + chunk.length() > limit) {
        // stop reading; the caller answers 413 and the connection closes behind it
        req.handler(null);
        req.pause();
        promise.tryFail(new TooLarge());
      } else {
        body.appendBuffer(chunk);
      }
    });
    req.exceptionHandler(promise::tryFail);
    req.endHandler(v -> promise.tryComplete(body));
    req.resume();
    return promise.future();
  }
}
