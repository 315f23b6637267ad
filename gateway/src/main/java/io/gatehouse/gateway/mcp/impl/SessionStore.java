package io.gatehouse.gateway.mcp.impl;

import io.gatehouse.gateway.mcp.McpOptions;
import io.gatehouse.gateway.mcp.SessionRecords;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.security.SecureRandom;
import java.util.Base64;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * Live legacy sessions, bounded in number, ended after idling; ids are 256 random bits. With
 * shared {@link SessionRecords} each session is also recorded for the cluster, and a session
 * unknown here is taken over from its record.
 */
final class SessionStore {

  private static final Logger LOG = LoggerFactory.getLogger(SessionStore.class);
  private static final long SWEEP_EVERY_MS = 10_000;

  private final Map<String, Session> sessions = new ConcurrentHashMap<>();
  private final SecureRandom random = new SecureRandom();
  private final Base64.Encoder ids = Base64.getUrlEncoder().withoutPadding();
  private final SessionRecords records;
  private final int max;
  private final long idleMs;
  private final int replayLimit;
  /** Milliseconds on the options' time source: only ever compared with each other. */
  private final LongSupplier nanoTime;
  private volatile long lastSweep;

  SessionStore(McpOptions options, SessionRecords records) {
    this.records = records;
    this.max = options.maxSessions();
    this.idleMs = options.sessionIdleMs();
    this.replayLimit = options.replayEvents();
    this.nanoTime = options.nanoTime();
    this.lastSweep = nowMs();
  }

  private long nowMs() {
    return nanoTime.getAsLong() / 1_000_000;
  }

  /** A new session, recorded for the cluster when shared; null when the store is full of sessions in use. */
  Future<Session> create(Revision rev, JsonObject clientCapabilities, JsonObject principal) {
    sweep(sessions.size() >= max);
    if (sessions.size() >= max && !evictOldestIdle()) {
      return Future.succeededFuture();
    }
    byte[] bytes = new byte[32];
    random.nextBytes(bytes);
    Session s = new Session(ids.encodeToString(bytes), rev, clientCapabilities, principal, replayLimit,
      this::share, false, nowMs());
    sessions.put(s.id, s);
    if (!records.shared()) {
      return Future.succeededFuture(s);
    }
    s.sharedAt = nowMs();
    // the id is handed out only once another node could take the session over
    return records.put(s.id, s.record(), idleMs).map(s).recover(e -> {
      drop(s.id);
      LOG.warn("Session could not be recorded for the cluster: {}", e.toString());
      return Future.succeededFuture();
    });
  }

  /** The live session with that id, taken over from the cluster if needed; null when unknown or expired. */
  Future<Session> find(String id) {
    Session s = get(id);
    if (s != null || !records.shared()) {
      return Future.succeededFuture(s);
    }
    return records.get(id).map(record -> record == null ? null : adopt(id, record)).otherwise(e -> {
      LOG.warn("Session lookup in the cluster failed: {}", e.toString());
      return null;
    });
  }

  /** The live session with that id on this node, marked as used now; null when unknown, ended or expired. */
  Session get(String id) {
    sweep(false);
    Session s = sessions.get(id);
    if (s == null) {
      return null;
    }
    long now = nowMs();
    if (now - s.lastSeen > idleMs && !s.busy()) {
      drop(id);
      return null;
    }
    s.lastSeen = now;
    if (records.shared() && now - s.sharedAt > idleMs / 2) {
      // keeps the record from expiring while the session is in use here
      share(s);
    }
    return s;
  }

  /** Ends the session everywhere: the client deleted it. */
  boolean end(String id) {
    records.remove(id);
    return drop(id);
  }

  int size() {
    return sessions.size();
  }

  void forEach(Consumer<Session> action) {
    sessions.values().forEach(action);
  }

  /** Closes this node's sessions; their records stay, so that other nodes can take them over. */
  void closeAll() {
    sessions.keySet().forEach(this::drop);
  }

  private Session adopt(String id, JsonObject record) {
    Session adopted = Session.adopt(id, record, replayLimit, this::share, nowMs());
    if (adopted == null) {
      return null;
    }
    adopted.sharedAt = nowMs();
    Session s = sessions.putIfAbsent(id, adopted);
    return s == null ? adopted : s;
  }

  private void share(Session s) {
    if (!records.shared()) {
      return;
    }
    s.sharedAt = nowMs();
    records.put(s.id, s.record(), idleMs)
      .onFailure(e -> LOG.warn("Session change could not be recorded for the cluster: {}", e.toString()));
  }

  private boolean drop(String id) {
    Session s = sessions.remove(id);
    if (s != null) {
      s.close();
    }
    return s != null;
  }

  private void sweep(boolean force) {
    long now = nowMs();
    if (!force && now - lastSweep < SWEEP_EVERY_MS) {
      return;
    }
    lastSweep = now;
    sessions.values().removeIf(s -> {
      boolean expired = now - s.lastSeen > idleMs && !s.busy();
      if (expired) {
        s.close();
      }
      return expired;
    });
  }

  private boolean evictOldestIdle() {
    Session oldest = null;
    for (Session s : sessions.values()) {
      if (!s.busy() && (oldest == null || s.lastSeen < oldest.lastSeen)) {
        oldest = s;
      }
    }
    return oldest != null && drop(oldest.id);
  }
}
