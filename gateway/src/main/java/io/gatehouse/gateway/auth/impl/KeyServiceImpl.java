package io.gatehouse.gateway.auth.impl;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.gatehouse.gateway.auth.Admission;
import io.gatehouse.gateway.auth.ApiKeys;
import io.gatehouse.gateway.auth.IssuedKey;
import io.gatehouse.gateway.auth.KeyInactiveException;
import io.gatehouse.gateway.auth.KeyLimitException;
import io.gatehouse.gateway.auth.KeyService;
import io.gatehouse.gateway.auth.KeyServiceOptions;
import io.gatehouse.gateway.auth.Plan;
import io.gatehouse.gateway.auth.Product;
import io.gatehouse.gateway.auth.Rate;
import io.gatehouse.gateway.caller.ScopePolicy;
import io.gatehouse.gateway.limits.KeyTake;
import io.gatehouse.gateway.limits.RateLimits;
import io.gatehouse.gateway.limits.TokenBucket;
import io.gatehouse.gateway.store.KeyRecord;
import io.gatehouse.gateway.store.KeyStore;
import io.gatehouse.gateway.store.UsageCount;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.eventbus.MessageConsumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** See {@link KeyService}. */
public final class KeyServiceImpl implements KeyService {

  private static final Logger LOG = LoggerFactory.getLogger(KeyServiceImpl.class);
  private static final long MILLIS_PER_DAY = 86_400_000L;
  /** Names a key's request bucket in the limits, beside its call bucket and quota under the bare id. */
  private static final String REQUESTS_SUFFIX = "#requests";

  private final Vertx vertx;
  private final KeyStore store;
  private final KeyServiceOptions options;
  private final Clock clock;
  private final KeyCache authCache;
  private final Cache<String, Future<StoredUsage>> storedUsage;
  private final Cache<String, TokenBucket> signupBuckets;
  private final Map<UsageSlot, Long> pendingUsage = new ConcurrentHashMap<>();
  private final MessageConsumer<String> invalidations;
  /** Where keys' rate and quota are taken from: this process alone, the cluster's entries otherwise. */
  private final RateLimits limits;
  private final long flushTimer;
  private volatile boolean flushFailing;
  /** The last flush, done when every batch taken so far is written (guarded by this). */
  private Future<Void> flushed = Future.succeededFuture();

  private record UsageSlot(String keyId, LocalDate day, String endpoint) {
  }

  public KeyServiceImpl(Vertx vertx, KeyStore store, KeyServiceOptions options) {
    this(vertx, store, options, RateLimits.local());
  }

  public KeyServiceImpl(Vertx vertx, KeyStore store, KeyServiceOptions options, RateLimits limits) {
    this.vertx = vertx;
    this.limits = limits;
    this.store = store;
    this.options = options;
    this.clock = options.getClock();
    this.authCache = new KeyCache(store, options.getCacheTtl(), options.getStaleFor(), options.getCacheMaxSize());
    // read on every request: its bookkeeping runs on the caller's thread instead of waking a pool thread
    this.storedUsage = Caffeine.newBuilder().executor(Runnable::run).expireAfterAccess(Duration.ofHours(25))
      .maximumSize(options.getCacheMaxSize()).build();
    this.signupBuckets = Caffeine.newBuilder().expireAfterAccess(Duration.ofDays(1))
      .maximumSize(options.getCacheMaxSize()).build();
    this.invalidations = vertx.eventBus().consumer(INVALIDATE_ADDRESS,
      msg -> authCache.invalidate(msg.body()));
    store.onKeyChange(authCache::invalidate);
    this.flushTimer = vertx.setPeriodic(options.getUsageFlushInterval().toMillis(), id -> flush());
  }

  @Override
  public Future<IssuedKey> issue(Product product, String email, String name, String plan) {
    String problem = EmailAddress.problem(email);
    if (problem != null) {
      return Future.failedFuture(new IllegalArgumentException("email " + problem));
    }
    String owner = EmailAddress.normalize(email);
    String planName = plan == null ? product.defaultPlan() : plan;
    if (!product.plans().containsKey(planName)) {
      return Future.failedFuture(new IllegalArgumentException("Unknown plan " + planName));
    }
    Instant now = clock.instant();
    return store.listByEmail(owner).compose(keys -> {
      long active = keys.stream()
        .filter(k -> k.product().equals(product.id()) && k.activeAt(now)).count();
      if (active >= options.getMaxActiveKeysPerEmail()) {
        return Future.failedFuture(new KeyLimitException("This email already holds " + active
          + " active keys for " + product.title()));
      }
      String key = ApiKeys.generate(product.keyPrefix());
      KeyRecord record = newRecord(product, key, owner, name, planName, now);
      return store.insert(record).map(v -> {
        LOG.info("Issued key {} ({}) for {}", record.fingerprint(), record.id(), product.id());
        return new IssuedKey(key, record);
      });
    });
  }

