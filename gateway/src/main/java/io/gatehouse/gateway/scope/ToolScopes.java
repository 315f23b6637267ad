package io.gatehouse.gateway.scope;

import io.gatehouse.gateway.caller.Principal;
import io.gatehouse.gateway.caller.ScopePolicy;
import io.gatehouse.gateway.caller.TokenGrant;
import io.gatehouse.gateway.catalog.CatalogOperation;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.List;

/**
 * The one place that decides whether a caller may see and call an operation: the call gate asks it
 * for every call, MCP listings, search, completion and the per-key OpenAPI document for what to show,
 * so a key never sees what it cannot call. It decides and words; the doors write. Refused calls are
 * counted in {@code gatehouse_scope_denials_total{server, reason, tool}}.
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

  /**
   * Why the policy keeps the operation out, or null. Entries name providers and tools
   * ({@code provider_operation}), never an operation's bare id, which several providers share
   * ({@code check} is vat_check's and email_check's).
   */
  public static ScopePolicy.Denial denial(ScopePolicy policy, CatalogOperation op) {
    return policy.check(op.spec().annotations(), op.providerId(), op.toolName());
  }

  /**
   * A provider's manifest as a caller sees it: only the operations its scope lets it use (the whole
   * manifest for an unscoped caller).
   */
  public static JsonObject manifestFor(Principal principalOrNull, List<CatalogOperation> providerOps) {
    JsonObject manifest = providerOps.get(0).manifest().json();
    if (principalOrNull == null || principalOrNull.scope().allowsAll()) return manifest;
    List<String> permitted = providerOps.stream().filter(op -> permits(principalOrNull, op))
      .map(op -> op.spec().id()).toList();
    JsonObject seen = manifest.copy();
    JsonArray operations = new JsonArray();
    manifest.getJsonArray("operations", new JsonArray()).forEach(o -> {
      if (o instanceof JsonObject op && permitted.contains(op.getString("id"))) operations.add(op);
    });
    return seen.put("operations", operations);
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
        .tag("server", server == null ? "none" : server).tag("reason", denial.reason()).tag("tool", op.toolName())
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
  public static String challenge(Principal principalOrNull, List<CatalogOperation> ops, String entry, String what) {
    TokenGrant grant = principalOrNull == null ? null : principalOrNull.token();
    String scope = grant == null ? entry : StepUpScope.of(grant, ops, entry);
    return "Bearer error=\"insufficient_scope\", scope=\"" + scope + "\""
      + (grant == null ? "" : ", resource_metadata=\"" + grant.resourceMetadata() + "\"")
      + ", error_description=\"" + what + " is outside this credential's scope\"";
  }

  /** What a refused call is told. */
  public static String message(CatalogOperation op) {
    return op.toolName() + " is outside this credential's scope; it needs " + requiredScope(op);
  }

  /** What a refusal carries: the scope needed, the tool, its provider and why. */
  public static JsonObject details(CatalogOperation op, ScopePolicy.Denial denial) {
    return new JsonObject().put("required_scope", requiredScope(op)).put("tool", op.toolName())
      .put("provider", op.providerId()).put("reason", denial.reason());
  }
}
