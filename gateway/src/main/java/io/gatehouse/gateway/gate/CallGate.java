package io.gatehouse.gateway.gate;

import io.gatehouse.api.Failure;
import io.gatehouse.api.ProviderException;
import io.gatehouse.gateway.audit.CallAudit;
import io.gatehouse.gateway.audit.CallAudits;
import io.gatehouse.gateway.caller.CallOrigin;
import io.gatehouse.gateway.caller.ScopePolicy;
import io.gatehouse.gateway.catalog.CatalogOperation;
import io.gatehouse.gateway.dispatch.Answer;
import io.gatehouse.gateway.dispatch.CallOptions;
import io.gatehouse.gateway.dispatch.NestedCalls;
import io.gatehouse.gateway.dispatch.OperationCaller;
import io.gatehouse.gateway.dispatch.OperationRefusals;
import io.gatehouse.gateway.scope.ToolScopes;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * The one gate every call passes, whatever its door: MCP {@code tools/call} (direct, through
 * {@code call_tool}, in a batch, as a task), the REST data routes (and the portal's try-it, which uses
 * them), and the calls made on behalf of a call (a provider's nested calls, the series enrichment).
 *
 * <p>In one order: the caller's scope, then whether the operation may be called at all (an upstream
 * that retired it), then the arguments (read, then checked against the operation's schema), then whether the
 * operator has set up what it needs (never charged when not), then the charge (the key's call policy and daily quota; a nested call is part of the call
 * that was charged), then dispatch; and whatever the outcome, one audit record, with the key and, for
 * a nested call, its parent's request id. A refusal comes back as a {@link ProviderException} (a
 * {@link ScopeRefusal} for the scope), which the door writes in its own wire.
 */
public final class CallGate implements NestedCalls {

  /** The longest request id carried as given; a longer one (a client's JSON-RPC id) travels as its digest. */
  static final int MAX_REQUEST_ID = 64;

  private final OperationCaller dispatch;
  private final ToolScopes scopes;
  private final KeyCharges charges;
  private final CallAudits audits;
  /** Refuses calls of operations whose upstream retired them (asked after the scope, before the arguments). */
  private final OperationRefusals retired;
  private final OperationRefusals unconfigured;

  /**
   * Takes the nested calls of {@code dispatch} through this gate.
   *
   * @param chargesOrNull null where no call is charged (a node without keys runs only nested calls)
   * @param retired       refuses calls of operations an upstream retired (drift checks)
   * @param unconfigured  refuses calls that cannot succeed for the operator's set-up (a credential unset, a data
   *                      set not ingested): asked once the arguments are valid, before the charge, so never charged
   */
  public CallGate(OperationCaller dispatch, ToolScopes scopes, KeyCharges chargesOrNull, CallAudits audits,
                  OperationRefusals retired, OperationRefusals unconfigured) {
    this.retired = retired;
    this.unconfigured = unconfigured;
    this.dispatch = dispatch;
    this.scopes = scopes;
    this.charges = chargesOrNull;
    this.audits = audits;
    dispatch.nestThrough(this);
  }

  /** Runs the call through every rule; fails with the refusal or the provider's failure. */
  public Future<Answer> call(GateCall call) {
    CatalogOperation op = call.op();
    CallOptions options = call.options().withRequestId(bounded(call.options().requestId()));
    CallOrigin origin = options.origin();
    CallAudit audit = audits.start(origin, op.toolName(), call.route(), options.requestId(), options.trace(),
      call.traceparent());
    JsonObject arguments = null;
    try {
      ScopeRefusal refused = scopeRefusal(origin, op);
      if (refused != null) throw refused;
      ProviderException unavailable = retired.refusal(op);
      if (unavailable != null) throw unavailable;
      arguments = call.arguments().read();
      JsonObject validated = op.validator().validate(arguments);
      ProviderException notSetUp = unconfigured.refusal(op);
      if (notSetUp != null) throw notSetUp;
      Future<Answer> answer = charges == null || !charges.charges(origin)
        ? dispatch.dispatch(op, validated, options)
        : charges.take(origin, op, call.admissions()).compose(paid -> dispatch.dispatch(op, validated, options));
      JsonObject audited = arguments;
      // a listener, not another future: it runs before the door's own, so it sees the answer unchanged
      return answer.onComplete(ar -> audit.finish(audited, ar.result(), ar.cause()));
    } catch (ProviderException e) {
      audit.finish(arguments, null, e);
      return Future.failedFuture(e);
    }
  }

  /**
   * The scope's refusal of a call, audited, or null when the scope admits it: for a door that must answer
   * before the call starts (a task is created only for a call its caller may make).
   */
  public ScopeRefusal refusal(GateCall call) {
    CallOrigin origin = call.options().origin();
    ScopeRefusal refused = scopeRefusal(origin, call.op());
    if (refused != null) {
      audits.start(origin, call.op().toolName(), call.route(), bounded(call.options().requestId()),
        call.options().trace(), call.traceparent()).finish(null, null, refused);
    }
    return refused;
  }

  /** A call made on behalf of the call its options' origin names; an unknown tool is {@code not-found}. */
  @Override
  public Future<Answer> call(String toolName, JsonObject arguments, CallOptions options) {
    CatalogOperation op = dispatch.catalog().tool(toolName);
    if (op == null) {
      return Future.failedFuture(new ProviderException(Failure.NOT_FOUND, "unknown operation " + toolName));
    }
    return call(GateCall.of(op, arguments, options, null));
  }

  private ScopeRefusal scopeRefusal(CallOrigin origin, CatalogOperation op) {
    if (origin == null) return null;
    ScopePolicy.Denial denial = scopes.checkCall(origin.principal(), op, origin.server());
    return denial == null ? null : new ScopeRefusal(op, denial);
  }

  /** A request id as given while short; else {@code sha256:<16 hex>} of it, so no caller's id grows logs, headers or records. */
  static String bounded(String requestId) {
    if (requestId == null || requestId.length() <= MAX_REQUEST_ID) return requestId;
    try {
      byte[] digest = MessageDigest.getInstance("SHA-256").digest(requestId.getBytes(StandardCharsets.UTF_8));
      return "sha256:" + HexFormat.of().formatHex(digest, 0, 8);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }
}
