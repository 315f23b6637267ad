package io.gatehouse.gateway.http;

import io.gatehouse.gateway.config.ConnectionLimits;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.vertx.core.Handler;
import io.vertx.core.http.HttpConnection;
import io.vertx.core.net.SocketAddress;

import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Admits HTTP/1.x connections within the process's and each client address's limits, and gives each
 * admitted one a {@link ConnectionWatch} for its header and idle timeouts. One instance serves every
 * HTTP verticle, so the limits hold for the process. Meters: {@code http.server.connections.open},
 * {@code http.server.connections.refused} by limit, {@code http.server.connections.timed.out} by phase.
 */
public final class ConnectionGuard implements Handler<HttpConnection> {

  /** Written below Vert.x's codecs: a response with no request would trip the compressor. */
  private static final byte[] REFUSAL = ("HTTP/1.1 503 Service Unavailable\r\nRetry-After: 1\r\n"
    + "Connection: close\r\nContent-Length: 0\r\n\r\n").getBytes(StandardCharsets.US_ASCII);

  private final ConnectionLimits limits;
  private final AtomicInteger open = new AtomicInteger();
  private final Map<String, Integer> byAddress = new ConcurrentHashMap<>();
  private final Counter refusedByProcess;
  private final Counter refusedByAddress;
  private final Counter headerTimeouts;
  private final Counter idleTimeouts;

  public ConnectionGuard(ConnectionLimits limits, MeterRegistry registry) {
    this.limits = limits;
    Gauge.builder("http.server.connections.open", open, AtomicInteger::get)
      .description("Open client connections").register(registry);
    this.refusedByProcess = refused(registry, "process");
    this.refusedByAddress = refused(registry, "address");
    this.headerTimeouts = timedOut(registry, "header");
    this.idleTimeouts = timedOut(registry, "idle");
  }

  @Override
  public void handle(HttpConnection connection) {
    ChannelHandlerContext vertxHandler = ServerChannels.vertxHandler(connection);
    Channel channel = vertxHandler.channel();
    SocketAddress remote = connection.remoteAddress();
    String address = remote == null || remote.hostAddress() == null ? "" : remote.hostAddress();
    if (open.incrementAndGet() > limits.maxConnections()) {
      open.decrementAndGet();
      refuse(channel, refusedByProcess);
      return;
    }
    if (byAddress.merge(address, 1, Integer::sum) > limits.maxConnectionsPerAddress()) {
      release(address);
      refuse(channel, refusedByAddress);
      return;
    }
    channel.closeFuture().addListener(f -> release(address));
    channel.pipeline().addBefore(vertxHandler.name(), "gatehouse-connection-watch",
      new ConnectionWatch(limits.headerTimeoutMs(), limits.idleTimeoutMs(),
        beforeFirstRequest -> (beforeFirstRequest ? headerTimeouts : idleTimeouts).increment()));
  }

  private void release(String address) {
    byAddress.computeIfPresent(address, (a, count) -> count == 1 ? null : count - 1);
    open.decrementAndGet();
  }

  private static void refuse(Channel channel, Counter counter) {
    counter.increment();
    channel.pipeline().firstContext().writeAndFlush(Unpooled.wrappedBuffer(REFUSAL))
      .addListener(ChannelFutureListener.CLOSE);
  }

  private static Counter refused(MeterRegistry registry, String limit) {
    return Counter.builder("http.server.connections.refused")
      .description("Client connections refused at a connection limit (503, then closed)")
      .tag("limit", limit).register(registry);
  }

  private static Counter timedOut(MeterRegistry registry, String phase) {
    return Counter.builder("http.server.connections.timed.out")
      .description("Client connections closed for want of a request: before the first request's head (header) or between requests (idle)")
      .tag("phase", phase).register(registry);
  }
}
