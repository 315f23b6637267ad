package io.gatehouse.gateway.drift;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import io.gatehouse.api.Source;
import io.gatehouse.api.UpstreamClient;
import io.gatehouse.api.UpstreamRequest;
import io.gatehouse.api.UpstreamResponse;
import io.gatehouse.api.manifest.Manifest;
import io.gatehouse.gateway.catalog.Catalog;
import io.gatehouse.gateway.plugins.LoadedProvider;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.vertx.core.Future;
import io.vertx.core.MultiMap;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.junit5.VertxExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.slf4j.LoggerFactory;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The scheduled check: a round over every checked operation, the last results, the gauges and one log line per change. */
@ExtendWith(VertxExtension.class)
class DriftMonitorTest {

  @TempDir
  Path dir;

  private final ListAppender<ILoggingEvent> logged = new ListAppender<>();
  private final Map<String, Integer> statusByPath = new ConcurrentHashMap<>(Map.of("/a", 200, "/b", 200));
  private DriftMonitor monitor;

  @BeforeEach
  void watchLog() {
    logged.start();
    ((Logger) LoggerFactory.getLogger(DriftMonitor.class)).addAppender(logged);
  }

  @AfterEach
  void stop() {
    ((Logger) LoggerFactory.getLogger(DriftMonitor.class)).detachAppender(logged);
    if (monitor != null) monitor.stop();
  }

  private static Catalog catalog() {
    JsonArray ops = new JsonArray();
    for (String id : List.of("a", "b")) {
      ops.add(new JsonObject().put("id", id).put("description", "Reads " + id + ".")
        .put("upstream", new JsonObject().put("upstream", "svc").put("path", "/" + id)));
    }
    Manifest manifest = Manifest.fromJson(new JsonObject().put("id", "svc")
      .put("upstreams", new JsonObject().put("svc", new JsonObject().put("source", "Service").put("baseUrl", "https://svc.example")))
      .put("operations", ops));
    return Catalog.build(List.of(new LoadedProvider(() -> "svc", manifest, "test")), new ArrayList<>());
  }

  private UpstreamClient client() {
    return new UpstreamClient() {
      @Override
      public Future<UpstreamResponse> send(UpstreamRequest request) {
        int status = statusByPath.get(request.path());
        return Future.succeededFuture(new UpstreamResponse(status, MultiMap.caseInsensitiveMultiMap()
          .set("Content-Type", "application/json"), Buffer.buffer("{\"x\":1}"),
          Source.upstream("Service", "https://svc.example" + request.path(), Instant.now())));
      }

      @Override
      public String baseUrl() {
        return "https://svc.example";
      }
    };
  }

  private DriftMonitor monitor(Vertx vertx, SimpleMeterRegistry registry, boolean enabled) {
    DriftRecords records = DriftRecords.load(dir);
    DriftOptions options = new DriftOptions(enabled, Duration.ofMillis(400), Duration.ofSeconds(1), List.of(), List.of());
    monitor = new DriftMonitor(vertx, options, DriftMonitorTest::catalog,
      new UpstreamCheck(op -> client(), records, options.timeout(), Clock.systemUTC()), records, registry);
    return monitor;
  }

  @Test
  void aRoundChecksEveryOperationAndKeepsTheLastResults(Vertx vertx) {
    SimpleMeterRegistry registry = new SimpleMeterRegistry();
    DriftMonitor drift = monitor(vertx, registry, true);
    statusByPath.put("/b", 410);
    drift.start();
    await().atMost(Duration.ofSeconds(10)).until(() -> drift.health().getInteger("checked") == 2);
    JsonObject health = drift.health();
    assertEquals("ok", health.getJsonObject("operations").getJsonObject("svc_a").getString("status"));
    assertEquals("gone", health.getJsonObject("operations").getJsonObject("svc_b").getString("status"));
    assertTrue(health.getJsonObject("retired").containsKey("svc_b"));
    assertEquals(1.0, registry.get(DriftMonitor.GAUGE).tags("operation", "svc_b", "status", "gone").gauge().value());
    assertEquals(1.0, registry.get(DriftMonitor.GAUGE).tags("operation", "svc_a", "status", "ok").gauge().value());
    // the next rounds do not call the retired operation again; it stays gone
    await().atMost(Duration.ofSeconds(10)).until(() -> drift.last("svc_a").checkedAt()
      .isAfter(drift.last("svc_b").checkedAt().plusMillis(500)));
    assertEquals(DriftStatus.GONE, drift.last("svc_b").status());
  }

  @Test
  void eachChangeOfStateIsLoggedOnce(Vertx vertx) {
    SimpleMeterRegistry registry = new SimpleMeterRegistry();
    DriftMonitor drift = monitor(vertx, registry, false);
    drift.accept(result(DriftStatus.OK));
    drift.accept(result(DriftStatus.OK));
    assertEquals(0, logged.list.size(), "a first check that is ok is not news");
    drift.accept(result(DriftStatus.MOVED));
    drift.accept(result(DriftStatus.MOVED));
    drift.accept(result(DriftStatus.MOVED));
    assertEquals(1, logged.list.size());
    assertTrue(logged.list.get(0).getFormattedMessage().contains("svc_a is now moved (was ok)"),
      logged.list.get(0).getFormattedMessage());
    drift.accept(result(DriftStatus.OK));
    assertEquals(2, logged.list.size());
    assertEquals(1.0, registry.get(DriftMonitor.GAUGE).tags("operation", "svc_a", "status", "ok").gauge().value());
    assertEquals(0.0, registry.get(DriftMonitor.GAUGE).tags("operation", "svc_a", "status", "moved").gauge().value());
  }

  private static DriftResult result(DriftStatus status) {
    return new DriftResult("svc", "svc_a", "https://svc.example/a", 200, status, "detail", Instant.now());
  }
}
