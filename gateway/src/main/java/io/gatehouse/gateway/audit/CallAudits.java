package io.gatehouse.gateway.audit;

import io.gatehouse.gateway.caller.Principal;
import io.gatehouse.gateway.trace.TraceSpan;
import io.gatehouse.gateway.dispatch.CallObserver;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.vertx.core.json.JsonObject;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A hosted server's side of the trail: starts the audit of each tool call and REST data call, and
 * counts calls by the caller's plan and the outcome ({@code gatehouse_calls_total}).
 */
public final class CallAudits {

  private final AuditLog log;
  private final String server;
  private final MeterRegistry registry;
  /** By plan, then outcome: two lookups of constant strings, no key built per call. */
  private final Map<String, Map<String, Counter>> counters;

  private CallAudits(AuditLog log, String server, MeterRegistry registry, Map<String, Map<String, Counter>> counters) {
    this.log = log;
    this.server = server;
    this.registry = registry;
    this.counters = counters;
  }

  /** The audits of one server's calls; servers of one registry share its counters. */
  public static CallAudits create(AuditLog log, String server, MeterRegistry registry) {
    return new CallAudits(log, server, registry, new ConcurrentHashMap<>());
  }

  /**
   * The observer to put on a call's options.
   *
   * @param principal   the credential handler's principal, or null
   * @param route       {@code METHOD path} of a REST call, or null for MCP
   * @param span        the request's span: its ids name the record while tracing is on
   * @param traceparent the W3C header (or MCP {@code _meta.traceparent}), or null: the caller's trace while it is off
   */
  public CallObserver start(Principal principal, String tool, String route, JsonObject arguments, String requestId,
                            TraceSpan span, String traceparent) {
    return new CallAudit(this, new AuditedCall(System.currentTimeMillis(), server, CallerIdentity.of(principal), tool,
      route, arguments, requestId, TraceContext.of(span, traceparent)));
  }

  AuditLog log() {
    return log;
  }

  void counted(String plan, String outcome) {
    String p = plan == null ? "none" : plan;
    counters.computeIfAbsent(p, k -> new ConcurrentHashMap<>())
      .computeIfAbsent(outcome, k -> Counter.builder("gatehouse_calls")
        .description("Tool calls and REST data calls by the caller's plan and outcome")
        .tag("plan", p).tag("outcome", outcome).register(registry))
      .increment();
  }
}
