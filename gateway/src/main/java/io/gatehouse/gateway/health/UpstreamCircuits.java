package io.gatehouse.gateway.health;

import io.gatehouse.gateway.catalog.Catalog;
import io.gatehouse.gateway.upstream.UpstreamClients;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.vertx.core.json.JsonObject;

import java.util.HashSet;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Every upstream of the served providers with the state of its circuit, as this process's upstream
 * clients report it in the registry; an upstream not called yet has no client and so a closed circuit.
 */
final class UpstreamCircuits {

  private UpstreamCircuits() {
  }

  static JsonObject of(Catalog catalog, Predicate<String> served, MeterRegistry registry) {
    Set<String> open = new HashSet<>();
    for (Gauge gauge : registry.find(UpstreamClients.CIRCUIT_OPEN_GAUGE).gauges()) {
      if (gauge.value() > 0) open.add(gauge.getId().getTag("upstream"));
    }
    JsonObject upstreams = new JsonObject();
    catalog.byProvider().forEach((id, ops) -> {
      if (!served.test(id)) return;
      ops.get(0).manifest().upstreams().forEach((name, spec) -> upstreams.put(id + "." + name, new JsonObject()
        .put("provider", id).put("source", spec.source())
        .put("circuit", open.contains(id + "." + name) ? "open" : "closed")));
    });
    return upstreams;
  }
}
