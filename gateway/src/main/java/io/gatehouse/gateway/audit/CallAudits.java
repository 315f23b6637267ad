package io.gatehouse.gateway.audit;

import io.gatehouse.gateway.caller.CallOrigin;
import io.gatehouse.gateway.trace.TraceSpan;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The call gate's side of the trail: starts the audit of each call, whatever its door and however it
 * ends, and counts the calls clients made by the caller's plan and the outcome
 * ({@code gatehouse_calls_total}; a nested call is part of the call that made it, not counted again).
 */
public final class CallAudits {

  private final AuditLog log;
  private final MeterRegistry registry;
  /** By plan, then outcome: two lookups of constant strings, no key built per call. */
  private final Map<String, Map<String, Counter>> counters = new ConcurrentHashMap<>();

  public CallAudits(AuditLog log, MeterRegistry registryOrNull) {
    this.log = log;
    this.registry = registryOrNull;
  }

  /**
   * The audit of a call starting now.
   *
   * @param origin      on whose behalf, through which server, for which parent call; null for none
   * @param route       {@code METHOD path} of a REST call, or null
   * @param span        the request's span: its ids name the record while tracing is on
   * @param traceparent the W3C header (or MCP {@code _meta.traceparent}), or null: the caller's trace while it is off
   */
  public CallAudit start(CallOrigin origin, String tool, String route, String requestId, TraceSpan span,
                         String traceparent) {
    return new CallAudit(this, origin, tool, route, requestId, span, traceparent);
  }

  AuditLog log() {
    return log;
  }

  void counted(String plan, String outcome) {
    if (registry == null) return;
    String p = plan == null ? "none" : plan;
    Map<String, Counter> byOutcome = counters.get(p);
    if (byOutcome == null) byOutcome = counters.computeIfAbsent(p, k -> new ConcurrentHashMap<>());
    // a get first: computeIfAbsent may lock the bin even when the counter is there
    Counter counter = byOutcome.get(outcome);
    if (counter == null) {
      counter = byOutcome.computeIfAbsent(outcome, k -> Counter.builder("gatehouse_calls")
        .description("Tool calls and REST data calls by the caller's plan and outcome")
        .tag("plan", p).tag("outcome", outcome).register(registry));
    }
    counter.increment();
  }
}
