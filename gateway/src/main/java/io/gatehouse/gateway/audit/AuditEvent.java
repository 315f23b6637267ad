package io.gatehouse.gateway.audit;

import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonObject;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.HexFormat;

/**
 * A finished call as the event loop hands it over: references only, nothing encoded or digested.
 * The writer's thread turns it into the stored record ({@link #toRecord}).
 */
public final class AuditEvent {

  final long atMillis;
  final String server;
  final CallerIdentity caller;
  final String tool;
  final String route;
  final JsonObject arguments;
  final String requestId;
  final TraceContext trace;
  final long latencyNanos;
  final String outcome;
  /** The answer's bytes to scan, or null when its facts were taken already. */
  final Buffer answerBytes;
  final AnswerFacts facts;

  AuditEvent(long atMillis, String server, CallerIdentity caller, String tool, String route, JsonObject arguments,
             String requestId, TraceContext trace, long latencyNanos, String outcome, Buffer answerBytes,
             AnswerFacts facts) {
    this.atMillis = atMillis;
    this.server = server;
    this.caller = caller;
    this.tool = tool;
    this.route = route;
    this.arguments = arguments;
    this.requestId = requestId;
    this.trace = trace;
    this.latencyNanos = latencyNanos;
    this.outcome = outcome;
    this.answerBytes = answerBytes;
    this.facts = facts;
  }

  /** The record as stored and exported; never holds a credential, only the key's id and fingerprint. */
  JsonObject toRecord(boolean includeArguments) {
    JsonObject record = new JsonObject().put("at", Instant.ofEpochMilli(atMillis).toString()).put("server", server);
    caller.putInto(record);
    record.put("tool", tool);
    if (route != null) record.put("route", route);
    String encodedArguments = arguments == null ? "{}" : arguments.encode();
    record.put("arguments_sha256", sha256(encodedArguments));
    if (includeArguments && arguments != null) record.put("arguments", new JsonObject(encodedArguments));
    record.put("outcome", outcome);
    AnswerFacts read = facts != null ? facts : answerBytes != null ? AnswerFacts.scan(answerBytes) : AnswerFacts.NONE;
    if (read.verdict() != null) record.put("verdict", read.verdict());
    if (read.reasonCodes() != null) record.put("reason_codes", read.reasonCodes());
    record.put("sources", read.sources());
    record.put("latency_ms", Math.round(latencyNanos / 10_000d) / 100d);
    if (requestId != null) record.put("request_id", requestId);
    if (trace.traceId() != null) record.put("trace_id", trace.traceId()).put("span_id", trace.spanId());
    return record;
  }

  private static String sha256(String text) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }
}
