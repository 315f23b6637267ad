package io.gatehouse.providers.verify;

import io.gatehouse.api.OperationHandler;
import io.gatehouse.api.Provider;
import io.gatehouse.api.ProviderContext;
import io.vertx.core.Future;

import java.util.Map;

/** Lead verification over the other providers: VAT, the company registers and GLEIF, sanctions and email, one verdict. */
public final class VerifyProvider implements Provider {

  private volatile Map<String, OperationHandler> handlers = Map.of();

  @Override
  public String id() {
    return "verify";
  }

  @Override
  public Future<Void> start(ProviderContext context) {
    try {
      handlers = Map.of("lead", new LeadHandler(context, Policy.configured(context.config().getJsonObject("policy"))));
    } catch (IllegalArgumentException badPolicy) {
      return Future.failedFuture(badPolicy);
    }
    return Future.succeededFuture();
  }

  @Override
  public Map<String, OperationHandler> handlers() {
    return handlers;
  }
}
