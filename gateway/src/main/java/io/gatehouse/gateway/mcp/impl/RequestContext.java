package io.gatehouse.gateway.mcp.impl;

import io.gatehouse.gateway.mcp.CallContext;
import io.gatehouse.gateway.trace.TraceSpan;
import io.vertx.core.json.JsonObject;

/**
 * What a request carries into its backend call besides its arguments: the client's capabilities,
 * its trace, and the answers and state of an earlier round of input requests. A {@link Call} holds
 * them for its request (as fields of the one object a call costs); a {@link TaskRun} takes them
 * over from the call that began the task.
 */
abstract class RequestContext implements CallContext {

  private final JsonObject clientCapabilities;
  private final String traceparent;
  private TraceSpan trace = TraceSpan.NONE;
  // not volatile: a retry sets them before the tool is called again, on the thread that calls it
  private JsonObject inputResponses;
  private String requestState;

  RequestContext(JsonObject clientCapabilities, String traceparent, JsonObject inputResponses, String requestState) {
    this.clientCapabilities = clientCapabilities;
    this.traceparent = traceparent;
    this.inputResponses = inputResponses;
    this.requestState = requestState;
  }

  /** The context of the request that began a task, taken over by the task's run. */
  RequestContext(RequestContext request) {
    this(request.clientCapabilities, request.traceparent, request.inputResponses, request.requestState);
    this.trace = request.trace;
  }

  /** Opens this request's span; it ends when the request is answered or dropped. */
  void traced(TraceSpan span) {
    this.trace = span;
  }

  /** A retry of the tool with the client's answers to its input requests. */
  void retryWith(JsonObject responses, String state) {
    this.inputResponses = responses;
    this.requestState = state;
  }

  @Override
  public TraceSpan trace() {
    return trace;
  }

  @Override
  public JsonObject clientCapabilities() {
    return clientCapabilities;
  }

  @Override
  public String traceparent() {
    return traceparent;
  }

  @Override
  public JsonObject inputResponses() {
    return inputResponses;
  }

  @Override
  public String requestState() {
    return requestState;
  }
}
