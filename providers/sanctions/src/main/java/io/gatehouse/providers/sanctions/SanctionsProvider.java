package io.gatehouse.providers.sanctions;

import io.gatehouse.api.Ingester;
import io.gatehouse.api.OperationHandler;
import io.gatehouse.api.Provider;
import io.gatehouse.api.ProviderContext;
import io.gatehouse.api.SetupNeed;
import io.gatehouse.providers.sanctions.ingest.ListRefresher;
import io.gatehouse.providers.sanctions.ingest.RefreshRunner;
import io.gatehouse.providers.sanctions.ingest.RefreshScheduler;
import io.gatehouse.providers.sanctions.ingest.SanctionsIngester;
import io.gatehouse.providers.sanctions.store.ListStore;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * Sanctions screening against the EU, OFAC, UN and UK lists. Lists come in through the
 * {@code sanctions} ingester (the gateway's ingest command), the scheduled refresh or the
 * {@code sanctions_refresh} tool, are kept in the provider's data folder and indexed at start.
 *
 * <p>Configuration ({@code providers.sanctions}): {@code threshold} (default 0.85),
 * {@code max_matches} (10), {@code lists} (the list ids a screening must have searched, whole, to answer
 * clear; by default those the refresh fetches, else all four), {@code reload_check_seconds} (30: how often to pick up lists ingested by
 * another process), {@code refresh: {interval_hours, min_interval_minutes, sources: [{format, url}]}}
 * (off unless set; without sources the four official lists; {@code interval_hours} 24, 0 for no
 * schedule; {@code min_interval_minutes} 60: how long after a refresh {@code sanctions_refresh}
 * answers that refresh's reports instead of fetching again; {@code retry_minutes} 15: how soon the
 * schedule tries again after a list failed, doubling), {@code max_age_days} (7, or per list: how long
 * after publication a list is stale).
 */
public final class SanctionsProvider implements Provider {

  private static final Logger LOG = LoggerFactory.getLogger(SanctionsProvider.class);

  private volatile LoadedLists lists;
  private volatile Map<String, OperationHandler> handlers = Map.of();
  private volatile RefreshScheduler refresh;
  private volatile SanctionsSettings settings;
  private volatile RefreshState state;
  private long reloadTimer = -1;
  private ProviderContext context;
  private ListStore store;

  @Override
  public String id() {
    return "sanctions";
  }

  @Override
  public Future<Void> start(ProviderContext context) {
    SanctionsSettings settings;
    try {
      settings = SanctionsSettings.from(context.config());
    } catch (IllegalArgumentException e) {
      return Future.failedFuture(new IllegalArgumentException("providers.sanctions: " + e.getMessage(), e));
    }
    this.context = context;
    this.settings = settings;
    store = ListStore.open(context);
    LoadedLists loaded = new LoadedLists(context.vertx(), store);
    lists = loaded;
    RefreshSettings refreshing = settings.refresh();
    RefreshRunner runner = new RefreshRunner(new ListRefresher(context, ingester()), refreshing.sources());
    RefreshState state = new RefreshState(runner, () -> refresh);
    this.state = state;
    handlers = Map.of(
      "screen", new ScreenHandler(context.vertx(), loaded, settings, state),
      "refresh", new RefreshHandler(runner, refreshing.minInterval()));
    return loaded.reload().onSuccess(index -> {
      reloadTimer = context.vertx().setPeriodic(settings.reloadCheck().toMillis(), id -> loaded.reloadIfChanged()
        .onFailure(e -> LOG.warn("sanctions: reloading the lists failed: {}", e.getMessage())));
      if (!refreshing.sources().isEmpty() && refreshing.scheduled()) {
        refresh = new RefreshScheduler(context.vertx(), runner, refreshing.retry());
        refresh.start(refreshing.interval());
      }
    }).mapEmpty();
  }

  /** Screening with no list loaded still answers (saying so), so the calls go through; the operator is told all the same. */
  @Override
  public List<SetupNeed> unmetNeeds() {
    LoadedLists loaded = lists;
    if (loaded != null && !loaded.screener().index().isEmpty()) return List.of();
    return List.of(new SetupNeed("sanctions lists",
      "java -jar gateway/target/gateway.jar ingest sanctions <file>, or name refresh sources in providers.sanctions",
      List.of("screen"), false));
  }

  @Override
  public Map<String, OperationHandler> handlers() {
    return handlers;
  }

  @Override
  public Map<String, Ingester> ingesters() {
    return Map.of("sanctions", ingester());
  }

  /** After an ingest in this process the index is rebuilt at once; the ingest command has no index. */
  private SanctionsIngester ingester() {
    return new SanctionsIngester(() -> lists == null ? Future.succeededFuture() : lists.reload());
  }

  /** The configured lists: which are loaded, missing or stale, and how fetching them fares. */
  @Override
  public JsonObject health() {
    if (lists == null || settings == null) return null;
    ListCoverage coverage = ListCoverage.of(settings.lists(), lists.screener().index().lists(), settings.ages(), Instant.now());
    JsonObject health = new JsonObject().put("status", coverage.whole() ? "complete" : "incomplete")
      .put("lists", coverage.listsJson()).put("missing_lists", new JsonArray(coverage.missing()))
      .put("stale_lists", new JsonArray(coverage.stale()));
    if (state != null && state.configured()) health.put("refresh", state.toJson());
    return health;
  }

  @Override
  public Future<Void> stop() {
    if (refresh != null) refresh.stop();
    if (reloadTimer >= 0 && context != null) context.vertx().cancelTimer(reloadTimer);
    if (store != null) store.close();
    return Future.succeededFuture();
  }
}
