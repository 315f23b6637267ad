package io.gatehouse.gateway.config;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * How this node takes part in a deployment: whether it joins a Hazelcast cluster and how it finds
 * the others, and which roles and providers it runs. Without a cluster a node runs everything.
 *
 * @param enabled           join a cluster ({@code GATEHOUSE_CLUSTER})
 * @param name              the cluster name; nodes with another name never join
 * @param host              the address this node binds and announces for Hazelcast and the event bus, or null
 * @param port              Hazelcast's port ({@code GATEHOUSE_CLUSTER_PORT})
 * @param members           TCP-IP join members {@code host:port} ({@code GATEHOUSE_CLUSTER_MEMBERS})
 * @param kubernetesService the headless service for Kubernetes discovery instead of members, or null
 * @param namespace         the Kubernetes namespace of that service, or null for the pod's own
 * @param gateway           serves HTTP, MCP and keys ({@code GATEHOUSE_ROLES})
 * @param providers         runs provider verticles
 * @param providerIds       the providers this node runs; empty for all ({@code GATEHOUSE_PROVIDERS})
 */
public record ClusterOptions(boolean enabled, String name, String host, int port, List<String> members,
                             String kubernetesService, String namespace,
                             boolean gateway, boolean providers, Set<String> providerIds) {

  public static ClusterOptions fromJson(JsonObject json, Map<String, String> env) {
    String roles = env.getOrDefault("GATEHOUSE_ROLES", String.join(",", strings(json.getValue("roles"), "gateway,providers")));
    Set<String> roleSet = new LinkedHashSet<>(split(roles));
    for (String role : roleSet) {
      if (!role.equals("gateway") && !role.equals("providers")) {
        throw new IllegalArgumentException("unknown role '" + role + "': use gateway, providers or both");
      }
    }
    if (roleSet.isEmpty()) throw new IllegalArgumentException("a node needs the gateway or providers role");
    String members = env.getOrDefault("GATEHOUSE_CLUSTER_MEMBERS", String.join(",", strings(json.getValue("members"), "")));
    String providers = env.getOrDefault("GATEHOUSE_PROVIDERS", String.join(",", strings(json.getValue("providers"), "")));
    return new ClusterOptions(
      Boolean.parseBoolean(env.getOrDefault("GATEHOUSE_CLUSTER", String.valueOf(json.getBoolean("enabled", false)))),
      env.getOrDefault("GATEHOUSE_CLUSTER_NAME", json.getString("name", "gatehouse")),
      env.getOrDefault("GATEHOUSE_CLUSTER_HOST", json.getString("host")),
      Integer.parseInt(env.getOrDefault("GATEHOUSE_CLUSTER_PORT", String.valueOf(json.getInteger("port", 5701)))),
      split(members),
      env.getOrDefault("GATEHOUSE_CLUSTER_KUBERNETES_SERVICE", json.getString("kubernetesService")),
      env.getOrDefault("GATEHOUSE_CLUSTER_KUBERNETES_NAMESPACE", json.getString("namespace")),
      roleSet.contains("gateway"), roleSet.contains("providers"), Set.copyOf(split(providers)));
  }

  private static List<String> strings(Object value, String fallback) {
    if (value instanceof JsonArray array) return array.stream().map(String::valueOf).toList();
    return value == null ? List.of(fallback) : List.of(String.valueOf(value));
  }

  private static List<String> split(String csv) {
    return Arrays.stream(csv.split(",")).map(String::trim).filter(s -> !s.isEmpty()).toList();
  }
}
