package io.gatehouse.gateway.upstream;

import io.gatehouse.api.Failure;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.Source;
import io.gatehouse.api.UpstreamClient;
import io.gatehouse.api.UpstreamRequest;
import io.gatehouse.api.UpstreamResponse;
import io.gatehouse.api.manifest.AuthSpec;
import io.gatehouse.api.manifest.UpstreamSpec;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.vertx.core.Context;
import io.vertx.core.Future;
import io.vertx.core.Handler;
import io.vertx.core.MultiMap;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpServer;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.junit5.Checkpoint;
import io.vertx.junit5.VertxExtension;
import io.vertx.junit5.VertxTestContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

@ExtendWith(VertxExtension.class)
class UpstreamClientsTest {

  private static final String SOURCE = "Example Statistics API";
  private static final String ORIGINAL = "https://api.example.test/v1";
  private static final AuthSpec QUERY_KEY = new AuthSpec("query", "api_key", "EXAMPLE_KEY", "", true);

  /** What the fake upstream received, in order. */
  private record Seen(String method, String uri, MultiMap headers, long atNanos) {
  }

  private final List<Seen> seen = new CopyOnWriteArrayList<>();
  private final Map<String, String> variables = new ConcurrentHashMap<>();
  private final SimpleMeterRegistry registry = new SimpleMeterRegistry();
  private volatile Handler<HttpServerRequest> upstream = req -> req.response().end("{}");
  private HttpServer server;
  private UpstreamClients clients;

  @BeforeEach
  void start(Vertx vertx, VertxTestContext ctx) {
    vertx.createHttpServer()
      .requestHandler(req -> {
        seen.add(new Seen(req.method().name(), req.uri(), MultiMap.caseInsensitiveMultiMap().addAll(req.headers()),
          System.nanoTime()));
        upstream.handle(req);
      })
      .listen(0, "127.0.0.1")
      .onComplete(ctx.succeeding(s -> {
        server = s;
        clients = UpstreamClients.create(vertx,
          UpstreamOverrides.parse("api.example.test=http://127.0.0.1:" + s.actualPort()),
          name -> Optional.ofNullable(variables.get(name)), registry);
        ctx.completeNow();
      }));
  }

  @AfterEach
  void stop(VertxTestContext ctx) {
    clients.close().compose(v -> server.close()).onComplete(ctx.succeedingThenComplete());
  }

  private UpstreamClient client(AuthSpec auth, Map<String, String> headers, double rps, int burst, long timeoutMs,
                                int retries) {
    return clients.client("example", new UpstreamSpec("stats", SOURCE, ORIGINAL, auth, headers, rps, burst, null,
      timeoutMs, retries));
  }

  private UpstreamClient client(int retries) {
    return client(null, Map.of(), 0, 1, 5000, retries);
  }

  private static ProviderException failure(Throwable err) {
    assertTrue(err instanceof ProviderException, () -> "not a ProviderException: " + err);
    return (ProviderException) err;
  }

  @Test
  void goesToTheOverrideKeepingPathPrefixAndEncodingQueryValues(VertxTestContext ctx) {
    UpstreamClient client = client(0);
    client.send(UpstreamRequest.get("/series/GDP").query("q", "a b&c=d").query("skip", null))
      .onComplete(ctx.succeeding(response -> ctx.verify(() -> {
        assertEquals(200, response.status());
        assertEquals("/v1/series/GDP?q=a%20b%26c%3Dd", seen.get(0).uri());
        assertTrue(client.baseUrl().matches("http://127\\.0\\.0\\.1:\\d+/v1"), client.baseUrl());
        Source source = response.source();
        assertEquals(SOURCE, source.name());
        assertEquals(ORIGINAL + "/series/GDP?q=a%20b%26c%3Dd", source.url());
        assertEquals(Source.OK, source.status());
        assertNotNull(source.retrievedAt());
        ctx.completeNow();
      })));
  }

