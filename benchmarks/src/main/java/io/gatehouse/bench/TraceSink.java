package io.gatehouse.bench;

import io.vertx.core.Future;
import io.vertx.core.VerticleBase;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonObject;

import java.util.concurrent.atomic.AtomicLong;

/**
 * A local OTLP/HTTP endpoint for load runs with tracing on: accepts every export at /v1/traces unread (the
 * empty protobuf answer means "all accepted") and counts exports and bytes, which GET /count shows, so a
 * run can confirm that spans flowed while it paid the gateway's full cost of recording and exporting them.
 */
public final class TraceSink extends VerticleBase {

  private static final AtomicLong EXPORTS = new AtomicLong();
  private static final AtomicLong BYTES = new AtomicLong();

  private final int port;

  public TraceSink(int port) {
    this.port = port;
  }

  @Override
  public Future<?> start() {
    return vertx.createHttpServer().requestHandler(req -> {
      if ("/count".equals(req.path())) {
        req.response().putHeader("Content-Type", "application/json")
          .end(new JsonObject().put("exports", EXPORTS.get()).put("bytes", BYTES.get()).encode());
        return;
      }
      req.body().onSuccess(body -> {
        EXPORTS.incrementAndGet();
        BYTES.addAndGet(body.length());
        req.response().putHeader("Content-Type", "application/x-protobuf").end(Buffer.buffer());
      });
    }).listen(port, "127.0.0.1");
  }
}