  @Override
  public Admission admitSignup(Product product, String clientAddress, String email) {
    long now = System.nanoTime();
    // each product its own limits: a Lead Verification key does not use up a Public Data signup
    Admission byAddress = take(signupBuckets, product.id() + ":addr:" + clientAddress,
      options.getSignupPerAddress(), now, KeyService.SIGNUPS_PER_ADDRESS);
    if (!byAddress.allowed()) {
      return byAddress;
    }
    return take(signupBuckets, product.id() + ":email:" + EmailAddress.normalize(email),
      options.getSignupPerEmail(), now, KeyService.SIGNUPS_PER_EMAIL);
  }

  @Override
  public Future<KeyRecord> authenticate(Product product, String presented) {
    if (!ApiKeys.wellFormed(presented, product.keyPrefix())) {
      return Future.succeededFuture();
    }
    return authenticateHash(product, ApiKeys.hash(presented));
  }

  @Override
  public Future<KeyRecord> authenticateHash(Product product, String hash) {
    KeyRecord cached = authCache.cached(hash);
    // the usual case, a key in the cache, is decided at once, with no future mapped per request
    if (cached != null) return Future.succeededFuture(usable(product, cached));
    return authCache.load(hash).map(k -> usable(product, k));
  }

  /** The key if it is this product's and active now, else null. */
  private KeyRecord usable(Product product, KeyRecord key) {
    return key != null && key.product().equals(product.id()) && key.activeAt(clock.instant()) ? key : null;
  }

  @Override
  public Future<Admission> admitRequest(Product product, KeyRecord key) {
    Rate rate = product.plan(key.plan()).requests();
    // a bucket without a quota: an allowance of its own, with a day count that never refuses
    Future<KeyTake> take = limits.takeKey(key.id() + REQUESTS_SUFFIX, rate.burst(), rate.perSecond(), Long.MAX_VALUE,
      today().toEpochDay(), 0);
    return take.succeeded() ? Future.succeededFuture(requestAdmission(rate, take.result()))
      : take.map(t -> requestAdmission(rate, t));
  }

  @Override
  public Future<Admission> admitCall(Product product, String keyId, String planName, String tool) {
    Plan plan = product.plan(planName);
    LocalDate today = today();
    // the stored usage of the day only seeds an allowance the limits do not hold yet
    Future<StoredUsage> stored = storedUsage(keyId);
    Future<KeyTake> take = stored.succeeded() ? takeCall(keyId, plan, today, stored.result())
      : stored.compose(loaded -> takeCall(keyId, plan, today, loaded));
    // a take decided at once, the usual case alone, maps no future per request
    Future<Admission> admission = take.succeeded() ? Future.succeededFuture(callAdmission(plan, take.result()))
      : take.map(t -> callAdmission(plan, t));
    return admission.andThen(ar -> {
      if (ar.succeeded() && ar.result().allowed()) {
        pendingUsage.merge(new UsageSlot(keyId, today, tool), 1L, Long::sum);
      }
    });
  }

  private Future<KeyTake> takeCall(String keyId, Plan plan, LocalDate today, StoredUsage stored) {
    Rate rate = plan.rate();
    return limits.takeKey(keyId, rate.burst(), rate.perSecond(), plan.dailyQuota(), today.toEpochDay(),
      stored.on(today));
  }

  private static Admission requestAdmission(Rate rate, KeyTake take) {
    return take.allowed()
      ? new Admission(true, Admission.REQUESTS, rate.burst(), (long) Math.floor(take.tokens()),
        secondsToFull(rate, take.tokens()), 0)
      : new Admission(false, Admission.REQUESTS, rate.burst(), 0, secondsToFull(rate, take.tokens()),
        secondsToNextToken(rate, take.tokens()));
  }

