package io.gatehouse.gateway.drift;

import io.gatehouse.gateway.catalog.Catalog;
import io.gatehouse.gateway.catalog.CatalogOperation;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * The scheduled drift check: each round calls every checked operation once, spread evenly over the
 * round's interval so no upstream sees a burst (the upstream client still waits for each upstream's
 * rate-limit turns), keeps the last result per operation for /health and the
 * {@code gatehouse_upstream_drift} gauges, and logs each change of an operation's state once.
 * Operations already retired are not called again: they stay retired until the operator acts.
 */
public final class DriftMonitor {

  /** Gauge per provider, operation and status: 1 for the operation's last status, 0 for the others it had. */
  public static final String GAUGE = "gatehouse.upstream.drift";

  private static final Logger LOG = LoggerFactory.getLogger(DriftMonitor.class);

  private final Vertx vertx;
  private final DriftOptions options;
  private final Supplier<Catalog> catalog;
  private final UpstreamCheck check;
  private final DriftRecords records;
  private final MeterRegistry registry;
  private final Map<String, DriftResult> last = new ConcurrentHashMap<>();
  private final Set<String> gauges = ConcurrentHashMap.newKeySet();
  private final List<Long> timers = new ArrayList<>();
  private volatile boolean stopped;

  public DriftMonitor(Vertx vertx, DriftOptions options, Supplier<Catalog> catalog, UpstreamCheck check,
                      DriftRecords records, MeterRegistry registryOrNull) {
    this.vertx = vertx;
    this.options = options;
    this.catalog = catalog;
    this.check = check;
    this.records = records;
    this.registry = registryOrNull;
  }

  /** Starts the first round now when the check is enabled; does nothing otherwise. */
  public void start() {
    if (options.enabled()) round();
  }

  public synchronized void stop() {
    stopped = true;
    timers.forEach(vertx::cancelTimer);
    timers.clear();
  }

  private void round() {
    if (stopped) return;
    vertx.executeBlocking(() -> {
      records.reload();
      return null;
    }).onComplete(ar -> {
      if (ar.failed()) LOG.warn("Upstream drift: cannot read the records: {}", ar.cause().getMessage());
      List<CatalogOperation> due = catalog.get().operations().stream()
        .filter(UpstreamCheck::checkable)
        .filter(options::covers)
        .filter(op -> records.retirement(op.toolName()) == null)
        .sorted(Comparator.comparing(CatalogOperation::toolName))
        .toList();
      long spacing = due.isEmpty() ? 0 : options.interval().toMillis() / due.size();
      for (int i = 0; i < due.size(); i++) {
        CatalogOperation op = due.get(i);
        schedule(i * spacing, () -> check.check(op).onSuccess(this::accept));
      }
      schedule(options.interval().toMillis(), this::round);
    });
  }

  private synchronized void schedule(long delayMs, Runnable task) {
    if (stopped) return;
    long[] id = new long[1];
    id[0] = vertx.setTimer(Math.max(1, delayMs), t -> {
      synchronized (this) {
        timers.remove(id[0]);
      }
      task.run();
    });
    timers.add(id[0]);
  }

  /** Keeps the result, logs a change of state once, and writes the records when the check changed them. */
  void accept(DriftResult result) {
    // a call still under way when the gateway stops reports to no one
    if (stopped) return;
    // the gauge first: whoever sees the result in /health finds its gauge too
    gauge(result);
    DriftResult before = last.put(result.operation(), result);
    boolean changed = before == null ? !result.ok() : before.status() != result.status();
    if (changed) {
      LOG.warn("Upstream drift: {} is now {} (was {}): {} [{}]", result.operation(), result.status().wireName(),
        before == null ? "unchecked" : before.status().wireName(), result.detail(), result.url());
    }
    vertx.executeBlocking(() -> {
      records.saveIfChanged();
      return null;
    }).onFailure(e -> LOG.warn("Upstream drift: cannot write the records: {}", e.getMessage()));
  }

  private void gauge(DriftResult result) {
    if (registry == null || !gauges.add(result.operation() + " " + result.status())) return;
    String operation = result.operation();
    DriftStatus status = result.status();
    Gauge.builder(GAUGE, () -> {
        DriftResult now = last.get(operation);
        return now != null && now.status() == status ? 1 : 0;
      })
      .tags("provider", result.provider(), "operation", operation, "status", status.wireName())
      .description("1 when the operation's last upstream check ended in this status")
      .register(registry);
  }

  /** The health page's {@code drift}: the schedule, counts by status, retired operations and each last result. */
  public JsonObject health() {
    JsonObject byStatus = new JsonObject();
    JsonObject operations = new JsonObject();
    new TreeMap<>(last).forEach((tool, result) -> {
      byStatus.put(result.status().wireName(), byStatus.getInteger(result.status().wireName(), 0) + 1);
      JsonObject json = result.toJson();
      json.remove("operation");
      operations.put(tool, json);
    });
    JsonObject retired = new JsonObject();
    records.retired().forEach((tool, retirement) -> retired.put(tool, retirement.toJson()));
    return new JsonObject().put("enabled", options.enabled())
      .put("interval_seconds", options.interval().toSeconds())
      .put("checked", last.size()).put("by_status", byStatus)
      .put("retired", retired).put("operations", operations);
  }

  /** For tests and the operator: the last result of one operation, or null. */
  public DriftResult last(String tool) {
    return last.get(tool);
  }
}
