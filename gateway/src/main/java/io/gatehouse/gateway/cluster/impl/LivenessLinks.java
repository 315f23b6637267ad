package io.gatehouse.gateway.cluster.impl;

import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.net.NetClient;
import io.vertx.core.net.NetClientOptions;
import io.vertx.core.net.NetServer;
import io.vertx.core.net.NetServerOptions;
import io.vertx.core.net.NetSocket;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

/**
 * A TCP connection from this node to every node it hears from, held open for nothing but its end:
 * the operating system of a node whose process dies (kill -9, a crash) closes its connections at
 * once, so the calls waiting on it fail over within milliseconds instead of once its heartbeats
 * have been silent for seconds. A machine or network that vanishes without closing anything is
 * still found by that silence and by Hazelcast's failure detector.
 */
final class LivenessLinks {

  private final NetServer server;
  private final NetClient client;
  private final Consumer<String> onDrop;
  private final Map<String, NetSocket> links = new ConcurrentHashMap<>();
  private final Set<String> connecting = ConcurrentHashMap.newKeySet();
  private final Set<NetSocket> accepted = ConcurrentHashMap.newKeySet();
  private volatile String address;
  private volatile boolean closed;

  /** @param onDrop told the node id of a link that closed while this node runs */
  LivenessLinks(Vertx vertx, String host, Consumer<String> onDrop) {
    this.onDrop = onDrop;
    this.client = vertx.createNetClient(new NetClientOptions().setTcpKeepAlive(true).setConnectTimeout(1_000));
    this.server = vertx.createNetServer(new NetServerOptions().setTcpKeepAlive(true)).connectHandler(socket -> {
      accepted.add(socket);
      // nothing is ever sent: a link only ends
      socket.handler(bytes -> { }).closeHandler(v -> accepted.remove(socket));
    });
    server.listen(0, host).onSuccess(s -> address = host + ":" + s.actualPort());
  }

  /** {@code host:port} where the others link to this node, or null while it is not listening yet. */
  String address() {
    return address;
  }

  /** Links to {@code node} at {@code address} unless already linked or linking. */
  void linkTo(String node, String address) {
    if (closed || address == null || links.containsKey(node) || !connecting.add(node)) return;
    int colon = address.lastIndexOf(':');
    client.connect(Integer.parseInt(address.substring(colon + 1)), address.substring(0, colon)).onComplete(ar -> {
      connecting.remove(node);
      if (ar.failed()) return;
      NetSocket link = ar.result();
      links.put(node, link);
      link.handler(bytes -> { }).closeHandler(v -> {
        if (links.remove(node, link) && !closed) onDrop.accept(node);
      });
    });
  }

  Future<Void> close() {
    closed = true;
    links.values().forEach(NetSocket::close);
    accepted.forEach(NetSocket::close);
    return server.close().eventually(client::close);
  }
}
