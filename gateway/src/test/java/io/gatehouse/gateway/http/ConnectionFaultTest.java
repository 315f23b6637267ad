package io.gatehouse.gateway.http;

import io.gatehouse.gateway.Gateway;
import io.gatehouse.gateway.config.GatewayConfig;
import io.gatehouse.gateway.testing.TestGateway;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonObject;
import io.vertx.core.net.NetClient;
import io.vertx.core.net.NetSocket;
import io.vertx.ext.web.client.WebClient;
import io.vertx.junit5.Timeout;
import io.vertx.junit5.VertxExtension;
import io.vertx.junit5.VertxTestContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Hostile connections cost what they should: idle and slow-header sockets are closed at their timeouts
 * while a quiet SSE stream lives on, and connections past a client address's limit are refused.
 */
@ExtendWith(VertxExtension.class)
class ConnectionFaultTest {

  private static final long HEADER_TIMEOUT_MS = 300;
  private static final long IDLE_TIMEOUT_MS = 600;
  private static final int IDLE_SOCKETS = 150;
  private static final int SLOW_HEADER_SOCKETS = 150;
  private static final String REV = "2025-11-25";

  @TempDir
  Path dir;

  private final PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
  private Gateway gateway;
  private NetClient net;

  private Future<Gateway> start(Vertx vertx, JsonObject limits) throws Exception {
    Files.createDirectories(dir.resolve("plugins"));
    JsonObject config = TestGateway.openServerConfig(dir.resolve("data"), dir.resolve("plugins"));
    config.getJsonObject("http").mergeIn(limits);
    net = vertx.createNetClient();
    return Gateway.start(vertx, GatewayConfig.fromJson(config, Map.of()), registry).onSuccess(g -> gateway = g);
  }

  @AfterEach
  void stop(VertxTestContext ctx) {
    (gateway == null ? Future.<Void>succeededFuture() : gateway.stop()).onComplete(ctx.succeedingThenComplete());
  }

  @Test
  @Timeout(value = 30, timeUnit = TimeUnit.SECONDS)
  void idleAndSlowHeaderSocketsAreClosedWhileAQuietStreamLives(Vertx vertx, VertxTestContext ctx) throws Exception {
    WebClient web = WebClient.create(vertx);
    boolean[] streamClosed = {false};
    start(vertx, new JsonObject().put("headerTimeoutMs", HEADER_TIMEOUT_MS).put("idleTimeoutMs", IDLE_TIMEOUT_MS))
      .compose(g -> web.postAbs(g.baseUrl() + "/test/mcp").putHeader("Accept", "application/json, text/event-stream")
        .sendJsonObject(new JsonObject().put("jsonrpc", "2.0").put("id", 1).put("method", "initialize")
          .put("params", new JsonObject().put("protocolVersion", REV).put("capabilities", new JsonObject())
            .put("clientInfo", new JsonObject().put("name", "test").put("version", "1")))))
      .compose(init -> {
        String session = init.getHeader("MCP-Session-Id");
        // a GET stream: primed, then nothing on it for longer than the idle timeout
        return connect().compose(stream -> {
          Promise<NetSocket> primed = Promise.promise();
          stream.handler(data -> primed.tryComplete(stream));
          stream.closeHandler(v -> streamClosed[0] = true);
          stream.write(head("GET /test/mcp", "Accept: text/event-stream\r\nMCP-Session-Id: " + session
            + "\r\nMCP-Protocol-Version: " + REV) + "\r\n");
          return primed.future();
        }).compose(stream -> {
          long opened = System.nanoTime();
          List<Future<Long>> closed = new ArrayList<>();
          // a keep-alive connection that made one request and then fell silent
          closed.add(connect().compose(keepAlive -> {
            Future<Long> gone = closedAfter(keepAlive, System.nanoTime());
            keepAlive.write(head("GET /health/live", "") + "\r\n");
            return gone;
          }));
          for (int i = 0; i < IDLE_SOCKETS; i++) {
            closed.add(connect().compose(idle -> closedAfter(idle, System.nanoTime())));
          }
          for (int i = 0; i < SLOW_HEADER_SOCKETS; i++) {
            closed.add(connect().compose(slow -> {
              Future<Long> gone = closedAfter(slow, System.nanoTime());
              slow.write("GET /health/live HTTP/1.1\r\n");
              // a header line now and then: trickling bytes must not extend the timeout
              long trickle = vertx.setPeriodic(50, t -> slow.write("X-Slow: 1\r\n"));
              return gone.andThen(ar -> vertx.cancelTimer(trickle));
            }));
          }
          return Future.all(closed).map(all -> {
            ctx.verify(() -> {
              for (int i = 1; i < closed.size(); i++) {
                long ms = closed.get(i).result();
                // the server's clock starts at accept, before this client hears its connect succeed, so
                // under load the time seen here can fall well short of the timeout (144 ms of 300 seen on a
                // busy machine): only "not at once" is sure
                assertTrue(ms >= HEADER_TIMEOUT_MS / 4 && ms < HEADER_TIMEOUT_MS + 5_000, "closed after " + ms + " ms");
              }
              assertTrue(closed.get(0).result() >= IDLE_TIMEOUT_MS - 20, "the keep-alive connection is closed only when idle");
              assertTrue((System.nanoTime() - opened) / 1_000_000 > IDLE_TIMEOUT_MS, "the stream was quiet long enough");
              assertFalse(streamClosed[0], "a live SSE stream is not cut");
            });
            return stream;
          }).compose(s -> {
            // the stream is still the server's: ending the session ends it
            Promise<Void> ended = Promise.promise();
            s.handler(data -> {
              if (data.toString().contains("0\r\n\r\n")) ended.tryComplete();
            });
            return web.deleteAbs(gateway.baseUrl() + "/test/mcp").putHeader("MCP-Session-Id", session)
              .putHeader("MCP-Protocol-Version", REV).send().compose(r -> ended.future());
          });
        });
      })
      .onComplete(ctx.succeeding(v -> ctx.verify(() -> {
        assertEquals(IDLE_SOCKETS + SLOW_HEADER_SOCKETS, count("http.server.connections.timed.out", "phase", "header"));
        assertTrue(count("http.server.connections.timed.out", "phase", "idle") >= 1);
        ctx.completeNow();
      })));
  }