  @Test
  void sendsAHeaderCredentialWithItsPrefix(VertxTestContext ctx) {
    variables.put("EXAMPLE_TOKEN", "s3cret-token");
    client(new AuthSpec("header", "Authorization", "EXAMPLE_TOKEN", "Bearer ", true), Map.of(), 0, 1, 5000, 0)
      .send(UpstreamRequest.get("/series"))
      .onComplete(ctx.succeeding(response -> ctx.verify(() -> {
        assertEquals("Bearer s3cret-token", seen.get(0).headers().get("Authorization"));
        assertFalse(response.source().url().contains("s3cret"));
        ctx.completeNow();
      })));
  }

  @Test
  void sendsABasicCredentialWithTheKeyAsUserName(VertxTestContext ctx) {
    variables.put("EXAMPLE_TOKEN", "ch-key");
    client(new AuthSpec("header", "Authorization", "EXAMPLE_TOKEN", "", true, true), Map.of(), 0, 1, 5000, 0)
      .send(UpstreamRequest.get("/company/01234567"))
      .onComplete(ctx.succeeding(response -> ctx.verify(() -> {
        // base64 of "ch-key:"
        assertEquals("Basic Y2gta2V5Og==", seen.get(0).headers().get("Authorization"));
        ctx.completeNow();
      })));
  }

  @Test
  void sendsAQueryCredentialButNeverCitesIt(VertxTestContext ctx) {
    variables.put("EXAMPLE_KEY", "k3y");
    client(QUERY_KEY, Map.of(), 0, 1, 5000, 0)
      .send(UpstreamRequest.get("/series").query("id", "GDP"))
      .onComplete(ctx.succeeding(response -> ctx.verify(() -> {
        assertEquals("/v1/series?id=GDP&api_key=k3y", seen.get(0).uri());
        assertEquals(ORIGINAL + "/series?id=GDP", response.source().url());
        ctx.completeNow();
      })));
  }

  @Test
  void aMissingCredentialFailsBeforeAnyRequest(VertxTestContext ctx) {
    client(QUERY_KEY, Map.of(), 0, 1, 5000, 2)
      .send(UpstreamRequest.get("/series"))
      .onComplete(ctx.failing(err -> ctx.verify(() -> {
        ProviderException e = failure(err);
        assertEquals(Failure.MISSING_CREDENTIAL, e.failure());
        assertEquals(SOURCE + " needs a credential the operator has not configured: set EXAMPLE_KEY", e.getMessage());
        assertTrue(seen.isEmpty());
        ctx.completeNow();
      })));
  }

  @Test
  void resolvesVariablesInSpecHeaders(VertxTestContext ctx) {
    UpstreamClient client = client(null, Map.of("User-Agent", "${EXAMPLE_UA:-Gatehouse test@example.org}",
      "X-Plan", "${EXAMPLE_PLAN}", "X-Fixed", "v1"), 0, 1, 5000, 0);
    client.send(UpstreamRequest.get("/a"))
      .compose(first -> {
        variables.put("EXAMPLE_UA", "Ops ops@example.org");
        return client.send(UpstreamRequest.get("/b"));
      })
      .onComplete(ctx.succeeding(second -> ctx.verify(() -> {
        assertEquals("Gatehouse test@example.org", seen.get(0).headers().get("User-Agent"));
        assertEquals("v1", seen.get(0).headers().get("X-Fixed"));
        assertFalse(seen.get(0).headers().contains("X-Plan"));
        assertEquals("Ops ops@example.org", seen.get(1).headers().get("User-Agent"));
        ctx.completeNow();
      })));
  }

  /** The end of a TTL is AnswerCacheTest's, on a ticker it moves; here the cached answer through the client. */
  @Test
  void servesRepeatsFromCache(VertxTestContext ctx) {
    UpstreamClient client = client(0);
    UpstreamRequest request = UpstreamRequest.get("/series").cacheTtl(Duration.ofMinutes(5));
    client.send(request).compose(first -> client.send(request).map(second -> Map.entry(first, second)))
      .onComplete(ctx.succeeding(both -> ctx.verify(() -> {
        UpstreamResponse first = both.getKey();
        UpstreamResponse second = both.getValue();
        assertEquals(1, seen.size());
        assertEquals(Source.OK, first.source().status());
        assertEquals(Source.CACHED, second.source().status());
        assertEquals(first.source().retrievedAt(), second.source().retrievedAt());
        assertEquals("{}", second.body().toString());
        assertEquals(1, registry.get("gatehouse.upstream.requests").tag("outcome", "cached").timer().count());
        assertEquals(1, registry.get("gatehouse.upstream.requests").tag("outcome", "ok").timer().count());
        ctx.completeNow();
      })));
  }

