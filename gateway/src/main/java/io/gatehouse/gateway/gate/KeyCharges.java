package io.gatehouse.gateway.gate;

import io.gatehouse.gateway.auth.Admission;
import io.gatehouse.gateway.auth.KeyService;
import io.gatehouse.gateway.auth.Product;
import io.gatehouse.gateway.caller.CallOrigin;
import io.gatehouse.gateway.caller.Principal;
import io.gatehouse.gateway.catalog.CatalogOperation;
import io.vertx.core.Future;

import java.time.Clock;
import java.util.Collection;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Collectors;

/**
 * What a call costs the key that makes it: one call from the plan's call policy and daily quota. A
 * call nothing charges: an open server's (no principal), an OAuth token holder's (its issuer limits
 * it), and a nested call, which is part of the call that was charged.
 */
public final class KeyCharges {

  private final KeyService keys;
  private final Map<String, Product> products;

  /** @param products the hosted products that issue keys */
  public KeyCharges(KeyService keys, Collection<Product> products) {
    this.keys = keys;
    this.products = products.stream().collect(Collectors.toUnmodifiableMap(Product::id, product -> product));
  }

  /** Whether a call of this origin is charged at all. */
  boolean charges(CallOrigin origin) {
    Principal principal = origin == null ? null : origin.principal();
    return principal != null && !origin.nested() && !principal.isToken() && products.containsKey(principal.product());
  }

  /**
   * Takes the call from the key's allowance; fails with the refusal (quota or rate) when it may not be
   * made now. {@code admissions} hears the admission either way, for a door that reports it (REST's RateLimit headers).
   */
  public Future<Void> take(CallOrigin origin, CatalogOperation op, Consumer<Admission> admissions) {
    Principal principal = origin.principal();
    return keys.admitCall(products.get(principal.product()), principal.id(), principal.plan(), op.toolName())
      .compose(admission -> {
        if (admissions != null) admissions.accept(admission);
        return admission.allowed() ? Future.succeededFuture() : Future.failedFuture(CallRefusal.of(admission, Clock.systemUTC()));
      });
  }
}
