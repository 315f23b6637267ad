package io.gatehouse.gateway.upstream.impl;

import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.buffer.Buffer;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The cache's TTLs on a ticker the test moves, and the sharing of a fetch in flight. */
class AnswerCacheTest {

  private static final Duration TTL = Duration.ofMillis(600);

  private final AtomicLong nanos = new AtomicLong();
  private final AnswerCache cache = new AnswerCache(nanos::get);
  private final AtomicInteger fetches = new AtomicInteger();

  private Future<Fetched> fetch(int status) {
    fetches.incrementAndGet();
    return Future.succeededFuture(new Fetched(status, "", Buffer.buffer("{}"), Instant.now()));
  }

  private AnswerCache.Lookup get(Supplier<Future<Fetched>> fetch) {
    Future<AnswerCache.Lookup> lookup = cache.get("GET /series", TTL, fetch);
    assertTrue(lookup.succeeded());
    return lookup.result();
  }

  @Test
  void keepsASuccessUntilItsTtlEnds() {
    AnswerCache.Lookup first = get(() -> fetch(200));
    assertFalse(first.cached());
    nanos.addAndGet(TTL.toNanos() - 1);
    AnswerCache.Lookup second = get(() -> fetch(200));
    assertTrue(second.cached(), "a nanosecond before the TTL ends");
    assertSame(first.answer(), second.answer());
    nanos.addAndGet(1);
    assertFalse(get(() -> fetch(200)).cached(), "at the TTL's end");
    assertEquals(2, fetches.get());
  }

  @Test
  void keepsNoUnsuccessfulAnswer() {
    get(() -> fetch(404));
    assertFalse(get(() -> fetch(404)).cached());
    assertEquals(2, fetches.get());
  }

  @Test
  void callsWhileOneIsInFlightShareIt() {
    Promise<Fetched> wire = Promise.promise();
    Future<AnswerCache.Lookup> first = cache.get("GET /series", TTL, wire::future);
    Future<AnswerCache.Lookup> second = cache.get("GET /series", TTL, () -> fetch(200));
    assertSame(first, second);
    assertEquals(0, fetches.get());
    wire.complete(new Fetched(200, "", Buffer.buffer("{}"), Instant.now()));
    assertFalse(second.result().cached());
    assertTrue(get(() -> fetch(200)).cached());
  }
}
