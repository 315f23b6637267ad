package io.gatehouse.api;

import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;

import java.time.Instant;

/** One call of an operation, its arguments already validated against the operation's schema. */
public interface Invocation {

  String operationId();

  JsonObject arguments();

  /** Carried into logs and upstream calls so one request can be followed end to end. */
  String requestId();

  ProviderContext context();

  /**
   * Invokes another provider's operation on behalf of this call: the gateway carries this call's
   * request id, trace, deadline and cancellation to it, so the nested call is logged, traced and
   * stopped as part of this one. The default, for invocations outside a gateway, is a call of its own.
   */
  default Future<JsonObject> invoke(String providerId, String operationId, JsonObject arguments) {
    return context().invoke(providerId, operationId, arguments);
  }

  /** When the caller stops waiting; work past it is wasted. */
  Instant deadline();

  /** Completes when the caller cancels the call or gives up on it. */
  Future<Void> cancelled();

  default boolean isCancelled() {
    return cancelled().isComplete();
  }

  /** Reports progress to a caller that asked for it; a no-op otherwise. */
  void progress(double progress, Double total, String message);

  /**
   * Sends a log message to the client ({@code debug}, {@code info}, {@code notice}, {@code warning},
   * {@code error}, {@code critical}, {@code alert} or {@code emergency}); data is any JSON value. The
   * client receives only levels it asked for; without a listening client this does nothing.
   */
  default void log(String level, Object data) {
  }

  /**
   * The client's answers to the input requests of this operation's previous
   * {@link Result#inputRequired}, keyed like them; null on a first call.
   */
  default JsonObject inputResponses() {
    return null;
  }

  /**
   * The state the operation attached to its previous {@link Result#inputRequired}, as it was: the
   * gateway signs it, binds it to the caller and an expiry, and refuses the call when it comes back
   * altered, expired or from another caller. Null on a first call.
   */
  default JsonObject state() {
    return null;
  }

  /**
   * What the MCP client said it can answer ({@code elicitation}, {@code sampling}, {@code roots}
   * keys), so an operation asks only what it can get; empty when the caller is not an MCP client.
   */
  default JsonObject clientCapabilities() {
    return new JsonObject();
  }
}
