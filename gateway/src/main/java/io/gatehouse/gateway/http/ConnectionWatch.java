package io.gatehouse.gateway.http;

import io.netty.channel.ChannelDuplexHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelPromise;
import io.netty.handler.codec.http.HttpRequest;
import io.netty.handler.codec.http.HttpResponse;
import io.netty.handler.codec.http.HttpStatusClass;
import io.netty.handler.codec.http.LastHttpContent;

import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * One connection's clock, between Vert.x's HTTP codecs and its connection: a request is in progress
 * from its head to the end of its response. With none in progress, a connection that never sent a
 * whole request head is closed after the header timeout, one that did after the idle timeout. Time
 * is counted from the connection's start or its last response's end, so bytes trickling in (a slow
 * header) do not extend it, and a request in progress (an SSE stream, a slow tool) is never cut.
 * One check is scheduled at a time, pushed on as needed; a request costs two counter updates and a
 * clock read. All on the connection's event loop.
 */
final class ConnectionWatch extends ChannelDuplexHandler {

  /** Why a connection was closed. */
  interface Closed {
    void onTimeout(boolean beforeFirstRequest);
  }

  private final long headerNanos;
  private final long idleNanos;
  private final Closed closed;
  private int inProgress;
  private boolean requested;
  private long quietSince;
  private ScheduledFuture<?> check;

  ConnectionWatch(long headerTimeoutMs, long idleTimeoutMs, Closed closed) {
    this.headerNanos = TimeUnit.MILLISECONDS.toNanos(headerTimeoutMs);
    this.idleNanos = TimeUnit.MILLISECONDS.toNanos(idleTimeoutMs);
    this.closed = closed;
  }

  @Override
  public void handlerAdded(ChannelHandlerContext ctx) {
    quietSince = System.nanoTime();
    schedule(ctx, headerNanos);
  }

  @Override
  public void handlerRemoved(ChannelHandlerContext ctx) {
    if (check != null) {
      check.cancel(false);
    }
  }

  @Override
  public void channelInactive(ChannelHandlerContext ctx) throws Exception {
    if (check != null) {
      check.cancel(false);
    }
    super.channelInactive(ctx);
  }

  @Override
  public void channelRead(ChannelHandlerContext ctx, Object msg) {
    if (msg instanceof HttpRequest) {
      inProgress++;
      requested = true;
    }
    ctx.fireChannelRead(msg);
  }

  @Override
  public void write(ChannelHandlerContext ctx, Object msg, ChannelPromise promise) {
    if (msg instanceof LastHttpContent && !isInterim(msg) && inProgress > 0 && --inProgress == 0) {
      quietSince = System.nanoTime();
    }
    ctx.write(msg, promise);
  }

  /** A 100 Continue goes before the response, not instead of it. */
  private static boolean isInterim(Object msg) {
    return msg instanceof HttpResponse response && response.status().codeClass() == HttpStatusClass.INFORMATIONAL;
  }

  private void schedule(ChannelHandlerContext ctx, long delayNanos) {
    check = ctx.executor().schedule(() -> check(ctx), delayNanos, TimeUnit.NANOSECONDS);
  }

  private void check(ChannelHandlerContext ctx) {
    if (!ctx.channel().isActive()) {
      return;
    }
    long limit = requested ? idleNanos : headerNanos;
    if (inProgress > 0) {
      // looked at again a whole timeout later: a response that ends meanwhile starts the quiet time
      schedule(ctx, limit);
      return;
    }
    long quiet = System.nanoTime() - quietSince;
    if (quiet >= limit) {
      closed.onTimeout(!requested);
      ctx.close();
    } else {
      schedule(ctx, limit - quiet);
    }
  }
}
