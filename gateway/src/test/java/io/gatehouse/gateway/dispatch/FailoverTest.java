package io.gatehouse.gateway.dispatch;

import io.gatehouse.api.Failure;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.manifest.Manifest;
import io.gatehouse.api.manifest.OperationSpec;
import io.gatehouse.gateway.catalog.CatalogOperation;
import io.gatehouse.gateway.catalog.ProviderAddresses;
import io.gatehouse.gateway.cluster.ProviderDirectory;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import io.vertx.junit5.VertxExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Clustered dispatch when a node goes away: read-only calls move once, others fail fast and retryable. */
@ExtendWith(VertxExtension.class)
class FailoverTest {

  private static final long TIMEOUT_MS = 20_000;

  /** Two nodes, n1 then n2; a lost node's waiting calls are told at once. */
  private static final class TwoNodes implements ProviderDirectory {
    final Set<String> suspects = ConcurrentHashMap.newKeySet();
    final Map<String, Set<Runnable>> watchers = new ConcurrentHashMap<>();

    @Override
    public Target pick(String providerId, String avoidNode) {
      return List.of("n1", "n2").stream().filter(n -> !n.equals(avoidNode) && !suspects.contains(n)).findFirst()
        .map(n -> new Target(n, ProviderAddresses.invokeOn(providerId, n))).orElse(null);
    }

    @Override
    public Runnable watch(String nodeId, Runnable onLost) {
      watchers.computeIfAbsent(nodeId, n -> ConcurrentHashMap.newKeySet()).add(onLost);
      return () -> watchers.get(nodeId).remove(onLost);
    }

    @Override
    public void suspect(String nodeId) {
      suspects.add(nodeId);
    }

    @Override
    public boolean seesProviders() {
      return true;
    }

    void lose(String nodeId) {
      watchers.getOrDefault(nodeId, Set.of()).forEach(Runnable::run);
    }
  }

  @Test
  void readOnlyCallMovesToAnotherNodeWhenTheFirstHasNoHandler(Vertx vertx) throws Exception {
    TwoNodes nodes = new TwoNodes();
    answerOn(vertx, "n2");
    JsonObject answer = new Dispatcher(vertx, null, nodes, new LocalProviders()).invoke(op("hello", true), new JsonObject(), CallOptions.of("r1"))
      .await(5, TimeUnit.SECONDS).json();
    assertEquals("n2", answer.getString("node"));
    assertTrue(nodes.suspects.contains("n1"));
  }

  @Test
  void readOnlyCallWaitingOnALostNodeIsSentAgainElsewhere(Vertx vertx) throws Exception {
    TwoNodes nodes = new TwoNodes();
    // never answers: the node vanishes once the call is waiting on it
    loseOnArrival(vertx, nodes, "n1");
    answerOn(vertx, "n2");
    var call = new Dispatcher(vertx, null, nodes, new LocalProviders()).invoke(op("hello", true), new JsonObject(), CallOptions.of("r2"));
    long start = System.nanoTime();
    assertEquals("n2", call.await(5, TimeUnit.SECONDS).json().getString("node"));
    assertTrue(System.nanoTime() - start < TimeUnit.MILLISECONDS.toNanos(TIMEOUT_MS / 4), "not left to time out");
  }

  @Test
  void otherCallsFailFastWithARetryableError(Vertx vertx) throws Exception {
    TwoNodes nodes = new TwoNodes();
    loseOnArrival(vertx, nodes, "n1");
    answerOn(vertx, "n2");
    var call = new Dispatcher(vertx, null, nodes, new LocalProviders()).invoke(op("sum", false), new JsonObject(),
      CallOptions.of("r3"));
    Exception e = assertThrows(Exception.class, () -> call.await(5, TimeUnit.SECONDS));
    ProviderException failure = (ProviderException) (e instanceof ProviderException ? e : e.getCause());
    assertEquals(Failure.UPSTREAM_UNAVAILABLE, failure.failure());
    assertTrue(failure.failure().retryable());
  }

  /** A node that never answers and is lost as soon as a call reaches it, so the call is waiting on it. */
  private static void loseOnArrival(Vertx vertx, TwoNodes nodes, String node) {
    vertx.eventBus().consumer(ProviderAddresses.invokeOn("greet", node), m -> nodes.lose(node)).completion().await();
  }

  private static void answerOn(Vertx vertx, String node) {
    vertx.eventBus().<JsonObject>consumer(ProviderAddresses.invokeOn("greet", node),
      m -> m.reply(Answer.of(new JsonObject().put("node", node)))).completion().await();
  }

  /** An operation of the test plug-in, read-only or made to change something. */
  private static CatalogOperation op(String id, boolean readOnly) throws Exception {
    String text;
    try (var in = FailoverTest.class.getResourceAsStream("/testplugin/greet.json")) {
      text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    Manifest manifest = Manifest.parse(text);
    OperationSpec spec = manifest.operations().stream().filter(o -> o.id().equals(id)).findFirst().orElseThrow();
    OperationSpec bounded = new OperationSpec(spec.id(), spec.title(), spec.description(), spec.restMethod(),
      spec.restPath(), spec.parameters(), spec.output(), spec.request(), spec.handler(), spec.uses(), spec.cacheTtlSeconds(),
      readOnly ? spec.annotations() : new JsonObject(), TIMEOUT_MS, spec.series(), spec.execution(),
      spec.deprecated(), spec.enriches(), spec.view());
    return new CatalogOperation("greet", manifest, bounded, "greet_" + id, "/api/v1/greet" + spec.restPath(),
      spec.parameters(), null);
  }
}
