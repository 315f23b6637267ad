package io.gatehouse.gateway.cluster;

import io.gatehouse.gateway.config.ClusterOptions;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ClusterOptionsTest {

  @Test
  void defaultsToAloneWithEveryRole() {
    ClusterOptions options = ClusterOptions.fromJson(new JsonObject(), Map.of());
    assertFalse(options.enabled());
    assertTrue(options.gateway() && options.providers());
    assertTrue(options.providerIds().isEmpty());
    assertEquals(5701, options.port());
  }

  @Test
  void environmentOverridesTheFile() {
    JsonObject yaml = new JsonObject().put("members", new JsonArray().add("10.0.0.1:5701")).put("port", 5801);
    ClusterOptions options = ClusterOptions.fromJson(yaml, Map.of("GATEHOUSE_CLUSTER", "true",
      "GATEHOUSE_CLUSTER_MEMBERS", "127.0.0.1:6001, 127.0.0.1:6002", "GATEHOUSE_ROLES", "providers",
      "GATEHOUSE_PROVIDERS", "sec,fred"));
    assertTrue(options.enabled());
    assertEquals(List.of("127.0.0.1:6001", "127.0.0.1:6002"), options.members());
    assertEquals(5801, options.port());
    assertFalse(options.gateway());
    assertEquals(Set.of("sec", "fred"), options.providerIds());
  }

  @Test
  void refusesAnUnknownRole() {
    assertThrows(IllegalArgumentException.class,
      () -> ClusterOptions.fromJson(new JsonObject(), Map.of("GATEHOUSE_ROLES", "gateway,worker")));
  }
}
