package io.gatehouse.gateway.auth;

import io.gatehouse.gateway.auth.impl.UsageHandlerImpl;
import io.vertx.core.Handler;
import io.vertx.ext.web.RoutingContext;

/**
 * The calling key's own usage: plan limits, today's calls against the quota and the last 30 days
 * calls per tool (REST data calls count under their operation's tool name). Needs
 * {@link CredentialHandler#authenticateOnly} before it.
 */
public interface UsageHandler extends Handler<RoutingContext> {

  int DAYS = 30;

  static UsageHandler create(KeyService service, Product product) {
    return new UsageHandlerImpl(service, product);
  }
}
