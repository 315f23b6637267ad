package io.gatehouse.it;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import io.gatehouse.gateway.Gateway;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.client.HttpRequest;
import io.vertx.ext.web.client.HttpResponse;
import io.vertx.ext.web.client.WebClient;
import io.vertx.junit5.VertxExtension;
import io.vertx.junit5.VertxTestContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.slf4j.LoggerFactory;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Bad requests to the shipped gateway: each is answered with its status (a problem document on plain HTTP), each
 * is counted in /metrics, and none logs an error or a stack trace.
 */
@ExtendWith(VertxExtension.class)
class RouterFailuresTest {

  private static final Pattern COUNT = Pattern.compile(
    "^http_server_requests_seconds_count\\{code=\"(\\d+)\",method=\"(\\w+)\",route=\"[^\"]*\"} (\\d+)", Pattern.MULTILINE);
  private static final String PROBLEM = "application/problem+json";

  /** A request, the status it must get, and whether its answer is a problem document (MCP answers JSON-RPC). */
  private record Bad(HttpMethod method, String path, boolean keyed, String body, int status, boolean problem) {
  }

  private static final List<Bad> BAD = List.of(
    new Bad(HttpMethod.GET, "/api/v1/fred/unknown", true, null, 404, true),
    new Bad(HttpMethod.GET, "/api/v1/nope/anything", true, null, 404, true),
    new Bad(HttpMethod.GET, "/no/such/path", false, null, 404, true),
    new Bad(HttpMethod.DELETE, "/api/v1/fred/categories/1", true, null, 405, true),
    new Bad(HttpMethod.PUT, "/api/v1/openapi.json", false, null, 405, true),
    new Bad(HttpMethod.POST, "/api/v1/entities/match", true, "{bad", 400, true),
    new Bad(HttpMethod.POST, "/api/v1/entities/match", true, "[1, 2]", 400, true),
    new Bad(HttpMethod.POST, "/api/v1/entities/match", true, "{\"name\": 1}", 400, true),
    new Bad(HttpMethod.POST, "/api/v1/entities/match", true, "x".repeat(1_100_000), 413, true),
    new Bad(HttpMethod.GET, "/api/v1/fred/categories/abc", true, null, 400, true),
    new Bad(HttpMethod.GET, "/api/v1/fred/categories/-1", true, null, 400, true),
    new Bad(HttpMethod.GET, "/api/v1/fred/categories/1?limit=ten", true, null, 400, true),
    new Bad(HttpMethod.GET, "/api/v1/fred/categories/1?q=%zz", true, null, 400, true),
    new Bad(HttpMethod.GET, "/api/v1/fred/categories/%zz", true, null, 400, true),
    new Bad(HttpMethod.GET, "/api/v1/fred/categories/1", false, null, 401, true),
    new Bad(HttpMethod.POST, "/api/v1/auth/register", false, "{bad", 400, true),
    new Bad(HttpMethod.POST, "/api/v1/data/query", true, "{bad", 400, false));

  @TempDir
  Path dir;

  private final ListAppender<ILoggingEvent> log = new ListAppender<>();
  private final Logger root = (Logger) LoggerFactory.getLogger(Logger.ROOT_LOGGER_NAME);
  private Gateway gateway;
  private WebClient client;
  private String key;

  @BeforeEach
  void start(Vertx vertx, VertxTestContext ctx) {
    client = WebClient.create(vertx);
    ConfiguredGateway.start(vertx, dir, Map.of())
      .compose(g -> {
        gateway = g;
        return client.postAbs(g.baseUrl() + "/api/v1/auth/register")
          .sendJsonObject(new JsonObject().put("email", "ops@example.com").put("name", "Ops"));
      })
      .onComplete(ctx.succeeding(r -> {
        key = r.bodyAsJsonObject().getString("api_key");
        log.start();
        root.addAppender(log);
        ctx.completeNow();
      }));
  }

  @AfterEach
  void stop(VertxTestContext ctx) {
    root.detachAppender(log);
    (gateway == null ? Future.<Void>succeededFuture() : gateway.stop()).onComplete(ctx.succeedingThenComplete());
  }

  @Test
  void eachIsAnsweredCountedAndLoggedWithoutAStackTrace(VertxTestContext ctx) {
    Map<String, Integer> expected = new TreeMap<>();
    metrics().compose(before -> {
      // the scrape itself is counted once it has ended
      expected.merge("GET 200", 1, Integer::sum);
      Future<Void> sent = Future.succeededFuture();
      for (Bad bad : BAD) {
        sent = sent.compose(v -> send(bad)).map(r -> {
          ctx.verify(() -> {
            String what = bad.method() + " " + bad.path();
            assertEquals(bad.status(), r.statusCode(), what + ": " + r.bodyAsString());
            if (bad.problem()) assertEquals(PROBLEM, r.getHeader("Content-Type"), what);
          });
          expected.merge(bad.method() + " " + bad.status(), 1, Integer::sum);
          return null;
        });
      }
      return sent.compose(v -> metrics()).map(after -> difference(after, before));
    }).onComplete(ctx.succeeding(counted -> ctx.verify(() -> {
      List<String> logged = new ArrayList<>();
      for (ILoggingEvent event : log.list) {
        if (event.getLevel().isGreaterOrEqual(Level.ERROR) || event.getThrowableProxy() != null) {
          logged.add(event.getLevel() + " " + event.getLoggerName() + ": " + event.getFormattedMessage());
        }
      }
      assertEquals(List.of(), logged, "no error and no stack trace logged");
      assertEquals(expected, counted, "every request is in /metrics");
      ctx.completeNow();
    })));
  }

  private Future<HttpResponse<Buffer>> send(Bad bad) {
    HttpRequest<Buffer> request = client.requestAbs(bad.method(), gateway.baseUrl() + bad.path());
    if (bad.keyed()) request.putHeader("X-API-Key", key);
    if (bad.body() == null) return request.send();
    return request.putHeader("Content-Type", "application/json").putHeader("Accept", "application/json, text/event-stream")
      .sendBuffer(Buffer.buffer(bad.body()));
  }

  /** The requests counted so far, by method and code. */
  private Future<Map<String, Integer>> metrics() {
    return client.getAbs(gateway.baseUrl() + "/metrics").send().map(r -> {
      Map<String, Integer> counts = new TreeMap<>();
      Matcher m = COUNT.matcher(r.bodyAsString());
      while (m.find()) counts.merge(m.group(2) + " " + m.group(1), (int) Double.parseDouble(m.group(3)), Integer::sum);
      return counts;
    });
  }

  private static Map<String, Integer> difference(Map<String, Integer> after, Map<String, Integer> before) {
    Map<String, Integer> counted = new TreeMap<>();
    after.forEach((series, n) -> {
      int added = n - before.getOrDefault(series, 0);
      if (added > 0) counted.put(series, added);
    });
    return counted;
  }
}