  @Test
  void doesNotCacheFailuresOrUnsuccessfulAnswers(VertxTestContext ctx) {
    upstream = req -> req.response().setStatusCode(404).end("{\"error\":\"unknown series\"}");
    UpstreamClient client = client(0);
    UpstreamRequest request = UpstreamRequest.get("/series").cacheTtl(Duration.ofMinutes(5));
    client.send(request).compose(first -> client.send(request))
      .onComplete(ctx.succeeding(second -> ctx.verify(() -> {
        assertEquals(404, second.status());
        assertEquals(2, seen.size());
        ctx.completeNow();
      })));
  }

  @Test
  void coalescesIdenticalConcurrentRequests(VertxTestContext ctx) {
    // the upstream holds its answer until every call has been made, so all of them are concurrent
    Promise<HttpServerRequest> arrived = Promise.promise();
    upstream = arrived::tryComplete;
    UpstreamClient client = client(0);
    List<Future<UpstreamResponse>> calls = new ArrayList<>();
    for (int i = 0; i < 20; i++) {
      calls.add(client.send(UpstreamRequest.get("/series").cacheTtl(Duration.ofMinutes(1))));
    }
    arrived.future().onSuccess(req -> req.response().end("{\"n\":1}"));
    Future.all(calls).onComplete(ctx.succeeding(all -> ctx.verify(() -> {
      assertEquals(1, seen.size());
      for (Future<UpstreamResponse> call : calls) assertEquals("{\"n\":1}", call.result().body().toString());
      ctx.completeNow();
    })));
  }

  @Test
  void answersEachCallerOnItsOwnContext(Vertx vertx, VertxTestContext ctx) {
    // the upstream answers once both callers have asked, so the second call joins the first
    Promise<HttpServerRequest> arrived = Promise.promise();
    upstream = arrived::tryComplete;
    UpstreamClient client = client(0);
    Checkpoint answered = ctx.checkpoint(2);
    List<Future<Void>> asked = new ArrayList<>();
    for (int i = 0; i < 2; i++) {
      Context caller = vertx.getOrCreateContext();
      Promise<Void> sent = Promise.promise();
      asked.add(sent.future());
      caller.runOnContext(v -> {
        client.send(UpstreamRequest.get("/series").cacheTtl(Duration.ofMinutes(1)))
          .onComplete(ctx.succeeding(response -> ctx.verify(() -> {
            assertSame(caller, Vertx.currentContext());
            assertEquals(1, seen.size());
            answered.flag();
          })));
        sent.complete();
      });
    }
    Future.all(asked).compose(v -> arrived.future()).onSuccess(req -> req.response().end("{}"));
  }

  @Test
  void spacesRequestsToTheRateLimit(VertxTestContext ctx) {
    UpstreamClient client = client(null, Map.of(), 10, 1, 5000, 0);
    long start = System.nanoTime();
    List<Future<UpstreamResponse>> calls = new ArrayList<>();
    for (int i = 0; i < 4; i++) calls.add(client.send(UpstreamRequest.get("/series/" + i)));
    Future.all(calls).onComplete(ctx.succeeding(all -> ctx.verify(() -> {
      // the network may delay a request but never lets it arrive before its turn (one per 100 ms)
      long[] arrivedMs = seen.stream().mapToLong(s -> (s.atNanos() - start) / 1_000_000).sorted().toArray();
      assertEquals(4, arrivedMs.length);
      for (int i = 1; i < 4; i++) assertTrue(arrivedMs[i] >= i * 100 - 5, "arrivals " + Arrays.toString(arrivedMs));
      ctx.completeNow();
    })));
  }

