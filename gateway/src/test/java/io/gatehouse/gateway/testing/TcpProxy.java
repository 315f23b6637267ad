package io.gatehouse.gateway.testing;

import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.net.NetClient;
import io.vertx.core.net.NetServer;
import io.vertx.core.net.NetSocket;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A TCP relay to a server (PostgreSQL in the store tests) that a test can cut and restore, so that
 * the server seems to go away and come back on the same port. While cut, connections are accepted
 * and closed at once, as a database that is down or restarting would drop them. While black-holed,
 * nothing goes through either way and new connections are accepted but never answered, as behind a
 * network that drops packets; once restored, what waited goes through, as TCP would retransmit it.
 */
public final class TcpProxy {

  private final Vertx vertx;
  private final String targetHost;
  private final int targetPort;
  private final Set<NetSocket> open = ConcurrentHashMap.newKeySet();
  private final AtomicInteger connections = new AtomicInteger();
  private final AtomicInteger refuseNext = new AtomicInteger();
  private volatile boolean cut;
  private volatile boolean blackholed;
  /** Connections accepted while black-holed, relayed once restored. */
  private final Set<NetSocket> held = ConcurrentHashMap.newKeySet();
  private NetServer server;
  private NetClient client;

  public TcpProxy(Vertx vertx, String targetHost, int targetPort) {
    this.vertx = vertx;
    this.targetHost = targetHost;
    this.targetPort = targetPort;
  }

  public Future<TcpProxy> start() {
    client = vertx.createNetClient();
    server = vertx.createNetServer().connectHandler(this::relay);
    return server.listen(0, "127.0.0.1").map(s -> this);
  }

  public int port() {
    return server.actualPort();
  }

  /** Connections the proxy has been asked for so far. */
  public int connections() {
    return connections.get();
  }

  /** Drops the next {@code n} connections as they arrive. */
  public void refuseNext(int n) {
    refuseNext.set(n);
  }

  /** Closes every relayed connection and drops new ones until {@link #restore()}. */
  public void cut() {
    cut = true;
    open.forEach(NetSocket::close);
  }

  /** Stops everything in both directions, new connections included, until {@link #restore()}. */
  public void blackhole() {
    blackholed = true;
    open.forEach(NetSocket::pause);
  }

  public void restore() {
    cut = false;
    if (!blackholed) return;
    blackholed = false;
    open.forEach(NetSocket::resume);
    held.forEach(inbound -> {
      held.remove(inbound);
      connect(inbound);
    });
  }

  public Future<Void> close() {
    cut();
    held.forEach(NetSocket::close);
    return server.close().eventually(client::close);
  }

  private void relay(NetSocket inbound) {
    connections.incrementAndGet();
    if (cut || refuseNext.getAndUpdate(n -> Math.max(0, n - 1)) > 0) {
      inbound.close();
      return;
    }
    inbound.pause();
    if (blackholed) {
      held.add(inbound);
      return;
    }
    connect(inbound);
  }

  private void connect(NetSocket inbound) {
    client.connect(targetPort, targetHost).onComplete(ar -> {
      if (ar.failed()) {
        inbound.close();
        return;
      }
      NetSocket outbound = ar.result();
      open.add(inbound);
      open.add(outbound);
      inbound.handler(outbound::write).closeHandler(v -> close(outbound));
      outbound.handler(inbound::write).closeHandler(v -> close(inbound));
      if (blackholed) {
        outbound.pause();
      } else {
        inbound.resume();
      }
    });
  }

  private void close(NetSocket socket) {
    open.remove(socket);
    socket.close();
  }
}
