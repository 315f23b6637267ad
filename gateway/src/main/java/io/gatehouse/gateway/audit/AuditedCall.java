package io.gatehouse.gateway.audit;

import io.vertx.core.json.JsonObject;

/**
 * What is known of an audited call when it ends: who called what, with which arguments (null when the
 * call was refused before they were read), in which request, trace and, for a nested call, for which call.
 */
record AuditedCall(long atMillis, String server, CallerIdentity caller, String tool, String route, JsonObject arguments,
                   String requestId, String parentRequestId, TraceContext trace) {
}
