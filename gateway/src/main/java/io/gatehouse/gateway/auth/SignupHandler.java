package io.gatehouse.gateway.auth;

import io.gatehouse.gateway.auth.impl.SignupHandlerImpl;
import io.vertx.core.Handler;
import io.vertx.ext.web.RoutingContext;

/**
 * Free key issuance: a JSON body with {@code email} (and {@code name} where the product asks for
 * it) yields 201 with the key at {@code api_key}, shown this once. Needs a body handler before it
 * ({@link KeyRoutes} installs one). Errors are application/problem+json: 415 for a non-JSON body,
 * 413 above {@link #MAX_BODY_BYTES}, 400 naming the invalid field, 429 with Retry-After when the
 * client address or email signs up too often, 409 when the email holds the maximum of active
 * keys (see {@link KeyService#issue}).
 */
public interface SignupHandler extends Handler<RoutingContext> {

  int MAX_BODY_BYTES = 4096;
  /** Longest accepted name, in characters. */
  int MAX_NAME_LENGTH = 100;

  static SignupHandler create(KeyService service, Product product) {
    return new SignupHandlerImpl(service, product);
  }
}
