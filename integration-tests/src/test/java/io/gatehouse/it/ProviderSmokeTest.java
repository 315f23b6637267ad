package io.gatehouse.it;

import io.gatehouse.gateway.catalog.CatalogOperation;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.TestInstance;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every operation of one provider, called once over REST through a whole gateway against fixtures:
 * subclasses name the provider and the credentials its upstreams need.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class ProviderSmokeTest {

  private final String providerId;
  private final Map<String, String> env;
  private Vertx vertx;
  private ProviderSmoke smoke;

  protected ProviderSmokeTest(String providerId, Map<String, String> env) {
    this.providerId = providerId;
    this.env = env;
  }

  @BeforeAll
  void start() throws Exception {
    vertx = Vertx.vertx();
    Path dir = Files.createTempDirectory("smoke-" + providerId);
    smoke = ProviderSmoke.start(vertx, dir, providerId, env).toCompletionStage().toCompletableFuture()
      .get(60, TimeUnit.SECONDS);
  }

  @AfterAll
  void stop() throws Exception {
    if (smoke != null) smoke.close().toCompletionStage().toCompletableFuture().get(30, TimeUnit.SECONDS);
    vertx.close().toCompletionStage().toCompletableFuture().get(30, TimeUnit.SECONDS);
  }

  @TestFactory
  Stream<DynamicTest> everyOperationAnswersOverRest() {
    return smoke.operations().stream()
      .filter(op -> !op.spec().computed())
      .map(op -> DynamicTest.dynamicTest(op.toolName(), () -> check(op)));
  }

  private void check(CatalogOperation op) throws Exception {
    var response = smoke.callRest(op).toCompletionStage().toCompletableFuture().get(30, TimeUnit.SECONDS);
    assertEquals(200, response.statusCode(), op.toolName() + ": " + response.bodyAsString());
    JsonObject body = response.bodyAsJsonObject();
    assertTrue(body.containsKey("data"), op.toolName() + " has data");
    JsonObject source = body.getJsonArray("sources").getJsonObject(0);
    assertEquals(op.manifest().upstreams().get(op.spec().request().upstream()).source(), source.getString("name"));
    assertFalse(source.getString("url").contains("127.0.0.1"), "sources name the real upstream");
    assertTrue(smoke.upstreamHits(op) >= 1, op.toolName() + " reached its upstream path");
  }
}
