package io.gatehouse.gateway.web;

import io.gatehouse.api.Failure;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpServer;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.client.WebClient;
import io.vertx.junit5.VertxExtension;
import io.vertx.junit5.VertxTestContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every problem type resolves: the gateway serves what it means where the type points. */
@ExtendWith(VertxExtension.class)
class ProblemTypesTest {

  private HttpServer server;
  private WebClient client;

  @BeforeEach
  void start(Vertx vertx, VertxTestContext ctx) {
    Router router = Router.router(vertx);
    new ProblemTypes().mount(router);
    client = WebClient.create(vertx);
    vertx.createHttpServer().requestHandler(router).listen(0, "127.0.0.1").onComplete(ctx.succeeding(s -> {
      server = s;
      ctx.completeNow();
    }));
  }

  @AfterEach
  void stop(VertxTestContext ctx) {
    client.close();
    server.close().onComplete(ctx.succeedingThenComplete());
  }

  @Test
  void everyFailureAProviderReportsHasAPage() {
    for (Failure failure : Failure.values()) {
      assertTrue(ProblemTypes.known(failure.slug()), failure.slug());
    }
    assertTrue(ProblemTypes.known(StoreOutages.TYPE));
  }

  @Test
  void aTypeResolvesToItsPageAndItsJson(VertxTestContext ctx) {
    String type = Problem.type("insufficient-scope");
    client.get(server.actualPort(), "127.0.0.1", type).send()
      .compose(page -> {
        ctx.verify(() -> {
          assertEquals(200, page.statusCode());
          assertTrue(page.getHeader("Content-Type").startsWith("text/html"), page.getHeader("Content-Type"));
          assertTrue(page.bodyAsString().contains("<h1>Insufficient scope</h1>"), page.bodyAsString());
        });
        return client.get(server.actualPort(), "127.0.0.1", type).putHeader("Accept", "application/json").send();
      })
      .compose(json -> {
        ctx.verify(() -> {
          assertEquals(type, json.bodyAsJsonObject().getString("type"));
          assertTrue(json.bodyAsJsonObject().getString("description").contains("required_scope"));
        });
        return client.get(server.actualPort(), "127.0.0.1", Problem.type("no-such-problem")).send();
      })
      .onComplete(ctx.succeeding(unknown -> ctx.verify(() -> {
        assertEquals(404, unknown.statusCode());
        ctx.completeNow();
      })));
  }
}