  @Test
  void upstreamsOfOneRateLimitGroupShareTheLimit(VertxTestContext ctx) {
    UpstreamClient data = clients.client("example", new UpstreamSpec("data", SOURCE, ORIGINAL, null, Map.of(),
      10, 1, "one-api", 5000, 0));
    UpstreamClient files = clients.client("example", new UpstreamSpec("files", SOURCE, ORIGINAL, null, Map.of(),
      10, 1, "one-api", 5000, 0));
    List<Future<UpstreamResponse>> calls = new ArrayList<>();
    long start = System.nanoTime();
    for (int i = 0; i < 4; i++) calls.add((i % 2 == 0 ? data : files).send(UpstreamRequest.get("/g/" + i)));
    Future.all(calls).onComplete(ctx.succeeding(all -> ctx.verify(() -> {
      assertEquals(4, seen.size());
      // the fourth turn comes 300 ms after the first whatever the network does; separate buckets would allow ~0
      long lastMs = (seen.get(3).atNanos() - start) / 1_000_000;
      assertTrue(lastMs >= 290, "four calls at 10/s across both hosts arrived within " + lastMs + " ms");
      ctx.completeNow();
    })));
  }

  @Test
  void failsFastWhenTheRateLimitTurnComesAfterTheDeadline(VertxTestContext ctx) {
    UpstreamClient client = client(null, Map.of(), 0.5, 1, 5000, 0);
    client.send(UpstreamRequest.get("/a"))
      .compose(first -> client.send(UpstreamRequest.get("/b").timeout(Duration.ofMillis(300))))
      .onComplete(ctx.failing(err -> ctx.verify(() -> {
        ProviderException e = failure(err);
        assertEquals(Failure.RATE_LIMITED, e.failure());
        assertEquals(2L, e.retryAfterSeconds());
        assertEquals(1, seen.size());
        ctx.completeNow();
      })));
  }

  @Test
  void retriesAServerErrorThenSucceeds(VertxTestContext ctx) {
    AtomicInteger hits = new AtomicInteger();
    upstream = req -> req.response().setStatusCode(hits.incrementAndGet() == 1 ? 500 : 200).end("{}");
    client(2).send(UpstreamRequest.get("/series"))
      .onComplete(ctx.succeeding(response -> ctx.verify(() -> {
        assertEquals(200, response.status());
        assertEquals(2, seen.size());
        ctx.completeNow();
      })));
  }

  @Test
  void waitsAsLongAsRetryAfterAsks(VertxTestContext ctx) {
    AtomicInteger hits = new AtomicInteger();
    upstream = req -> {
      if (hits.incrementAndGet() == 1) req.response().setStatusCode(503).putHeader("Retry-After", "1").end();
      else req.response().end("{}");
    };
    client(null, Map.of(), 0, 1, 500, 1).send(UpstreamRequest.get("/series").timeout(Duration.ofSeconds(3)))
      .onComplete(ctx.succeeding(response -> ctx.verify(() -> {
        assertEquals(200, response.status());
        long waitedMs = (seen.get(1).atNanos() - seen.get(0).atNanos()) / 1_000_000;
        assertTrue(waitedMs >= 950, "waited " + waitedMs + " ms");
        ctx.completeNow();
      })));
  }

  @Test
  void reportsRateLimitedWhenTheUpstreamKeepsSaying429(VertxTestContext ctx) {
    upstream = req -> req.response().setStatusCode(429).putHeader("Retry-After", "1").end();
    client(null, Map.of(), 0, 1, 500, 1).send(UpstreamRequest.get("/series").timeout(Duration.ofSeconds(3)))
      .onComplete(ctx.failing(err -> ctx.verify(() -> {
        ProviderException e = failure(err);
        assertEquals(Failure.RATE_LIMITED, e.failure());
        assertEquals(1L, e.retryAfterSeconds());
        assertTrue(e.getMessage().contains(SOURCE));
        assertEquals(2, seen.size());
        ctx.completeNow();
      })));
  }

  @Test
  void doesNotRetryWhenRetryAfterPassesTheDeadline(VertxTestContext ctx) {
    upstream = req -> req.response().setStatusCode(503).putHeader("Retry-After", "120").end();
    client(3).send(UpstreamRequest.get("/series").timeout(Duration.ofSeconds(2)))
      .onComplete(ctx.failing(err -> ctx.verify(() -> {
        ProviderException e = failure(err);
        assertEquals(Failure.UPSTREAM_UNAVAILABLE, e.failure());
        assertEquals(503, e.details().getInteger("status"));
        assertEquals("stats", e.details().getString("upstream"));
        assertEquals(1, seen.size());
        ctx.completeNow();
      })));
  }

