package io.gatehouse.it;

import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.net.NetClient;
import io.vertx.core.net.NetServer;
import io.vertx.core.net.NetSocket;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A TCP relay on the loopback to a local server (PostgreSQL) that a test can cut: open
 * connections are closed and new ones refused until it is restored, as an unreachable database.
 */
final class CuttableProxy {

  private final Vertx vertx;
  private final int targetPort;
  private final Set<NetSocket> open = ConcurrentHashMap.newKeySet();
  private NetServer server;
  private NetClient client;
  private volatile boolean cut;

  private CuttableProxy(Vertx vertx, int targetPort) {
    this.vertx = vertx;
    this.targetPort = targetPort;
  }

  static Future<CuttableProxy> start(Vertx vertx, int targetPort) {
    CuttableProxy proxy = new CuttableProxy(vertx, targetPort);
    proxy.client = vertx.createNetClient();
    proxy.server = vertx.createNetServer().connectHandler(proxy::relay);
    return proxy.server.listen(0, "127.0.0.1").map(s -> proxy);
  }

  int port() {
    return server.actualPort();
  }

  void cut() {
    cut = true;
    open.forEach(NetSocket::close);
  }

  void restore() {
    cut = false;
  }

  private void relay(NetSocket inbound) {
    if (cut) {
      inbound.close();
      return;
    }
    inbound.pause();
    client.connect(targetPort, "127.0.0.1").onFailure(e -> inbound.close()).onSuccess(outbound -> {
      open.add(inbound);
      open.add(outbound);
      inbound.handler(outbound::write);
      outbound.handler(inbound::write);
      inbound.closeHandler(v -> {
        open.remove(inbound);
        outbound.close();
      });
      outbound.closeHandler(v -> {
        open.remove(outbound);
        inbound.close();
      });
      inbound.resume();
    });
  }

  Future<Void> close() {
    cut();
    return server.close().eventually(client::close);
  }
}
