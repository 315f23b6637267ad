package io.gatehouse.gateway.gate;

import io.gatehouse.api.ProviderException;
import io.gatehouse.gateway.auth.Admission;
import io.gatehouse.gateway.catalog.CatalogOperation;
import io.gatehouse.gateway.dispatch.CallOptions;
import io.vertx.core.json.JsonObject;

import java.util.function.Consumer;

/**
 * A call as a door hands it to the gate: the operation, its arguments as the door reads them, and how
 * to make it ({@link CallOptions#origin()} names the caller and the server it came through).
 *
 * @param arguments   read by the gate once the caller's scope admits the call
 * @param route       {@code METHOD path} of a REST call, for the audit trail; null elsewhere
 * @param traceparent the caller's W3C traceparent, or null
 * @param admissions  hears the key's call admission (a door that reports it: REST's RateLimit headers), or null
 */
public record GateCall(CatalogOperation op, Arguments arguments, CallOptions options, String route, String traceparent,
                       Consumer<Admission> admissions) {

  /** An MCP call (or a nested one): its arguments are already JSON. */
  public static GateCall of(CatalogOperation op, JsonObject arguments, CallOptions options, String traceparent) {
    JsonObject args = arguments == null ? new JsonObject() : arguments;
    return new GateCall(op, () -> args, options, null, traceparent, null);
  }

  /** How a door turns its request into arguments; a request that has none fails with a bad-argument failure. */
  @FunctionalInterface
  public interface Arguments {
    JsonObject read() throws ProviderException;
  }
}
