package io.gatehouse.it;

import io.gatehouse.gateway.Gateway;
import io.gatehouse.gateway.testing.FakeUpstream;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.client.HttpResponse;
import io.vertx.ext.web.client.WebClient;
import io.vertx.junit5.VertxExtension;
import io.vertx.junit5.VertxTestContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** SEC EDGAR through the gateway's REST routes against a fake data.sec.gov, www.sec.gov and efts.sec.gov. */
@ExtendWith(VertxExtension.class)
class SecUpstreamTest {

  private static final String AGENT = "Gatehouse tests ops@example.com";
  private static final String NO_SUCH_KEY = """
    <?xml version="1.0" encoding="UTF-8"?>
    <Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>""";
  private static final String TICKERS = """
    {"0":{"cik_str":320193,"ticker":"AAPL","title":"Apple Inc."},
     "1":{"cik_str":1067983,"ticker":"BRK-B","title":"BERKSHIRE HATHAWAY INC"}}""";

  private final List<RedirectedGateway.Seen> seen = new CopyOnWriteArrayList<>();
  private final List<Gateway> gateways = new ArrayList<>();
  private FakeUpstream fake;
  private WebClient client;
  @TempDir
  Path dir;

  @BeforeEach
  void startFake(Vertx vertx, VertxTestContext ctx) {
    client = WebClient.create(vertx);
    fake = FakeUpstream.create(vertx)
      .get("/submissions/:file", rc -> answer(rc, 200, "application/json", "{\"cik\":\"320193\",\"name\":\"Apple Inc.\"}"))
      .get("/api/xbrl/companyfacts/:file", rc -> answer(rc, 404, "application/xml", NO_SUCH_KEY))
      .get("/Archives/edgar/data/:cik/index.json", rc -> answer(rc, 403, "text/html", "<html>Your Request Originates from an Undeclared Automated Tool</html>"))
      .get("/LATEST/search-index", rc -> answer(rc, 200, "application/json", "{\"hits\":{\"total\":{\"value\":0},\"hits\":[]}}"))
      .get("/cgi-bin/browse-edgar", rc -> answer(rc, 200, "application/atom+xml", "<feed xmlns=\"http://www.w3.org/2005/Atom\"/>"))
      .get("/files/company_tickers.json", rc -> answer(rc, 200, "application/json", TICKERS));
    fake.start(vertx).onComplete(ctx.succeedingThenComplete());
  }

  @AfterEach
  void stop(VertxTestContext ctx) {
    Future.all(gateways.stream().map(Gateway::stop).toList())
      .compose(v -> fake.close())
      .onComplete(ctx.succeedingThenComplete());
  }

  @Test
  void callsCarryTheConfiguredUserAgentAndATenDigitCik(Vertx vertx, VertxTestContext ctx) {
    gateway(vertx, Map.of("SEC_USER_AGENT", AGENT))
      .compose(g -> get(g, "/api/v1/sec/companies/320193/submissions"))
      .onComplete(ctx.succeeding(response -> ctx.verify(() -> {
        assertEquals(200, response.statusCode(), response.bodyAsString());
        assertEquals("/submissions/CIK0000320193.json", seen.get(0).path());
        assertEquals(AGENT, seen.get(0).headers().get("User-Agent"));
        JsonObject source = response.bodyAsJsonObject().getJsonArray("sources").getJsonObject(0);
        assertEquals("SEC EDGAR", source.getString("name"));
        assertEquals("https://data.sec.gov/submissions/CIK0000320193.json", source.getString("url"));
        ctx.completeNow();
      })));
  }

  @Test
  void aMissingUserAgentAnswers503NamingTheVariableWithoutCallingSec(Vertx vertx, VertxTestContext ctx) {
    gateway(vertx, Map.of())
      .compose(g -> get(g, "/api/v1/sec/companies/320193/submissions"))
      .onComplete(ctx.succeeding(response -> ctx.verify(() -> {
        assertEquals(503, response.statusCode());
        JsonObject problem = response.bodyAsJsonObject();
        assertTrue(problem.getString("type").endsWith("/missing-credential"), problem.encode());
        assertEquals("SEC_USER_AGENT", problem.getString("variable"));
        assertTrue(seen.isEmpty(), "SEC is not called without a User-Agent");
        ctx.completeNow();
      })));
  }

  @Test
  void anUnknownFilerIsANotFoundProblem(Vertx vertx, VertxTestContext ctx) {
    gateway(vertx, Map.of("SEC_USER_AGENT", AGENT))
      .compose(g -> get(g, "/api/v1/sec/companies/9999999999/facts"))
      .onComplete(ctx.succeeding(response -> ctx.verify(() -> {
        assertEquals(404, response.statusCode());
        assertTrue(response.bodyAsJsonObject().getString("type").endsWith("/not-found"));
        ctx.completeNow();
      })));
  }

