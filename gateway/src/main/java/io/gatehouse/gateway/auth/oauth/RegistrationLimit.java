package io.gatehouse.gateway.auth.oauth;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.gatehouse.gateway.auth.Rate;
import io.gatehouse.gateway.limits.TokenBucket;

import java.time.Duration;

/**
 * Client registrations per address: one limit that every product's registration endpoint shares, so
 * that an address gets the documented number in all, not that number per product.
 */
public final class RegistrationLimit {

  private static final long NANOS_PER_SECOND = 1_000_000_000L;

  private final Rate rate;
  private final Cache<String, TokenBucket> perAddress = Caffeine.newBuilder().expireAfterAccess(Duration.ofDays(1))
    .maximumSize(100_000).build();

  public RegistrationLimit(Rate rate) {
    this.rate = rate;
  }

  /** Takes a registration for the address: 0 when taken, else the whole seconds until the next one frees. */
  long take(String address) {
    long now = System.nanoTime();
    TokenBucket bucket = perAddress.get(address, a -> new TokenBucket(rate.burst(), rate.perSecond(), now));
    long wait = bucket.reserve(now, 0);
    return wait >= 0 ? 0 : Math.max(1, (-wait + NANOS_PER_SECOND - 1) / NANOS_PER_SECOND);
  }
}
