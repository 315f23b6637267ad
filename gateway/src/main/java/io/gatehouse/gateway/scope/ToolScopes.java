package io.gatehouse.gateway.scope;

import io.gatehouse.gateway.caller.ScopePolicy;

import io.gatehouse.gateway.caller.Principal;
import io.gatehouse.gateway.caller.TokenGrant;
import io.gatehouse.gateway.catalog.CatalogOperation;
import io.gatehouse.gateway.web.Problem;
import io.gatehouse.gateway.mcp.McpException;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.RoutingContext;

import java.util.List;

/**
 * The one place that decides whether a caller may see and call an operation: MCP listings, search,
 * calls and the call_tool meta tool, the REST routes and the per-key OpenAPI document all ask it,
 * so a key never sees what it cannot call. Refused calls are counted in
 * {@code gatehouse_scope_denials_total{server, reason, tool}}.
 */
public final class ToolScopes {

  /** The problem type of a call outside the caller's scope (HTTP 403, and the JSON-RPC error's data). */
  public static final String PROBLEM = "insufficient-scope";
  /** JSON-RPC error code of a tool call outside the caller's scope (implementation-defined server error). */
  public static final int INSUFFICIENT_SCOPE = -32003;

  private final MeterRegistry registry;

  /** @param registryOrNull where denials are counted; null counts nothing (tests, the portal) */
  public ToolScopes(MeterRegistry registryOrNull) {
    this.registry = registryOrNull;
  }

  /** Whether the caller may see and call the operation; an open server's anonymous caller may. */
  public static boolean permits(Principal principalOrNull, CatalogOperation op) {
    return principalOrNull == null || principalOrNull.scope().allowsAll() || denial(principalOrNull.scope(), op) == null;
  }

  /** Why the policy keeps the operation out, or null. */
  public static ScopePolicy.Denial denial(ScopePolicy policy, CatalogOperation op) {
    return policy.check(op.spec().annotations(), op.providerId(), op.toolName(), op.spec().id());
  }

  /** The scope a caller needs for the operation, as the challenge names it. */
  public static String requiredScope(CatalogOperation op) {
    return ScopePolicy.TOKEN_PREFIX + op.toolName();
  }

  /**
   * Null when the caller may call the operation; otherwise the denial, counted for {@code server}.
   */
  public ScopePolicy.Denial checkCall(Principal principalOrNull, CatalogOperation op, String server) {
    if (permits(principalOrNull, op)) return null;
    ScopePolicy.Denial denial = denial(principalOrNull.scope(), op);
    if (registry != null) {
      Counter.builder("gatehouse_scope_denials").description("Calls refused as outside the caller's scope")
        .tag("server", server).tag("reason", denial.reason()).tag("tool", op.toolName())
        .register(registry).increment();
    }
    return denial;
  }

  /**
   * The RFC 6750 challenge of a call outside the caller's scope. A key's names the tool's scope; an
   * OAuth token's is MCP's scope challenge: the whole scope to ask for in a step-up and where the
   * protected resource metadata is.
   */
  public static String challenge(Principal principalOrNull, CatalogOperation op) {
    return challenge(principalOrNull, List.of(op), requiredScope(op), op.toolName());
  }

  /** The challenge naming {@code entry}, the scope that lets the caller use {@code what} (some of {@code ops}). */
  private static String challenge(Principal principalOrNull, List<CatalogOperation> ops, String entry, String what) {
    TokenGrant grant = principalOrNull == null ? null : principalOrNull.token();
    String scope = grant == null ? entry : StepUpScope.of(grant, ops, entry);
    return "Bearer error=\"insufficient_scope\", scope=\"" + scope + "\""
      + (grant == null ? "" : ", resource_metadata=\"" + grant.resourceMetadata() + "\"")
      + ", error_description=\"" + what + " is outside this credential's scope\"";
  }

  /** Checks a REST call of a server: true to go on; false once it answered 403. */
  @FunctionalInterface
  public interface RestGate {
    boolean admit(RoutingContext rc, CatalogOperation op);
  }

  /** The REST check of {@code server}'s routes, reading the principal the credential handler left. */
  public RestGate restGate(String server) {
    return (rc, op) -> {
      Principal principal = Principal.of(rc);
      ScopePolicy.Denial denial = checkCall(principal, op, server);
      if (denial != null) refuse(rc, principal, op, denial);
      return denial == null;
    };
  }

  /** Answers 403 {@code insufficient-scope} with the challenge, for REST. */
  public static void refuse(RoutingContext rc, Principal principal, CatalogOperation op, ScopePolicy.Denial denial) {
    rc.response().putHeader("WWW-Authenticate", challenge(principal, op));
    Problem.send(rc, 403, PROBLEM, "Insufficient scope", message(op), details(op, denial));
  }

  /**
   * The JSON-RPC error of a tool call outside the scope, with the same details as the HTTP problem.
   * A key cannot widen its scope, so it hears the error in a 200; an OAuth token's is also an HTTP
   * 403 with the scope challenge, on which MCP clients re-authorize.
   */
  public static McpException mcpError(Principal principal, CatalogOperation op, ScopePolicy.Denial denial) {
    String challenge = challenge(principal, op);
    JsonObject data = details(op, denial).put("type", Problem.type(PROBLEM)).put("status", 403)
      .put("error", "insufficient_scope").put("www_authenticate", challenge);
    return principal.token() == null ? McpException.create(INSUFFICIENT_SCOPE, message(op), data)
      : McpException.forbidden(INSUFFICIENT_SCOPE, message(op), data, challenge);
  }

  /**
   * An OAuth token's read of a provider's manifest when its scope lets it use none of the provider's
   * tools ({@code ops}): the scope challenge naming {@code tools:<provider>}. A key's read simply
   * finds nothing, as its listings show nothing.
   */
  public static McpException manifestRefusal(Principal tokenHolder, String provider, List<CatalogOperation> ops) {
    String entry = ScopePolicy.TOKEN_PREFIX + provider;
    String challenge = challenge(tokenHolder, ops, entry, provider + "'s manifest");
    return McpException.forbidden(INSUFFICIENT_SCOPE, provider + "'s manifest is outside this credential's scope; it needs "
      + entry, new JsonObject().put("required_scope", entry).put("provider", provider)
      .put("type", Problem.type(PROBLEM)).put("status", 403).put("error", "insufficient_scope")
      .put("www_authenticate", challenge), challenge);
  }

  private static String message(CatalogOperation op) {
    return op.toolName() + " is outside this credential's scope; it needs " + requiredScope(op);
  }

  private static JsonObject details(CatalogOperation op, ScopePolicy.Denial denial) {
    return new JsonObject().put("required_scope", requiredScope(op)).put("tool", op.toolName())
      .put("provider", op.providerId()).put("reason", denial.reason());
  }
}