  /** The headers report the policy closest to exhaustion: the rate bucket or the day's quota. */
  private Admission callAdmission(Plan plan, KeyTake take) {
    Rate rate = plan.rate();
    long quotaReset = secondsToNextDay();
    long toFull = secondsToFull(rate, take.tokens());
    if (!take.allowed()) {
      return "quota".equals(take.refusedBy())
        ? new Admission(false, Admission.QUOTA, plan.dailyQuota(), 0, quotaReset, quotaReset)
        : new Admission(false, Admission.CALLS, rate.burst(), 0, toFull, secondsToNextToken(rate, take.tokens()));
    }
    long quotaLeft = plan.dailyQuota() - take.used();
    long rateLeft = (long) Math.floor(take.tokens());
    return rateLeft <= quotaLeft
      ? new Admission(true, Admission.CALLS, rate.burst(), rateLeft, toFull, 0)
      : new Admission(true, Admission.QUOTA, plan.dailyQuota(), quotaLeft, quotaReset, 0);
  }

  private static long secondsToFull(Rate rate, double tokens) {
    return (long) Math.ceil((rate.burst() - tokens) / rate.perSecond());
  }

  /** At least 1: Retry-After is in whole seconds. */
  private static long secondsToNextToken(Rate rate, double tokens) {
    return Math.max(1, (long) Math.ceil((1 - tokens) / rate.perSecond()));
  }

  /**
   * The stored counts and those still waiting: a flush the store refuses (a full disk) keeps its
   * counts waiting and does not hide them, while a store that cannot even be read still fails.
   */
  @Override
  public Future<List<UsageCount>> usage(KeyRecord key, int days) {
    LocalDate since = today().minusDays(days - 1L);
    return flush().recover(e -> Future.succeededFuture())
      .compose(v -> store.usage(key.id(), since))
      .map(stored -> withWaiting(key.id(), since, stored));
  }

  private List<UsageCount> withWaiting(String keyId, LocalDate since, List<UsageCount> stored) {
    Map<UsageSlot, Long> totals = new HashMap<>();
    stored.forEach(c -> totals.merge(new UsageSlot(c.keyId(), c.day(), c.endpoint()), c.count(), Long::sum));
    pendingUsage.forEach((slot, n) -> {
      if (slot.keyId().equals(keyId) && !slot.day().isBefore(since)) totals.merge(slot, n, Long::sum);
    });
    return totals.entrySet().stream()
      .map(e -> new UsageCount(keyId, e.getKey().day(), e.getKey().endpoint(), e.getValue()))
      .sorted(Comparator.comparing(UsageCount::day).thenComparing(UsageCount::endpoint))
      .toList();
  }

  @Override
  public Future<Boolean> revoke(String keyId) {
    return store.revoke(keyId, clock.instant()).map(k -> {
      if (k == null) {
        return false;
      }
      invalidate(k);
      LOG.info("Revoked key {} ({})", k.fingerprint(), k.id());
      return true;
    });
  }

  @Override
  public Future<KeyRecord> setScope(String keyId, String scope) {
    String canonical;
    try {
      canonical = scope == null ? null : ScopePolicy.parse(scope).text();
    } catch (IllegalArgumentException e) {
      return Future.failedFuture(e);
    }
    return store.setScope(keyId, canonical).andThen(ar -> {
      if (ar.succeeded() && ar.result() != null) {
        invalidate(ar.result());
        LOG.info("Scope of key {} ({}) set to {}", ar.result().fingerprint(), keyId,
          canonical == null ? "its plan's" : "'" + canonical + "'");
      }
    });
  }

  @Override
  public Future<KeyRecord> setPlan(Map<String, Product> products, String keyId, String plan) {
    return store.findById(keyId).compose(key -> {
      if (key == null) return Future.succeededFuture();
      Product product = products.get(key.product());
      if (product == null || !product.plans().containsKey(plan)) {
        return Future.failedFuture(new IllegalArgumentException("plan " + plan + " is not a plan of "
          + (product == null ? key.product() : product.title()) + "; its plans: "
          + (product == null ? "none here" : String.join(", ", product.plans().keySet().stream().sorted().toList()))));
      }
      if (!key.activeAt(clock.instant())) {
        return Future.failedFuture(new KeyInactiveException("key " + keyId + " is "
          + (key.revokedAt() != null ? "revoked" : "expired") + "; its plan cannot change"));
      }
      return store.setPlan(keyId, plan).andThen(ar -> {
        if (ar.succeeded() && ar.result() != null) {
          invalidate(ar.result());
          LOG.info("Plan of key {} ({}) changed from {} to {}", key.fingerprint(), keyId, key.plan(), plan);
        }
      });
    });
  }

