package io.gatehouse.gateway.cli;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ServerJvmTest {

  private static final long MIB = 1024 * 1024;

  @Test
  void defaultsFixTheYoungGenerationBelowAQuarterOfTheHeap() {
    assertEquals(List.of("-XX:+UseParallelGC", "-Xmn128m"), ServerJvm.options(null, 6000 * MIB));
    assertEquals(List.of("-XX:+UseParallelGC", "-Xmn64m"), ServerJvm.options(null, 256 * MIB));
    assertEquals(List.of("-XX:+UseParallelGC", "-Xmn16m"), ServerJvm.options(null, 32 * MIB));
  }

  @Test
  void theEnvironmentReplacesTheDefaultsOrAsksForNoSecondJvm() {
    assertEquals(List.of("-Xmx1g", "-XX:+UseG1GC"), ServerJvm.options("  -Xmx1g \t-XX:+UseG1GC ", 6000 * MIB));
    assertEquals(List.of(), ServerJvm.options("", 6000 * MIB));
    assertEquals(List.of(), ServerJvm.options("   ", 6000 * MIB));
  }

  @Test
  void onlyTheServerGetsAJvmOfItsOwn() {
    assertTrue(Main.servesRequests(new String[0]));
    assertTrue(Main.servesRequests(new String[] {"--config", "conf/other.yaml"}));
    assertTrue(Main.servesRequests(new String[] {"run"}));
    assertTrue(Main.servesRequests(new String[] {"--config=conf/other.yaml", "run"}));
    assertFalse(Main.servesRequests(new String[] {"keys", "list"}));
    assertFalse(Main.servesRequests(new String[] {"count"}));
    assertFalse(Main.servesRequests(new String[] {"--help"}));
    assertFalse(Main.servesRequests(new String[] {"--version"}));
    assertFalse(Main.servesRequests(new String[] {"run", "--help"}));
    assertFalse(Main.servesRequests(new String[] {"--config", "run", "keys"}));
  }
}
