package io.gatehouse.gateway.mcp.impl;

import io.gatehouse.gateway.mcp.McpOptions;
import io.vertx.core.json.JsonObject;

import java.security.SecureRandom;
import java.util.Base64;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

/** Live legacy sessions, bounded in number, ended after idling; ids are 256 random bits. */
final class SessionStore {

  private static final long SWEEP_EVERY_MS = 10_000;

  private final Map<String, Session> sessions = new ConcurrentHashMap<>();
  private final SecureRandom random = new SecureRandom();
  private final Base64.Encoder ids = Base64.getUrlEncoder().withoutPadding();
  private final int max;
  private final long idleMs;
  private final int replayLimit;
  private volatile long lastSweep = System.currentTimeMillis();

  SessionStore(McpOptions options) {
    this.max = options.maxSessions();
    this.idleMs = options.sessionIdleMs();
    this.replayLimit = options.replayEvents();
  }

  /** A new session, or null when the store is full of sessions in use. */
  Session create(Revision rev, JsonObject clientCapabilities, JsonObject principal) {
    sweep(sessions.size() >= max);
    if (sessions.size() >= max && !evictOldestIdle()) {
      return null;
    }
    byte[] bytes = new byte[32];
    random.nextBytes(bytes);
    Session s = new Session(ids.encodeToString(bytes), rev, clientCapabilities, principal, replayLimit);
    sessions.put(s.id, s);
    return s;
  }

  /** The live session with that id, marked as used now; null when unknown, ended or expired. */
  Session get(String id) {
    sweep(false);
    Session s = sessions.get(id);
    if (s == null) {
      return null;
    }
    long now = System.currentTimeMillis();
    if (now - s.lastSeen > idleMs && !s.busy()) {
      end(id);
      return null;
    }
    s.lastSeen = now;
    return s;
  }

  boolean end(String id) {
    Session s = sessions.remove(id);
    if (s != null) {
      s.close();
    }
    return s != null;
  }

  int size() {
    return sessions.size();
  }

  void forEach(Consumer<Session> action) {
    sessions.values().forEach(action);
  }

  void closeAll() {
    sessions.keySet().forEach(this::end);
  }

  private void sweep(boolean force) {
    long now = System.currentTimeMillis();
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
    return oldest != null && end(oldest.id);
  }
}
