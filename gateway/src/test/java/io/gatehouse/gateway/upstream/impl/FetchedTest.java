package io.gatehouse.gateway.upstream.impl;

import io.vertx.core.MultiMap;
import io.vertx.core.buffer.Buffer;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;

class FetchedTest {

  private static Fetched answer(MultiMap headers) {
    return new Fetched(200, Fetched.lines(headers), Buffer.buffer("{}"), Instant.now());
  }

  @Test
  void keepsEveryHeaderWithItsValuesInOrder() {
    MultiMap sent = MultiMap.caseInsensitiveMultiMap()
      .add("Content-Type", "application/json; charset=utf-8")
      .add("Link", "<https://api.example/items?page=2>; rel=\"next\"")
      .add("Link", "<https://api.example/items?page=9>; rel=\"last\"")
      .add("X-Empty", "");
    MultiMap kept = answer(sent).headers();
    assertEquals(4, kept.entries().size());
    assertEquals("application/json; charset=utf-8", kept.get("content-type"));
    assertEquals(List.of("<https://api.example/items?page=2>; rel=\"next\"", "<https://api.example/items?page=9>; rel=\"last\""),
      kept.getAll("link"));
    assertEquals("", kept.get("X-Empty"));
  }

  @Test
  void handsEachCallerItsOwnMap() {
    Fetched fetched = answer(MultiMap.caseInsensitiveMultiMap().add("ETag", "\"abc\""));
    MultiMap first = fetched.headers();
    first.set("ETag", "changed");
    assertNotSame(first, fetched.headers());
    assertEquals("\"abc\"", fetched.headers().get("etag"));
  }

  @Test
  void findsAHeaderWhateverItsCase() {
    Fetched fetched = answer(MultiMap.caseInsensitiveMultiMap().add("Retry-After", "120").add("Retry", "x"));
    assertEquals("120", fetched.header("retry-after"));
    assertEquals("x", fetched.header("RETRY"));
    assertNull(fetched.header("Retry-Afte"));
    assertNull(answer(MultiMap.caseInsensitiveMultiMap()).header("Retry-After"));
  }

  @Test
  void weighsTheBodyAndTheHeaderText() {
    Fetched small = answer(MultiMap.caseInsensitiveMultiMap().add("A", "1"));
    Fetched larger = new Fetched(200, small.headerLines(), Buffer.buffer("x".repeat(1002)), small.fetchedAt());
    assertEquals(1000, larger.weight() - small.weight());
  }
}
