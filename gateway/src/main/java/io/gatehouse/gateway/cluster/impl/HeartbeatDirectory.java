package io.gatehouse.gateway.cluster.impl;

import com.hazelcast.cluster.MembershipEvent;
import com.hazelcast.cluster.MembershipListener;
import com.hazelcast.core.HazelcastInstance;
import io.gatehouse.gateway.catalog.ProviderAddresses;
import io.gatehouse.gateway.cluster.ProviderDirectory;
import io.vertx.core.Context;
import io.vertx.core.Vertx;
import io.vertx.core.eventbus.DeliveryOptions;
import io.vertx.core.eventbus.MessageConsumer;
import io.vertx.core.eventbus.ReplyException;
import io.vertx.core.eventbus.ReplyFailure;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * {@link ProviderDirectory} from event-bus heartbeats and Hazelcast's membership events; a node whose
 * process dies is lost as soon as its liveness link closes ({@link LivenessLinks}). A provider a node
 * announces is picked (and counts for readiness) only once this node's event bus has reached it: a
 * node that starts or returns announces its providers as soon as they run, a moment before their
 * addresses have spread to the other nodes, and calls sent in that moment would find no handler.
 */
public final class HeartbeatDirectory implements ProviderDirectory {

  private static final long HEARTBEAT_MS = 1_000;
  /** A node silent for this long is no longer picked, even before Hazelcast declares it gone. */
  private static final long SILENT_MS = 3_500;
  private static final long PROBE_MS = 1_000;

  private record Announcement(Set<String> providers, long seenAt) {
  }

  private final Vertx vertx;
  private final String nodeId;
  /** The providers this node runs, as they start: a live, thread-safe view. */
  private final Set<String> localProviders;
  private final Map<String, Announcement> nodes = new ConcurrentHashMap<>();
  private final Set<String> suspects = ConcurrentHashMap.newKeySet();
  /** {@code node/provider} pairs whose address this node's event bus has reached, and those being probed. */
  private final Set<String> reached = ConcurrentHashMap.newKeySet();
  private final Set<String> probing = ConcurrentHashMap.newKeySet();
  private final Map<String, Set<Runnable>> watchers = new ConcurrentHashMap<>();
  private final AtomicInteger turn = new AtomicInteger();
  private final MessageConsumer<JsonObject> heartbeats;
  private final HazelcastInstance hazelcast;
  private final UUID membership;
  private final long timer;
  private final LivenessLinks links;

  public HeartbeatDirectory(Vertx vertx, HazelcastInstance hazelcast, String nodeId, Set<String> localProviders) {
    this.vertx = vertx;
    this.hazelcast = hazelcast;
    this.nodeId = nodeId;
    this.localProviders = localProviders;
    this.heartbeats = vertx.eventBus().consumer(HEARTBEAT_ADDRESS, m -> heard(m.body()));
    this.membership = hazelcast.getCluster().addMembershipListener(new MembershipListener() {
      @Override
      public void memberAdded(MembershipEvent event) {
        // the newcomer learns of the providers at the next heartbeat
      }

      @Override
      public void memberRemoved(MembershipEvent event) {
        lost(event.getMember().getUuid().toString());
      }
    });
    this.links = new LivenessLinks(vertx, hazelcast.getCluster().getLocalMember().getAddress().getHost(), this::lost);
    this.timer = vertx.setPeriodic(1, HEARTBEAT_MS, id -> announce());
  }

  @Override
  public Target pick(String providerId, String avoidNode) {
    long now = System.currentTimeMillis();
    // this node's own providers are read as they are now: its last announcement may predate the newest
    List<String> candidates = nodes.entrySet().stream()
      .filter(e -> e.getKey().equals(nodeId) ? localProviders.contains(providerId)
        : e.getValue().providers().contains(providerId) && now - e.getValue().seenAt() < SILENT_MS
          && reached.contains(e.getKey() + "/" + providerId))
      .map(Map.Entry::getKey)
      .filter(n -> !suspects.contains(n))
      .sorted()
      .toList();
    if (candidates.isEmpty()) return null;
    // this node's own provider first: a call that stays on its node pays no network hop, so N nodes
    // serve N times one node's calls; other nodes take the calls of gateways that run no such provider
    if (candidates.contains(nodeId) && !nodeId.equals(avoidNode)) {
      return new Target(nodeId, ProviderAddresses.invokeOn(providerId, nodeId));
    }
    List<String> preferred = candidates.size() > 1 && avoidNode != null
      ? candidates.stream().filter(n -> !n.equals(avoidNode)).toList() : candidates;
    String node = preferred.get(Math.floorMod(turn.getAndIncrement(), preferred.size()));
    return new Target(node, ProviderAddresses.invokeOn(providerId, node));
  }

