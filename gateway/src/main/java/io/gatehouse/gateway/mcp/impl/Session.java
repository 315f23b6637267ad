package io.gatehouse.gateway.mcp.impl;

import io.gatehouse.gateway.mcp.LogLevel;
import io.vertx.core.Promise;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

/** A legacy (initialize-based) session: negotiated revision, client capabilities, streams and requests in flight. */
final class Session {

  /** Streams kept after they end, so a client that lost the connection can still replay the last events. */
  private static final int KEPT_STREAMS = 16;

  final String id;
  final Revision rev;
  final JsonObject clientCapabilities;
  final JsonObject principal;
  final Map<String, Call> inFlight = new ConcurrentHashMap<>();
  final Set<String> subscriptions = ConcurrentHashMap.newKeySet();
  private final Map<String, Promise<JsonObject>> outbound = new ConcurrentHashMap<>();
  private final AtomicLong outboundSeq = new AtomicLong();
  private final LinkedHashMap<String, SseStream> streams = new LinkedHashMap<>();
  private final int replayLimit;
  /** Told when the part of the session that other nodes may take over changes. */
  private final Consumer<Session> changed;
  /** Taken over from the shared record after the node that created it was lost: no stream came along. */
  final boolean adopted;
  volatile long sharedAt;
  private int streamSeq;
  private SseStream standalone;
  private boolean closed;
  volatile long lastSeen;
  volatile LogLevel logLevel;

  Session(String id, Revision rev, JsonObject clientCapabilities, JsonObject principal, int replayLimit,
          Consumer<Session> changed, boolean adopted, long nowMs) {
    this.id = id;
    this.rev = rev;
    this.clientCapabilities = clientCapabilities;
    this.principal = principal;
    this.replayLimit = replayLimit;
    this.changed = changed;
    this.adopted = adopted;
    this.lastSeen = nowMs;
  }

  /** A session rebuilt from its shared record; null when the record cannot be read. */
  static Session adopt(String id, JsonObject record, int replayLimit, Consumer<Session> changed, long nowMs) {
    Revision rev = Revision.of(record.getString("revision"));
    if (rev == null) {
      return null;
    }
    Session s = new Session(id, rev, record.getJsonObject("capabilities", new JsonObject()),
      record.getJsonObject("principal"), replayLimit, changed, true, nowMs);
    String level = record.getString("logLevel");
    s.logLevel = level == null ? null : LogLevel.parse(level);
    record.getJsonArray("subscriptions", new JsonArray()).forEach(uri -> s.subscriptions.add(String.valueOf(uri)));
    return s;
  }

  /** What another node needs to carry on with this session. */
  JsonObject record() {
    LogLevel level = logLevel;
    return new JsonObject()
      .put("revision", rev.wire)
      .put("capabilities", clientCapabilities)
      .put("principal", principal)
      .put("logLevel", level == null ? null : level.wire())
      .put("subscriptions", new JsonArray(List.copyOf(subscriptions)));
  }

  /** Call after changing the log level or subscriptions. */
  void changed() {
    changed.accept(this);
  }

  /** A fresh resumable stream for one POST; ended streams beyond a few are forgotten. */
  synchronized SseStream newStream() {
    SseStream s = SseStream.resumable(Integer.toString(++streamSeq), replayLimit);
    streams.put(s.key(), s);
    if (streams.size() > KEPT_STREAMS) {
      Iterator<SseStream> it = streams.values().iterator();
      while (it.hasNext() && streams.size() > KEPT_STREAMS) {
        SseStream old = it.next();
        if (old.ended() && old != standalone) {
          it.remove();
        }
      }
    }
    return s;
  }

  synchronized SseStream stream(String key) {
    return streams.get(key);
  }

  /** The GET stream for server-initiated messages; null when one is already connected. */
  synchronized SseStream openStandalone(HttpServerResponse resp, boolean prime, long retryMs) {
    if (standalone != null && standalone.attached()) {
      return null;
    }
    if (standalone != null) {
      // a fresh GET without Last-Event-ID gives up the old stream; ended, it can be trimmed
      standalone.end();
    }
    standalone = newStream();
    standalone.attach(resp, prime, retryMs);
    return standalone;
  }

  synchronized SseStream standalone() {
    return standalone;
  }

  /** Registers a server-to-client request; the client's answer arrives as its own POST. */
  String expect(Promise<JsonObject> answer) {
    String key = "\"gh-" + outboundSeq.incrementAndGet() + "\"";
    outbound.put(key, answer);
    return key;
  }

  /** Drops a server-to-client request that is no longer awaited. */
  void forget(String idJson) {
    Promise<JsonObject> p = outbound.remove(idJson);
    if (p != null) {
      p.tryFail("no longer awaited");
    }
  }

  /** Settles a server-to-client request from the client's response; unknown ids are ignored. */
  void answer(String idJson, JsonObject response) {
    Promise<JsonObject> p = outbound.remove(idJson);
    if (p != null) {
      JsonObject result = response.getJsonObject("result");
      if (result != null) {
        p.tryComplete(result);
      } else {
        JsonObject error = response.getJsonObject("error");
        p.tryFail(error == null ? "no result" : String.valueOf(error.getValue("message")));
      }
    }
  }

  /** In use: a stream is connected or a request is running, so idle expiry must wait. */
  synchronized boolean busy() {
    if (!inFlight.isEmpty()) {
      return true;
    }
    for (SseStream s : streams.values()) {
      if (s.attached()) {
        return true;
      }
    }
    return false;
  }

  void close() {
    List<SseStream> open;
    synchronized (this) {
      if (closed) {
        return;
      }
      closed = true;
      open = new ArrayList<>(streams.values());
      streams.clear();
      standalone = null;
    }
    for (Call c : inFlight.values()) {
      c.abandon();
    }
    outbound.values().forEach(p -> p.tryFail("session ended"));
    outbound.clear();
    open.forEach(SseStream::end);
  }
}
