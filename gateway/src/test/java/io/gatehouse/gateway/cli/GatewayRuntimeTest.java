package io.gatehouse.gateway.cli;

import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import io.vertx.core.Vertx;
import io.vertx.core.transport.Transport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

class GatewayRuntimeTest {

  @Test
  @EnabledOnOs(OS.LINUX)
  void runsOnANativeTransportOnLinux() {
    Vertx vertx = GatewayRuntime.builder(GatewayRuntime.options(), new PrometheusMeterRegistry(PrometheusConfig.DEFAULT),
      TransportChoice.AUTO).build();
    try {
      assertTrue(vertx.isNativeTransportEnabled(), "a shipped native transport should load: " + vertx.unavailableNativeTransportCause());
    } finally {
      vertx.close();
    }
  }

  @Test
  @EnabledOnOs(OS.LINUX)
  void autoPrefersIoUringThenEpoll() {
    Transport expected = Transport.IO_URING.available() ? Transport.IO_URING : Transport.EPOLL;
    assertSame(expected, TransportChoice.pick("auto"));
    assertSame(expected, TransportChoice.pick(null));
    assertEquals(Transport.IO_URING.available() ? "io_uring" : "epoll", expected.name());
  }

  @Test
  void aNamedTransportIsTakenAndAnUnknownOneFallsBackToAuto() {
    assertSame(Transport.NIO, TransportChoice.pick("NIO"));
    assertSame(TransportChoice.pick("auto"), TransportChoice.pick("carrier-pigeon"));
  }
}