  @Test
  void connectionsPastTheAddressLimitAreRefused(Vertx vertx, VertxTestContext ctx) throws Exception {
    int limit = 5;
    start(vertx, new JsonObject().put("maxConnectionsPerAddress", limit))
      .compose(g -> {
        List<Future<NetSocket>> admitted = new ArrayList<>();
        for (int i = 0; i < limit; i++) {
          // each answered, so each is counted before the next one comes
          admitted.add(connect().compose(s -> {
            Promise<NetSocket> answered = Promise.promise();
            s.handler(data -> answered.tryComplete(s));
            s.write(head("GET /health/live", "") + "\r\n");
            return answered.future();
          }));
        }
        return Future.all(admitted);
      })
      .compose(all -> connect().compose(extra -> {
        Promise<String> refused = Promise.promise();
        Buffer got = Buffer.buffer();
        extra.handler(got::appendBuffer);
        extra.closeHandler(v -> refused.complete(got.toString()));
        return refused.future();
      }))
      .onComplete(ctx.succeeding(answer -> ctx.verify(() -> {
        assertTrue(answer.startsWith("HTTP/1.1 503"), answer);
        assertEquals(1, count("http.server.connections.refused", "limit", "address"));
        assertEquals(0, count("http.server.connections.refused", "limit", "process"));
        assertEquals(limit, registry.get("http.server.connections.open").gauge().value());
        ctx.completeNow();
      })));
  }

  private Future<NetSocket> connect() {
    return net.connect(gateway.port(), "127.0.0.1");
  }

  /** Milliseconds from {@code since} until the server closes the socket. */
  private static Future<Long> closedAfter(NetSocket socket, long since) {
    Promise<Long> closed = Promise.promise();
    socket.closeHandler(v -> closed.complete((System.nanoTime() - since) / 1_000_000));
    return closed.future();
  }

  private static String head(String requestLine, String headers) {
    return requestLine + " HTTP/1.1\r\nHost: 127.0.0.1\r\n" + (headers.isEmpty() ? "" : headers + "\r\n");
  }

  private double count(String name, String tag, String value) {
    return registry.get(name).tag(tag, value).counter().count();
  }
}
