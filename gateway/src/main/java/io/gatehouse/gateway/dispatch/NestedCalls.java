package io.gatehouse.gateway.dispatch;

import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;

/**
 * The way calls made on behalf of a call being served reach their providers: a provider's nested
 * {@code Invocation.invoke}, the gateway's own series enrichment. The call gate is the one
 * implementation a running gateway has, so that these calls meet the caller's scope and the audit
 * trail like any other (their {@link CallOptions#origin()} names the caller and the call they serve).
 */
@FunctionalInterface
public interface NestedCalls {

  /** Fails with a {@link io.gatehouse.api.ProviderException}; {@code not-found} for an unknown tool. */
  Future<Answer> call(String toolName, JsonObject arguments, CallOptions options);
}
