package io.gatehouse.gateway.cli;

import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import io.vertx.core.Vertx;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;

import static org.junit.jupiter.api.Assertions.assertTrue;

class GatewayRuntimeTest {

  @Test
  @EnabledOnOs(OS.LINUX)
  void runsOnEpollOnLinux() {
    Vertx vertx = GatewayRuntime.builder(GatewayRuntime.options(), new PrometheusMeterRegistry(PrometheusConfig.DEFAULT)).build();
    try {
      assertTrue(vertx.isNativeTransportEnabled(), "the shipped native epoll transport should load: " + vertx.unavailableNativeTransportCause());
    } finally {
      vertx.close();
    }
  }
}