  @Test
  void secRefusingTheCallerIsAnUpstreamRejectedProblem(Vertx vertx, VertxTestContext ctx) {
    gateway(vertx, Map.of("SEC_USER_AGENT", AGENT))
      .compose(g -> get(g, "/api/v1/sec/archives/320193"))
      .onComplete(ctx.succeeding(response -> ctx.verify(() -> {
        assertEquals(502, response.statusCode());
        JsonObject problem = response.bodyAsJsonObject();
        assertTrue(problem.getString("type").endsWith("/upstream-rejected"), problem.encode());
        assertEquals(403, problem.getInteger("upstream_status"));
        ctx.completeNow();
      })));
  }

  @Test
  void pagingReachesEdgarUnderItsOwnNames(Vertx vertx, VertxTestContext ctx) {
    gateway(vertx, Map.of("SEC_USER_AGENT", AGENT))
      .compose(g -> get(g, "/api/v1/sec/search?q=going%20concern&forms=10-K&offset=200")
        .compose(search -> get(g, "/api/v1/sec/filings/feed?limit=20&offset=40").map(feed -> List.of(search, feed))))
      .onComplete(ctx.succeeding(responses -> ctx.verify(() -> {
        responses.forEach(r -> assertEquals(200, r.statusCode(), r.bodyAsString()));
        var search = seen.get(0).query();
        assertEquals("going concern", search.get("q"));
        assertEquals("10-K", search.get("forms"));
        assertEquals("200", search.get("from"));
        var feed = seen.get(1).query();
        assertEquals("getcurrent", feed.get("action"));
        assertEquals("20", feed.get("count"));
        assertEquals("40", feed.get("start"));
        assertEquals("atom", feed.get("output"));
        assertTrue(responses.get(1).bodyAsJsonObject().getString("data").startsWith("<feed"), "Atom is passed on as text");
        ctx.completeNow();
      })));
  }

  @Test
  void theCompanyLookupResolvesATickerToItsCik(Vertx vertx, VertxTestContext ctx) {
    gateway(vertx, Map.of("SEC_USER_AGENT", AGENT))
      .compose(g -> get(g, "/api/v1/sec/companies/lookup?query=BRK.B"))
      .onComplete(ctx.succeeding(response -> ctx.verify(() -> {
        assertEquals(200, response.statusCode(), response.bodyAsString());
        JsonObject body = response.bodyAsJsonObject();
        JsonObject match = body.getJsonArray("matches").getJsonObject(0);
        assertEquals(1067983L, match.getLong("cik"));
        assertEquals("0001067983", match.getString("cik_padded"));
        assertEquals("https://www.sec.gov/files/company_tickers.json",
          body.getJsonArray("sources").getJsonObject(0).getString("url"));
        ctx.completeNow();
      })));
  }

  @Test
  void callsBeyondTheBurstAreSpacedToTenPerSecond(Vertx vertx, VertxTestContext ctx) {
    int calls = 13;
    long[] start = new long[1];
    gateway(vertx, Map.of("SEC_USER_AGENT", AGENT))
      .compose(g -> {
        start[0] = System.nanoTime();
        List<Future<HttpResponse<Buffer>>> all = new ArrayList<>();
        // distinct filers so that no answer comes from the cache
        for (int i = 0; i < calls; i++) all.add(get(g, "/api/v1/sec/companies/" + (100 + i) + "/submissions"));
        return Future.all(all).map(done -> all.stream().map(Future::result).toList());
      })
      .onComplete(ctx.succeeding(responses -> ctx.verify(() -> {
        responses.forEach(r -> assertEquals(200, r.statusCode(), r.bodyAsString()));
        assertEquals(calls, seen.size());
        // a burst of 10, then one call every 100 ms: the 13th cannot arrive before 300 ms
        long lastMs = (seen.get(calls - 1).atNanos() - start[0]) / 1_000_000;
        assertTrue(lastMs >= 290, "13 calls reached SEC within " + lastMs + " ms");
        ctx.completeNow();
      })));
  }

  private Future<Gateway> gateway(Vertx vertx, Map<String, String> env) {
    return RedirectedGateway.start(vertx, dir, "sec", fake, env).onSuccess(gateways::add);
  }

  private Future<HttpResponse<Buffer>> get(Gateway gateway, String path) {
    return client.getAbs(gateway.baseUrl() + path).send();
  }

  private void answer(RoutingContext rc, int status, String type, String body) {
    seen.add(RedirectedGateway.Seen.of(rc));
    rc.response().setStatusCode(status).putHeader("Content-Type", type).end(body);
  }
}
