package io.gatehouse.gateway.cluster.impl;

import com.hazelcast.core.Hazelcast;
import com.hazelcast.core.HazelcastInstance;
import io.gatehouse.gateway.cluster.HazelcastSetup;
import io.gatehouse.gateway.config.ClusterOptions;
import io.gatehouse.gateway.limits.KeyTake;
import io.gatehouse.gateway.limits.RateLimits;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.net.ServerSocket;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Two Hazelcast members configured as gateway nodes are, each taking from the limits through its
 * own {@link HazelcastLimits}: what one node takes, the other no longer has.
 */
class HazelcastLimitsTest {

  private static Vertx vertx;
  private static HazelcastInstance first;
  private static HazelcastInstance second;
  private static RateLimits onFirst;
  private static RateLimits onSecond;

  @BeforeAll
  static void startTwoMembers() throws Exception {
    int[] ports = {freePort(), freePort()};
    List<String> members = List.of("127.0.0.1:" + ports[0], "127.0.0.1:" + ports[1]);
    String name = "limits-test-" + UUID.randomUUID();
    first = Hazelcast.newHazelcastInstance(HazelcastSetup.config(options(name, ports[0], members)));
    second = Hazelcast.newHazelcastInstance(HazelcastSetup.config(options(name, ports[1], members)));
    assertEquals(2, second.getCluster().getMembers().size(), "the two members joined");
    vertx = Vertx.vertx();
    onFirst = new HazelcastLimits(vertx, first);
    onSecond = new HazelcastLimits(vertx, second);
  }

  @AfterAll
  static void stop() throws Exception {
    await(vertx.close());
    second.shutdown();
    first.shutdown();
  }

  @Test
  void aKeysBurstIsSpentOnceAcrossNodes() throws Exception {
    int admitted = 0;
    KeyTake last = null;
    for (int i = 0; i < 10; i++) {
      last = await((i % 2 == 0 ? onFirst : onSecond).takeKey("burst", 5, 0.001, 1_000, 20_000, 0));
      if (last.allowed()) admitted++;
    }
    assertEquals(5, admitted);
    assertEquals("rate", last.refusedBy());
    assertEquals(5, last.used());
  }

  @Test
  void aKeysQuotaStartsFromTheStoredUsageAndHoldsAcrossNodes() throws Exception {
    assertTrue(await(onFirst.takeKey("quota", 100, 100, 3, 20_000, 2)).allowed());
    KeyTake over = await(onSecond.takeKey("quota", 100, 100, 3, 20_000, 2));
    assertFalse(over.allowed());
    assertEquals("quota", over.refusedBy());
    assertEquals(3, over.used());
  }

  @Test
  void anUpstreamTurnTakenOnOneNodeIsGoneOnTheOther() throws Exception {
    assertEquals(0L, await(onFirst.reserveTurn("sec", 0.5, 1, 0)));
    long refused = await(onSecond.reserveTurn("sec", 0.5, 1, 0));
    assertTrue(refused < -1_000_000_000L, "the next turn is about two seconds away: " + refused);
    long queued = await(onSecond.reserveTurn("sec", 0.5, 1, 5_000_000_000L));
    assertTrue(queued > 1_000_000_000L, "queued behind the first node's turn: " + queued);
  }

  private static ClusterOptions options(String name, int port, List<String> members) {
    return new ClusterOptions(true, name, "127.0.0.1", port, members, null, null, true, true, Set.of());
  }

  private static int freePort() throws Exception {
    try (ServerSocket socket = new ServerSocket(0)) {
      return socket.getLocalPort();
    }
  }

  private static <T> T await(Future<T> future) throws Exception {
    return future.toCompletionStage().toCompletableFuture().get(30, TimeUnit.SECONDS);
  }
}
