package io.gatehouse.providers.vat;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.gatehouse.providers.vat.vies.ViesOutcome;

import java.time.Duration;
import java.util.Optional;

/**
 * Positive VIES verdicts, kept for a TTL: registrations rarely end, and VIES throttles repeated
 * checks. Invalid verdicts and failures are not kept, so a fresh registration shows up at once.
 */
final class VerdictCache {

  private static final long MAX_ENTRIES = 50_000;

  private final Cache<String, ViesOutcome.Verdict> cache;

  VerdictCache(Duration ttl) {
    this.cache = Caffeine.newBuilder().expireAfterWrite(ttl).maximumSize(MAX_ENTRIES).build();
  }

  Optional<ViesOutcome.Verdict> get(VatNumber number) {
    return Optional.ofNullable(cache.getIfPresent(number.full())).map(ViesOutcome.Verdict::cached);
  }

  void remember(VatNumber number, ViesOutcome.Verdict verdict) {
    if (verdict.valid()) cache.put(number.full(), verdict);
  }
}