  @Test
  void timesOutASilentUpstream(VertxTestContext ctx) {
    upstream = req -> { };
    assertTimesOutAt200Ms(ctx);
  }

  @Test
  void timesOutABodyThatStopsHalfway(VertxTestContext ctx) {
    upstream = req -> req.response().setChunked(true).write("{\"observations\": [");
    assertTimesOutAt200Ms(ctx);
  }

  /** A call with a 200 ms timeout and no retries fails as a timeout well before two seconds. */
  private void assertTimesOutAt200Ms(VertxTestContext ctx) {
    long start = System.nanoTime();
    client(null, Map.of(), 0, 1, 200, 0).send(UpstreamRequest.get("/series"))
      .onComplete(ctx.failing(err -> ctx.verify(() -> {
        assertEquals(Failure.TIMEOUT, failure(err).failure());
        long tookMs = (System.nanoTime() - start) / 1_000_000;
        assertTrue(tookMs < 2000, "took " + tookMs + " ms");
        ctx.completeNow();
      })));
  }

  @Test
  void opensTheCircuitAfterRepeatedFailuresAndThenFailsFast(VertxTestContext ctx) {
    upstream = req -> req.response().setStatusCode(500).end();
    UpstreamClient client = client(0);
    Future<Void> chain = Future.succeededFuture();
    for (int i = 0; i < 5; i++) {
      chain = chain.compose(v -> client.send(UpstreamRequest.get("/series")).transform(ar -> {
        ctx.verify(() -> assertEquals(Failure.UPSTREAM_UNAVAILABLE, failure(ar.cause()).failure()));
        return Future.<Void>succeededFuture();
      }));
    }
    chain.compose(v -> client.send(UpstreamRequest.get("/series")))
      .onComplete(ctx.failing(err -> ctx.verify(() -> {
        ProviderException e = failure(err);
        assertEquals(Failure.UPSTREAM_UNAVAILABLE, e.failure());
        assertEquals(SOURCE + " is unavailable (circuit open)", e.getMessage());
        assertTrue(e.retryAfterSeconds() > 0);
        assertEquals(5, seen.size());
        assertEquals(1.0,
          registry.get("gatehouse.upstream.circuit.open").tag("upstream", "example.stats").gauge().value());
        assertEquals(5, registry.get("gatehouse.upstream.requests").tag("outcome", "server_error").timer().count());
        ctx.completeNow();
      })));
  }

  /** A 5xx whose body names a fault of one part behind the upstream, as VIES names a member state's. */
  private static UpstreamRequest readingPartFaults() {
    return UpstreamRequest.get("/series").acceptServerError(r -> r.body().toString().contains("PART_DOWN"));
  }

  @Test
  void takesAnAcceptedServerErrorAsAnAnswerNeitherRetriedNorOpeningTheCircuit(VertxTestContext ctx) {
    upstream = req -> req.response().setStatusCode(500).end("{\"error\":\"PART_DOWN\"}");
    UpstreamClient client = client(2);
    Future<Void> chain = Future.succeededFuture();
    for (int i = 0; i < 6; i++) {
      chain = chain.compose(v -> client.send(readingPartFaults()).map(response -> {
        ctx.verify(() -> {
          assertEquals(500, response.status());
          assertEquals("{\"error\":\"PART_DOWN\"}", response.body().toString());
        });
        return null;
      }));
    }
    chain.compose(v -> {
      upstream = req -> req.response().end("{}");
      return client.send(UpstreamRequest.get("/series"));
    }).onComplete(ctx.succeeding(response -> ctx.verify(() -> {
      assertEquals(200, response.status());
      assertEquals(7, seen.size(), "one attempt each, and the circuit still closed");
      assertEquals(0.0,
        registry.get("gatehouse.upstream.circuit.open").tag("upstream", "example.stats").gauge().value());
      assertEquals(6, registry.get("gatehouse.upstream.requests").tag("outcome", "server_error").timer().count());
      ctx.completeNow();
    })));
  }

