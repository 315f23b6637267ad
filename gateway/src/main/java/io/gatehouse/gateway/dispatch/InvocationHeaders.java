package io.gatehouse.gateway.dispatch;



/** Headers of an invocation message on the event bus. */
final class InvocationHeaders {

  static final String REQUEST_ID = "request-id";
  /** Epoch milliseconds after which the caller no longer waits. */
  static final String DEADLINE = "deadline";
  /** Address to send progress notifications to, present only when the caller asked for them. */
  static final String PROGRESS = "progress";
  /** Address to send log messages to, present only when the caller listens. */
  static final String LOG = "log";
  /** On whose behalf the call runs ({@code CallOrigin.encode()}), present when someone's call asked for it. */
  static final String ORIGIN = "origin";

  static final String OPERATION = "operation";
  static final String ARGUMENTS = "arguments";
  /** What an MCP client brings: {capabilities, responses?, state?}. */
  static final String CLIENT = "client";

  private InvocationHeaders() {
  }
}
