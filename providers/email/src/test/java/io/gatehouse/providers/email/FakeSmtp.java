package io.gatehouse.providers.email;

import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.net.NetServer;
import io.vertx.core.net.NetSocket;
import io.vertx.core.parsetools.RecordParser;

import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

/** A scripted SMTP server on 127.0.0.1: fixed replies per recipient, every command recorded. */
final class FakeSmtp {

  private final Map<String, String> rcptReplies = new HashMap<>();
  private final List<String> commands = new CopyOnWriteArrayList<>();
  private final AtomicInteger connections = new AtomicInteger();
  private String greeting = "220 mx.example.test ESMTP ready";
  private String otherRecipients = "550 5.1.1 no such user";
  private boolean smtpUtf8 = true;
  private NetServer server;

  Future<Integer> start(Vertx vertx) {
    server = vertx.createNetServer().connectHandler(this::serve);
    return server.listen(0, "127.0.0.1").map(NetServer::actualPort);
  }

  FakeSmtp greeting(String reply) {
    greeting = reply;
    return this;
  }

  /** The reply to RCPT TO for one address; others get {@link #otherRecipients(String)}. */
  FakeSmtp recipient(String address, String reply) {
    rcptReplies.put(address.toLowerCase(Locale.ROOT), reply);
    return this;
  }

  FakeSmtp otherRecipients(String reply) {
    otherRecipients = reply;
    return this;
  }

  FakeSmtp withoutSmtpUtf8() {
    smtpUtf8 = false;
    return this;
  }

  List<String> commands() {
    return commands;
  }

  /** How many connections were opened to this server. */
  int connections() {
    return connections.get();
  }

  Future<Void> close() {
    return server == null ? Future.succeededFuture() : server.close();
  }

  private void serve(NetSocket socket) {
    connections.incrementAndGet();
    socket.write(greeting + "\r\n");
    socket.handler(RecordParser.newDelimited("\r\n", line -> {
      String command = line.toString();
      commands.add(command);
      String upper = command.toUpperCase(Locale.ROOT);
      if (upper.startsWith("EHLO")) {
        socket.write("250-mx.example.test\r\n250-8BITMIME\r\n" + (smtpUtf8 ? "250-SMTPUTF8\r\n" : "") + "250 SIZE 1000000\r\n");
      } else if (upper.startsWith("MAIL FROM")) {
        socket.write("250 2.1.0 ok\r\n");
      } else if (upper.startsWith("RCPT TO:<")) {
        String address = command.substring(9, command.indexOf('>')).toLowerCase(Locale.ROOT);
        socket.write(rcptReplies.getOrDefault(address, otherRecipients) + "\r\n");
      } else if (upper.startsWith("QUIT")) {
        socket.write("221 2.0.0 bye\r\n").onComplete(v -> socket.close());
      } else {
        socket.write("502 5.5.1 not implemented\r\n");
      }
    }));
  }
}
