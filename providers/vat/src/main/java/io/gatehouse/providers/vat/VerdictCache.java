package io.gatehouse.providers.vat;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.gatehouse.providers.vat.vies.ViesOutcome;
import io.vertx.core.json.JsonObject;

import java.time.Duration;
import java.util.Optional;

/**
 * Positive VIES verdicts, kept for a TTL: registrations rarely end, and VIES throttles repeated
 * checks. Invalid verdicts and failures are not kept, so a fresh registration shows up at once.
 * A verdict is kept for the number together with the trader details VIES matched, since its
 * approximate matches answer those details only.
 */
final class VerdictCache {

  private static final long MAX_ENTRIES = 50_000;

  private final Cache<String, ViesOutcome.Verdict> cache;

  VerdictCache(Duration ttl) {
    this.cache = Caffeine.newBuilder().expireAfterWrite(ttl).maximumSize(MAX_ENTRIES).build();
  }

  /** @param trader the trader details sent to VIES, under their VIES names */
  Optional<ViesOutcome.Verdict> get(VatNumber number, JsonObject trader) {
    return Optional.ofNullable(cache.getIfPresent(key(number, trader))).map(ViesOutcome.Verdict::cached);
  }

  void remember(VatNumber number, JsonObject trader, ViesOutcome.Verdict verdict) {
    if (verdict.valid()) cache.put(key(number, trader), verdict);
  }

  /** The details are put in one order (TraderField's), so equal details encode alike. */
  private static String key(VatNumber number, JsonObject trader) {
    return trader.isEmpty() ? number.full() : number.full() + " " + trader.encode();
  }
}
