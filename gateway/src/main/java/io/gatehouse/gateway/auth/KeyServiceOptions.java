package io.gatehouse.gateway.auth;

import java.time.Clock;
import java.time.Duration;

/** Tuning of {@link KeyService}; the defaults suit a public gateway. */
public final class KeyServiceOptions {

  private Duration cacheTtl = Duration.ofSeconds(5);
  private Duration staleFor = Duration.ofMinutes(10);
  private long cacheMaxSize = 100_000;
  private Rate signupPerAddress = Rate.perHour(20, 5);
  private Rate signupPerEmail = Rate.perHour(5, 2);
  private int maxActiveKeysPerEmail = 3;
  private Duration usageFlushInterval = Duration.ofSeconds(1);
  private Clock clock = Clock.systemUTC();

  /** How long an authenticated key is trusted without asking the store again (bounds the delay of a
   * revocation made by another process whose notice was lost; revocations made through the service act at once). */
  public Duration getCacheTtl() {
    return cacheTtl;
  }

  public KeyServiceOptions setCacheTtl(Duration cacheTtl) {
    this.cacheTtl = cacheTtl;
    return this;
  }

  /**
   * How long after the store last gave a key it is still served while the store cannot answer (an
   * outage); zero serves none.
   */
  public Duration getStaleFor() {
    return staleFor;
  }

  public KeyServiceOptions setStaleFor(Duration staleFor) {
    this.staleFor = staleFor;
    return this;
  }

  public long getCacheMaxSize() {
    return cacheMaxSize;
  }

  public KeyServiceOptions setCacheMaxSize(long cacheMaxSize) {
    this.cacheMaxSize = cacheMaxSize;
    return this;
  }

  /** Key issuance per client address. */
  public Rate getSignupPerAddress() {
    return signupPerAddress;
  }

  public KeyServiceOptions setSignupPerAddress(Rate signupPerAddress) {
    this.signupPerAddress = signupPerAddress;
    return this;
  }

  /** Key issuance per email address. */
  public Rate getSignupPerEmail() {
    return signupPerEmail;
  }

  public KeyServiceOptions setSignupPerEmail(Rate signupPerEmail) {
    this.signupPerEmail = signupPerEmail;
    return this;
  }

  /** Active keys an email may hold per product before signup answers 409. */
  public int getMaxActiveKeysPerEmail() {
    return maxActiveKeysPerEmail;
  }

  public KeyServiceOptions setMaxActiveKeysPerEmail(int maxActiveKeysPerEmail) {
    this.maxActiveKeysPerEmail = maxActiveKeysPerEmail;
    return this;
  }

  /** How often usage counts are written to the store. */
  public Duration getUsageFlushInterval() {
    return usageFlushInterval;
  }

  public KeyServiceOptions setUsageFlushInterval(Duration usageFlushInterval) {
    this.usageFlushInterval = usageFlushInterval;
    return this;
  }

  public Clock getClock() {
    return clock;
  }

  public KeyServiceOptions setClock(Clock clock) {
    this.clock = clock;
    return this;
  }
}