  @Override
  public Future<IssuedKey> rotate(Product product, String keyId, Duration grace) {
    Instant now = clock.instant();
    return store.findById(keyId).compose(old -> {
      if (old == null || !old.product().equals(product.id()) || !old.activeAt(now)) {
        return Future.failedFuture(new IllegalArgumentException("No active " + product.id()
          + " key " + keyId));
      }
      String key = ApiKeys.generate(product.keyPrefix());
      KeyRecord replacement = newRecord(product, key, old.email(), old.name(), old.plan(), now).withScope(old.scope());
      return store.rotate(keyId, now.plus(grace), replacement).map(updated -> {
        invalidate(updated);
        LOG.info("Rotated key {} ({}) to {} ({})", old.fingerprint(), old.id(),
          replacement.fingerprint(), replacement.id());
        return new IssuedKey(key, replacement);
      });
    });
  }

  @Override
  public Future<List<KeyRecord>> listByEmail(String email) {
    return store.listByEmail(EmailAddress.normalize(email));
  }

  @Override
  public Future<Void> close() {
    vertx.cancelTimer(flushTimer);
    return invalidations.unregister().eventually(this::flush);
  }

  private KeyRecord newRecord(Product product, String key, String email, String name, String plan,
                              Instant now) {
    String hash = ApiKeys.hash(key);
    return new KeyRecord(ApiKeys.newId(), product.id(), hash,
      ApiKeys.fingerprint(product.keyPrefix(), hash), email, name, plan, now, null, null, null);
  }

  /** Drops the key from every gateway's auth cache on the event bus (this one included). */
  private void invalidate(KeyRecord key) {
    authCache.invalidate(key.hash());
    vertx.eventBus().publish(INVALIDATE_ADDRESS, key.hash());
  }

  /** The key's usage of the day as stored when first needed, so that a restart does not reset quotas. */
  private Future<StoredUsage> storedUsage(String keyId) {
    LocalDate today = today();
    Future<StoredUsage> usage = storedUsage.get(keyId, id -> store.usage(id, today)
      .map(counts -> new StoredUsage(today, counts.stream().mapToLong(UsageCount::count).sum())));
    // once loaded, hand out a plain completed future: callbacks then run at once on the caller's
    // thread instead of being sent back to the context that first loaded the usage
    if (usage.succeeded()) return Future.succeededFuture(usage.result());
    return usage.onFailure(e -> storedUsage.asMap().remove(keyId, usage));
  }

  private static Admission take(Cache<String, TokenBucket> buckets, String id, Rate rate, long now, String policy) {
    TokenBucket bucket = buckets.get(id, k -> new TokenBucket(rate.burst(), rate.perSecond(), now));
    boolean taken = bucket.tryTake(now);
    double tokens = bucket.tokens(now);
    return taken
      ? new Admission(true, policy, rate.burst(), (long) Math.floor(tokens), secondsToFull(rate, tokens), 0)
      : new Admission(false, policy, rate.burst(), 0, secondsToFull(rate, tokens), secondsToNextToken(rate, tokens));
  }

  /**
   * Writes the pending usage counts (put back on failure); done once every batch taken so far is
   * written, so a usage read after it misses none that a periodic flush was still writing.
   */
  private synchronized Future<Void> flush() {
    // an earlier flush's failure is its own: only its end is waited for
    Future<Void> both = Future.join(flushed.otherwiseEmpty(), writePending()).mapEmpty();
    flushed = both;
    return both;
  }

  private Future<Void> writePending() {
    List<UsageCount> batch = new ArrayList<>();
    for (UsageSlot slot : pendingUsage.keySet()) {
      Long n = pendingUsage.remove(slot);
      if (n != null) {
        batch.add(new UsageCount(slot.keyId(), slot.day(), slot.endpoint(), n));
      }
    }
    return store.addUsage(batch).onFailure(e -> {
      // an outage fails every flush: said once, not every interval
      if (!flushFailing) LOG.warn("Usage flush failed, retried every {}: {}", options.getUsageFlushInterval(), e.toString());
      flushFailing = true;
      batch.forEach(c -> pendingUsage.merge(new UsageSlot(c.keyId(), c.day(), c.endpoint()),
        c.count(), Long::sum));
    }).onSuccess(v -> {
      if (flushFailing && !batch.isEmpty()) LOG.info("Usage flush stored the counts kept since it failed");
      if (!batch.isEmpty()) flushFailing = false;
    });
  }

  /** When the daily quota resets: the next UTC midnight. */
  private long secondsToNextDay() {
    return (MILLIS_PER_DAY - Math.floorMod(clock.millis(), MILLIS_PER_DAY)) / 1000;
  }

  /** The UTC day, counted from the epoch: LocalDate.now(clock) would build the zone's rules per call. */
  private LocalDate today() {
    return LocalDate.ofEpochDay(Math.floorDiv(clock.millis(), MILLIS_PER_DAY));
  }
}
