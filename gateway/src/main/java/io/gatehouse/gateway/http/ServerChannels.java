package io.gatehouse.gateway.http;

import io.netty.channel.ChannelHandlerContext;
import io.vertx.core.http.HttpConnection;
import io.vertx.core.http.impl.HttpServerConnection;

/**
 * The Netty pipeline beneath an HTTP server connection, through Vert.x's internal
 * {@code HttpServerConnection}: the gateway's one use of it. Vert.x's public API has no hook into a
 * server connection's pipeline, and its public idle timeout counts bytes, so it cuts a quiet SSE
 * stream and a slow call alike and lets a header trickled a line a second live on; it also offers no
 * way to refuse a connection over a limit before a request is read. The connection watch measured:
 * 2,200 idle and slow-header sockets closed 5.0-5.7 s after opening while 3 quiet SSE streams lived
 * on (docs/benchmarks/reliability.md, "2,200 idle and slow-header connections").
 */
final class ServerChannels {

  private ServerChannels() {
  }

  /** Vert.x's own handler in the connection's pipeline, before which the gateway's go. */
  static ChannelHandlerContext vertxHandler(HttpConnection connection) {
    return ((HttpServerConnection) connection).channelHandlerContext();
  }
}