  @Override
  public Runnable watch(String node, Runnable onLost) {
    Context context = vertx.getOrCreateContext();
    Runnable onContext = () -> context.runOnContext(v -> onLost.run());
    watchers.computeIfAbsent(node, n -> ConcurrentHashMap.newKeySet()).add(onContext);
    if (!nodes.containsKey(node) && !node.equals(nodeId)) onContext.run();
    return () -> {
      Set<Runnable> set = watchers.get(node);
      if (set != null) set.remove(onContext);
    };
  }

  @Override
  public void suspect(String node) {
    if (!node.equals(nodeId)) suspects.add(node);
  }

  @Override
  public boolean seesProviders() {
    long now = System.currentTimeMillis();
    return nodes.entrySet().stream().anyMatch(e -> e.getKey().equals(nodeId) ? !e.getValue().providers().isEmpty()
      : now - e.getValue().seenAt() < SILENT_MS && e.getValue().providers().stream()
        .anyMatch(p -> reached.contains(e.getKey() + "/" + p)));
  }

  @Override
  public JsonObject view() {
    JsonObject view = new JsonObject();
    nodes.forEach((node, a) -> view.put(node, new JsonObject()
      .put("self", node.equals(nodeId))
      .put("providers", new JsonArray(a.providers().stream().sorted().toList()))
      .put("suspect", suspects.contains(node))));
    return view;
  }

  @Override
  public void close() {
    vertx.cancelTimer(timer);
    heartbeats.unregister();
    hazelcast.getCluster().removeMembershipListener(membership);
    links.close();
  }

  private void announce() {
    Set<String> providers = Set.copyOf(localProviders);
    long now = System.currentTimeMillis();
    nodes.put(nodeId, new Announcement(providers, now));
    // a node gone silent is lost for the calls waiting on it, before Hazelcast's own detector decides
    nodes.forEach((node, seen) -> {
      if (!node.equals(nodeId) && now - seen.seenAt() > SILENT_MS) lost(node);
    });
    if (!providers.isEmpty()) {
      vertx.eventBus().publish(HEARTBEAT_ADDRESS, new JsonObject().put("node", nodeId)
        .put("providers", new JsonArray(List.copyOf(providers))).put("link", links.address()));
    }
  }

  private void heard(JsonObject beat) {
    String node = beat.getString("node");
    if (node == null || node.equals(nodeId)) return;
    Set<String> providers = Set.copyOf(beat.getJsonArray("providers", new JsonArray()).stream()
      .map(String::valueOf).toList());
    nodes.put(node, new Announcement(providers, System.currentTimeMillis()));
    suspects.remove(node);
    links.linkTo(node, beat.getString("link"));
    providers.forEach(provider -> probe(node, provider));
  }

  /**
   * Sends the provider on {@code node} an invocation of no operation, until an answer comes back: its
   * refusal proves the address reachable; no handler, or no answer in time, is tried again at the
   * next heartbeat.
   */
  private void probe(String node, String provider) {
    String pair = node + "/" + provider;
    if (reached.contains(pair) || !probing.add(pair)) return;
    vertx.eventBus().request(ProviderAddresses.invokeOn(provider, node), new JsonObject(),
      new DeliveryOptions().setSendTimeout(PROBE_MS)).onComplete(ar -> {
        probing.remove(pair);
        boolean answered = ar.succeeded() || ar.cause() instanceof ReplyException reply
          && reply.failureType() == ReplyFailure.RECIPIENT_FAILURE;
        if (answered && nodes.containsKey(node)) reached.add(pair);
      });
  }

  private void lost(String node) {
    nodes.remove(node);
    suspects.remove(node);
    reached.removeIf(pair -> pair.startsWith(node + "/"));
    Set<Runnable> waiting = watchers.remove(node);
    if (waiting != null) waiting.forEach(Runnable::run);
  }
}