  @Test
  void aServerErrorTheRequestDoesNotAcceptFailsAndIsRetriedAsBefore(VertxTestContext ctx) {
    upstream = req -> req.response().setStatusCode(503).end("{\"error\":\"ALL_DOWN\"}");
    client(1).send(readingPartFaults())
      .onComplete(ctx.failing(err -> ctx.verify(() -> {
        assertEquals(Failure.UPSTREAM_UNAVAILABLE, failure(err).failure());
        assertEquals(503, failure(err).details().getInteger("status"));
        assertEquals(2, seen.size());
        ctx.completeNow();
      })));
  }

  @Test
  void aServerErrorTheTestCannotReadIsNoAnswer(VertxTestContext ctx) {
    upstream = req -> req.response().setStatusCode(500).end("<html>");
    client(0).send(UpstreamRequest.get("/series").acceptServerError(r -> r.json() != null))
      .onComplete(ctx.failing(err -> ctx.verify(() -> {
        assertEquals(Failure.UPSTREAM_UNAVAILABLE, failure(err).failure());
        assertEquals(500, failure(err).details().getInteger("status"));
        ctx.completeNow();
      })));
  }

  @Test
  void neitherRetriesNorCachesPost(VertxTestContext ctx) {
    AtomicInteger hits = new AtomicInteger();
    upstream = req -> req.body().onSuccess(body ->
      req.response().setStatusCode(hits.incrementAndGet() == 1 ? 500 : 200).end(body));
    UpstreamClient client = client(3);
    UpstreamRequest post = UpstreamRequest.of("POST", "/search").body(Buffer.buffer("{\"q\":1}"))
      .cacheTtl(Duration.ofMinutes(5));
    client.send(post).transform(ar -> {
      ctx.verify(() -> {
        assertEquals(Failure.UPSTREAM_UNAVAILABLE, failure(ar.cause()).failure());
        assertEquals(1, seen.size());
      });
      return client.send(post);
    })
      .compose(first -> client.send(post))
      .onComplete(ctx.succeeding(second -> ctx.verify(() -> {
        assertEquals("{\"q\":1}", second.body().toString());
        assertEquals(Source.OK, second.source().status());
        assertEquals(3, seen.size());
        assertTrue(seen.stream().allMatch(s -> s.method().equals("POST")));
        ctx.completeNow();
      })));
  }

  @Test
  void refusesBodiesOverTheLimit(VertxTestContext ctx) {
    Buffer huge = Buffer.buffer(new byte[32 * 1024 * 1024 + 1]);
    upstream = req -> req.response().end(huge);
    client(0).send(UpstreamRequest.get("/dump"))
      .onComplete(ctx.failing(err -> ctx.verify(() -> {
        ProviderException e = failure(err);
        assertEquals(Failure.UPSTREAM_UNAVAILABLE, e.failure());
        assertTrue(e.getMessage().contains("too large"), e.getMessage());
        ctx.completeNow();
      })));
  }

  @Test
  void reportsAnUnreachableUpstream(Vertx vertx, VertxTestContext ctx) {
    UpstreamClients unreachable = UpstreamClients.create(vertx,
      UpstreamOverrides.parse("api.example.test=http://127.0.0.1:1"), name -> Optional.empty(), null);
    unreachable.client("example", new UpstreamSpec("stats", SOURCE, ORIGINAL, null, Map.of(), 0, 1, null, 500, 1))
      .send(UpstreamRequest.get("/series"))
      .onComplete(ctx.failing(err -> ctx.verify(() -> {
        ProviderException e = failure(err);
        assertEquals(Failure.UPSTREAM_UNAVAILABLE, e.failure());
        assertEquals(SOURCE + " is unreachable: the connection was refused", e.getMessage());
        unreachable.close().onComplete(ctx.succeedingThenComplete());
      })));
  }

  @Test
  void returnsTheSameClientForTheSameUpstream() {
    UpstreamSpec spec = new UpstreamSpec("stats", SOURCE, ORIGINAL, null, Map.of(), 0, 1, null, 500, 0);
    assertTrue(clients.client("example", spec) == clients.client("example", spec));
    assertFalse(clients.client("example", spec) == clients.client("other", spec));
  }
}
