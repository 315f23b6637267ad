package io.gatehouse.providers.email.smtp;

import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.net.NetClient;
import io.vertx.core.net.NetSocket;
import io.vertx.core.parsetools.RecordParser;

import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/** A line-oriented SMTP client connection: send a command, get a future of its reply. */
final class SmtpSession {

  private final NetSocket socket;
  private final Deque<Promise<Reply>> waiting = new ArrayDeque<>();
  private final List<String> lines = new ArrayList<>();
  private boolean closed;

  private SmtpSession(NetSocket socket) {
    this.socket = socket;
    RecordParser parser = RecordParser.newDelimited("\n", this::handleLine);
    socket.handler(parser);
    socket.closeHandler(v -> failAll("the server closed the connection"));
    socket.exceptionHandler(e -> failAll(e.getMessage()));
  }

  /** Connects; the first reply, the greeting, is read with {@link #next()}. */
  static Future<SmtpSession> connect(NetClient client, String host, int port) {
    return client.connect(port, host).map(SmtpSession::new);
  }

  Future<Reply> next() {
    Promise<Reply> promise = Promise.promise();
    if (closed) promise.fail("the connection is closed");
    else waiting.add(promise);
    return promise.future();
  }

  Future<Reply> send(String command) {
    Future<Reply> reply = next();
    if (!closed) socket.write(command + "\r\n");
    return reply;
  }

  void close() {
    if (closed) return;
    closed = true;
    socket.close();
    failAll("the connection is closed");
  }

  private void handleLine(Buffer buffer) {
    String line = buffer.toString(StandardCharsets.UTF_8);
    if (line.endsWith("\r")) line = line.substring(0, line.length() - 1);
    lines.add(line);
    // "250-..." continues a reply, "250 ..." or a bare "250" ends it
    if (line.length() >= 4 && line.charAt(3) == '-') return;
    int code;
    try {
      code = Integer.parseInt(line.substring(0, Math.min(3, line.length())));
    } catch (NumberFormatException e) {
      code = 0;
    }
    Reply reply = new Reply(code, List.copyOf(lines));
    lines.clear();
    Promise<Reply> promise = waiting.poll();
    if (promise != null) promise.tryComplete(reply);
  }

  private void failAll(String reason) {
    closed = true;
    for (Promise<Reply> p = waiting.poll(); p != null; p = waiting.poll()) p.tryFail(reason);
  }
}
