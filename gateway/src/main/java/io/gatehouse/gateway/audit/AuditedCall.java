package io.gatehouse.gateway.audit;

import io.vertx.core.json.JsonObject;

/** What is known of an audited call when it starts: who calls what, with which arguments, in which request and trace. */
record AuditedCall(long atMillis, String server, CallerIdentity caller, String tool, String route, JsonObject arguments,
                   String requestId, TraceContext trace) {
}
