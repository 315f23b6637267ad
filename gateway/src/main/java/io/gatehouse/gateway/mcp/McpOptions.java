package io.gatehouse.gateway.mcp;

import io.gatehouse.gateway.trace.Tracing;

import java.net.URI;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * Endpoint limits and checks.
 *
 * @param allowedOrigins  exact Origin values accepted (scheme://host[:port]); a request without Origin passes
 * @param maxSessions     live legacy sessions kept at most
 * @param sessionIdleMs   a session unused this long is ended
 * @param pageSize        items per list page
 * @param maxBodyBytes    larger POST bodies get 413
 * @param maxDepth        deeper JSON nesting is refused before parsing
 * @param maxBatchEntries a 2025-03-26 batch of more messages is refused whole, before it is parsed
 * @param maxBatchReplyBytes a batch's responses past this many bytes are replaced by an error each, so a
 *                        reply never grows past it (plus those errors)
 * @param sseRetryMs      the reconnect delay announced on resumable streams
 * @param replayEvents    events kept per stream for Last-Event-ID replay
 * @param listTtlMs       freshness hint on modern list, discover and read results
 * @param listCacheScope  "public" when lists are the same for every caller, else "private"
 * @param keepAliveMs     comment interval on long-lived modern subscription streams
 * @param pollAfterMs     a silent legacy request still running this long turns into a stream the client
 *                        polls: priming event, then the connection closes and the client resumes with
 *                        Last-Event-ID (2025-11-25 and later); 0 keeps every connection open
 * @param streamResponses every answer to a client accepting {@code text/event-stream} is an SSE stream, as
 *                        the reference SDK servers answer; otherwise a request is answered as plain JSON
 *                        unless something must go out before its result
 * @param tasks           the limits of tasks (2026-07-28 tasks extension)
 * @param tracing         where request spans go; {@link Tracing#off()} by default
 * @param nanoTime        the time source sessions' idle time and tasks' TTLs are measured on: {@link System#nanoTime()},
 *                        or one a test moves by hand
 */
public record McpOptions(Set<String> allowedOrigins, int maxSessions,
                         long sessionIdleMs, int pageSize, int maxBodyBytes, int maxDepth,
                         int maxBatchEntries, int maxBatchReplyBytes, long sseRetryMs, int replayEvents,
                         long listTtlMs, String listCacheScope, long keepAliveMs, long pollAfterMs, boolean streamResponses, TaskOptions tasks,
                         Tracing tracing, LongSupplier nanoTime) {

  /**
   * Defaults for a gateway reachable at baseUrl: its own origin is allowed. The Host a request names is
   * the gateway's router's to check, for every route alike ({@code http.HostGuard}).
   */
  public static McpOptions create(String baseUrl) {
    URI base = URI.create(baseUrl);
    String origin = base.getScheme() + "://" + base.getRawAuthority();
    return new McpOptions(Set.of(origin), 10_000, 30 * 60_000L, 100,
      1 << 20, 64, 50, 4 << 20, 2_000, 256, 300_000, "public", 25_000, 0, false, TaskOptions.defaults(), Tracing.off(),
      System::nanoTime);
  }

  public McpOptions withAllowedOrigins(Set<String> origins) {
    return with(o -> o.allowedOrigins = Set.copyOf(origins));
  }

  public McpOptions withSessions(int maxSessions, long sessionIdleMs) {
    return with(o -> {
      o.maxSessions = maxSessions;
      o.sessionIdleMs = sessionIdleMs;
    });
  }

  public McpOptions withPageSize(int pageSize) {
    return with(o -> o.pageSize = pageSize);
  }

  public McpOptions withMaxBodyBytes(int maxBodyBytes) {
    return with(o -> o.maxBodyBytes = maxBodyBytes);
  }

  public McpOptions withBatchLimits(int maxBatchEntries, int maxBatchReplyBytes) {
    return with(o -> {
      o.maxBatchEntries = maxBatchEntries;
      o.maxBatchReplyBytes = maxBatchReplyBytes;
    });
  }

  public McpOptions withCaching(long listTtlMs, String listCacheScope) {
    return with(o -> {
      o.listTtlMs = listTtlMs;
      o.listCacheScope = listCacheScope;
    });
  }

  public McpOptions withPolling(long pollAfterMs) {
    return with(o -> o.pollAfterMs = pollAfterMs);
  }

  public McpOptions withStreamResponses(boolean streamResponses) {
    return with(o -> o.streamResponses = streamResponses);
  }

  public McpOptions withTasks(TaskOptions tasks) {
    return with(o -> o.tasks = tasks);
  }

  public McpOptions withTracing(Tracing tracing) {
    return with(o -> o.tracing = tracing);
  }

  public McpOptions withNanoTime(LongSupplier nanoTime) {
    return with(o -> o.nanoTime = nanoTime);
  }

  /** A copy with the change applied: each wither names only what it changes. */
  private McpOptions with(Consumer<Draft> change) {
    Draft draft = new Draft(this);
    change.accept(draft);
    return draft.options();
  }

  /** The options' values while a copy is being changed. */
  private static final class Draft {
    Set<String> allowedOrigins;
    int maxSessions;
    long sessionIdleMs;
    int pageSize;
    int maxBodyBytes;
    int maxDepth;
    int maxBatchEntries;
    int maxBatchReplyBytes;
    long sseRetryMs;
    int replayEvents;
    long listTtlMs;
    String listCacheScope;
    long keepAliveMs;
    long pollAfterMs;
    boolean streamResponses;
    TaskOptions tasks;
    Tracing tracing;
    LongSupplier nanoTime;

    Draft(McpOptions from) {
      allowedOrigins = from.allowedOrigins;
      maxSessions = from.maxSessions;
      sessionIdleMs = from.sessionIdleMs;
      pageSize = from.pageSize;
      maxBodyBytes = from.maxBodyBytes;
      maxDepth = from.maxDepth;
      maxBatchEntries = from.maxBatchEntries;
      maxBatchReplyBytes = from.maxBatchReplyBytes;
      sseRetryMs = from.sseRetryMs;
      replayEvents = from.replayEvents;
      listTtlMs = from.listTtlMs;
      listCacheScope = from.listCacheScope;
      keepAliveMs = from.keepAliveMs;
      pollAfterMs = from.pollAfterMs;
      streamResponses = from.streamResponses;
      tasks = from.tasks;
      tracing = from.tracing;
      nanoTime = from.nanoTime;
    }

    McpOptions options() {
      return new McpOptions(allowedOrigins, maxSessions, sessionIdleMs, pageSize, maxBodyBytes,
        maxDepth, maxBatchEntries, maxBatchReplyBytes, sseRetryMs, replayEvents, listTtlMs, listCacheScope,
        keepAliveMs, pollAfterMs, streamResponses, tasks, tracing, nanoTime);
    }
  }
}
