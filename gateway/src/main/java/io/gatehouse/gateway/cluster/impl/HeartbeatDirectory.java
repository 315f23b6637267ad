package io.gatehouse.gateway.cluster.impl;

import com.hazelcast.cluster.MembershipEvent;
import com.hazelcast.cluster.MembershipListener;
import com.hazelcast.core.HazelcastInstance;
import io.gatehouse.gateway.catalog.ProviderAddresses;
import io.gatehouse.gateway.cluster.ProviderDirectory;
import io.vertx.core.Context;
import io.vertx.core.Vertx;
import io.vertx.core.eventbus.MessageConsumer;
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
 * process dies is lost as soon as its liveness link closes ({@link LivenessLinks}).
 */
public final class HeartbeatDirectory implements ProviderDirectory {

  private static final long HEARTBEAT_MS = 1_000;
  /** A node silent for this long is no longer picked, even before Hazelcast declares it gone. */
  private static final long SILENT_MS = 3_500;

  private record Announcement(Set<String> providers, long seenAt) {
  }

  private final Vertx vertx;
  private final String nodeId;
  /** The providers this node runs, as they start: a live, thread-safe view. */
  private final Set<String> localProviders;
  private final Map<String, Announcement> nodes = new ConcurrentHashMap<>();
  private final Set<String> suspects = ConcurrentHashMap.newKeySet();
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
        : e.getValue().providers().contains(providerId) && now - e.getValue().seenAt() < SILENT_MS)
      .map(Map.Entry::getKey)
      .filter(n -> !suspects.contains(n))
      .sorted()
      .toList();
    if (candidates.isEmpty()) return null;
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
    return nodes.entrySet().stream().anyMatch(e -> !e.getValue().providers().isEmpty()
      && (e.getKey().equals(nodeId) || now - e.getValue().seenAt() < SILENT_MS));
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
  }

  private void lost(String node) {
    nodes.remove(node);
    suspects.remove(node);
    Set<Runnable> waiting = watchers.remove(node);
    if (waiting != null) waiting.forEach(Runnable::run);
  }
}
