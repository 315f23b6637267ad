package io.gatehouse.gateway.mcp.impl;

import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpServerResponse;

import java.util.ArrayDeque;

/**
 * One SSE stream. A resumable stream (legacy sessions) numbers its events
 * "key_seq" and keeps the last few so a client can reconnect with Last-Event-ID;
 * the connection carrying it may come and go. A plain stream (modern revision)
 * has no ids and lives and dies with its connection.
 */
final class SseStream {

  private record Event(long seq, Buffer frame) {
  }

  private final String key;
  private final int replayLimit;
  private final ArrayDeque<Event> replay;
  private long seq;
  private HttpServerResponse out;
  private boolean ended;

  private SseStream(String key, int replayLimit) {
    this.key = key;
    this.replayLimit = replayLimit;
    this.replay = key == null ? null : new ArrayDeque<>();
  }

  static SseStream resumable(String key, int replayLimit) {
    return new SseStream(key, replayLimit);
  }

  static SseStream plain() {
    return new SseStream(null, 0);
  }

  String key() {
    return key;
  }

  /** Starts the HTTP response as an event stream; a priming event lets the client resume before anything else arrives. */
  synchronized void attach(HttpServerResponse resp, boolean prime, long retryMs) {
    start(resp);
    out = resp;
    if (key == null) {
      // plain streams die with their connection; the owner watches for that
      return;
    }
    if (prime) {
      resp.write("id: " + key + "_0\nretry: " + retryMs + "\ndata: \n\n");
    }
    resp.closeHandler(v -> detach(resp));
  }

  synchronized void send(Buffer json) {
    if (ended) {
      return;
    }
    Buffer frame;
    if (key == null) {
      frame = WireWriter.event(null, json);
    } else {
      long s = ++seq;
      frame = WireWriter.event(key + "_" + s, json);
      replay.addLast(new Event(s, frame));
      if (replay.size() > replayLimit) {
        replay.removeFirst();
      }
    }
    if (out != null) {
      out.write(frame);
    }
  }

  /** A comment line keeps idle intermediaries from closing a quiet stream. */
  synchronized void keepAlive() {
    if (out != null && !ended) {
      out.write(":\n\n");
    }
  }

  synchronized void end() {
    if (ended) {
      return;
    }
    ended = true;
    if (out != null) {
      out.end();
      out = null;
    }
  }

  /** Closes the current connection but not the stream: events wait in the replay for a resume. */
  synchronized void disconnect() {
    if (out != null) {
      out.end();
      out = null;
    }
  }

  synchronized boolean ended() {
    return ended;
  }

  synchronized boolean attached() {
    return out != null;
  }

  /** Replays what followed lastSeq onto a new connection and continues there (or ends it if the stream is over). */
  synchronized void resume(HttpServerResponse resp, long lastSeq) {
    start(resp);
    for (Event e : replay) {
      if (e.seq > lastSeq) {
        resp.write(e.frame);
      }
    }
    if (ended) {
      resp.end();
      return;
    }
    if (out != null && out != resp) {
      out.end();
    }
    out = resp;
    resp.closeHandler(v -> detach(resp));
  }

  private synchronized void detach(HttpServerResponse resp) {
    if (out == resp) {
      out = null;
    }
  }

  private static void start(HttpServerResponse resp) {
    resp.setChunked(true)
      .putHeader("Content-Type", "text/event-stream")
      .putHeader("Cache-Control", "no-cache")
      .putHeader("X-Accel-Buffering", "no");
  }
}
