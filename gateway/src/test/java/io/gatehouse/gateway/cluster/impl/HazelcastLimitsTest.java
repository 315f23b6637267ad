package io.gatehouse.gateway.cluster.impl;

import com.hazelcast.core.Hazelcast;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.map.listener.EntryUpdatedListener;
import io.gatehouse.gateway.cluster.HazelcastSetup;
import io.gatehouse.gateway.config.ClusterOptions;
import io.gatehouse.gateway.limits.KeyTake;
import io.gatehouse.gateway.limits.RateLimits;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.net.ServerSocket;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Two Hazelcast members configured as gateway nodes are, each taking from the limits through its
 * own {@link HazelcastLimits}: what one node takes, the other no longer has; a key's calls are
 * admitted from each node's share, with one operation per reconciliation rather than per call, and
 * the two nodes together admit what one bucket allows, not more.
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
  void callsAreAdmittedFromTheNodesShareWithoutAnOperationEach() throws Exception {
    LongAdder grants = new LongAdder();
    // each grant writes the key's entry on its owner, whichever member that is
    List.of(first, second).forEach(member -> member.<String, Object>getMap(HazelcastSetup.KEY_LIMITS)
      .addLocalEntryListener((EntryUpdatedListener<String, Object>) e -> {
        if (e.getKey().equals("busy")) grants.increment();
      }));
    for (int i = 0; i < 2_000; i++) {
      assertTrue(await(onFirst.takeKey("busy", 1_000_000, 1_000_000, 10_000_000, 20_000, 0)).allowed());
    }
    Awaitility.await().atMost(Duration.ofSeconds(5)).until(() -> grants.sum() > 0);
    assertTrue(grants.sum() < 200, "2,000 calls took " + grants.sum() + " operations on the cluster");
  }

  @Test
  void twoNodesTogetherAdmitWhatOneBucketAllows() throws Exception {
    double perSecond = 200;
    long burst = 20;
    long started = System.nanoTime();
    long admitted = 0;
    long seconds = 2;
    while (System.nanoTime() - started < seconds * 1_000_000_000L) {
      for (RateLimits node : List.of(onFirst, onSecond)) {
        if (await(node.takeKey("shared", burst, perSecond, 1_000_000, 20_000, 0)).allowed()) admitted++;
      }
    }
    double elapsed = (System.nanoTime() - started) / 1e9;
    double allowed = burst + perSecond * elapsed;
    assertTrue(admitted <= allowed * 1.05, "admitted " + admitted + ", the bucket allows " + allowed);
    // never over is the bound that holds; a busy machine stretches the 50 ms reconciliation, and with it what
    // is admitted too few (78 % seen at load 14), so only "most of it" is asserted
    assertTrue(admitted >= allowed * 0.6, "admitted " + admitted + " of the " + allowed + " the bucket allows");
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
