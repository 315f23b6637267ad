package io.gatehouse.gateway.cluster;

import io.vertx.core.json.JsonObject;

/**
 * Which nodes of the cluster run which providers, and which nodes were lost. Nodes running
 * providers announce them on the event bus every second; a node that leaves the cluster is
 * dropped at once and the calls waiting on it are told.
 */
public interface ProviderDirectory {

  /** Where every providers node publishes {@code {"node": id, "providers": [ids]}}. */
  String HEARTBEAT_ADDRESS = "gatehouse.cluster.providers";

  /** A node running a provider and the event-bus address of that provider on that node. */
  record Target(String nodeId, String address) {
  }

  /** The next node running the provider, round robin, other than {@code avoidNode} if possible; null if none. */
  Target pick(String providerId, String avoidNode);

  /** Runs {@code onLost} once, on the caller's context, if the node leaves; the returned action stops watching. */
  Runnable watch(String nodeId, Runnable onLost);

  /** A send to the node failed: skip it until it is heard from again. */
  void suspect(String nodeId);

  /** Whether any node, this one included, is known to run a provider. */
  boolean seesProviders();

  /** The nodes and their providers, for the health page: none known by default. */
  default JsonObject view() {
    return new JsonObject();
  }

  /** Stops listening to the cluster; a directory that listens to nothing has nothing to stop. */
  default void close() {
  }

  /** Whether other nodes may run providers: false for a gateway alone, whose providers all run here. */
  default boolean clustered() {
    return true;
  }

  /** A gateway alone: no other node, nothing to watch or suspect. */
  static ProviderDirectory alone() {
    return Alone.INSTANCE;
  }

  enum Alone implements ProviderDirectory {
    INSTANCE;

    @Override
    public Target pick(String providerId, String avoidNode) {
      return null;
    }

    @Override
    public Runnable watch(String nodeId, Runnable onLost) {
      return () -> { };
    }

    @Override
    public void suspect(String nodeId) {
    }

    @Override
    public boolean seesProviders() {
      return true;
    }

    @Override
    public boolean clustered() {
      return false;
    }
  }
}
