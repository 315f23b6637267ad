package io.gatehouse.gateway.http;

import java.io.IOException;
import java.net.BindException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;

/**
 * The port the gateway listens on, checked before anything else starts: a port another process holds
 * fails the start at once, naming the port and the setting that moves it, instead of after the
 * providers and stores have started and with the socket layer's bare error.
 */
public final class ListenPort {

  private ListenPort() {
  }

  /**
   * Binds and releases the address; blocking, so off the event loop.
   *
   * @throws IllegalStateException naming the port and {@code GATEHOUSE_HTTP_PORT} when it is taken
   */
  public static void checkFree(String host, int port) {
    if (port == 0) return;
    try (ServerSocket socket = new ServerSocket()) {
      socket.setReuseAddress(true);
      socket.bind(new InetSocketAddress(host, port));
    } catch (BindException e) {
      throw inUse(host, port);
    } catch (IOException e) {
      // an address this host cannot bind is the HTTP server's to report, with its own words
    }
  }

  /** The failure that says which port is taken and how to pick another. */
  public static IllegalStateException inUse(String host, int port) {
    return new IllegalStateException("port " + port + " on " + host + " is already in use by another process: stop it, "
      + "or set GATEHOUSE_HTTP_PORT (http.port in gateway.yaml) to a free port");
  }
}
