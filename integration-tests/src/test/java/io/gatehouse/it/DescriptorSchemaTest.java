package io.gatehouse.it;

import io.gatehouse.gateway.Gateway;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.client.HttpResponse;
import io.vertx.ext.web.client.WebClient;
import io.vertx.json.schema.Draft;
import io.vertx.json.schema.JsonSchema;
import io.vertx.json.schema.JsonSchemaOptions;
import io.vertx.json.schema.OutputFormat;
import io.vertx.json.schema.OutputUnit;
import io.vertx.json.schema.Validator;
import io.vertx.junit5.VertxExtension;
import io.vertx.junit5.VertxTestContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Both products' descriptors validate against the MCP registry's server schema of 2025-12-11, and
 * their website is their page of the gateway's portal.
 */
@ExtendWith(VertxExtension.class)
class DescriptorSchemaTest {

  /** The registry schema is reference material kept beside the repository, not in it. */
  private static final Path SCHEMA = Path.of("..", "..", "shared", "schemas", "server.schema.2025-12-11.json");
  private static final String BASE_URL = "https://gateway.example.com";

  @TempDir
  Path dir;

  private Gateway gateway;

  @BeforeEach
  void start(Vertx vertx, VertxTestContext ctx) {
    ConfiguredGateway.start(vertx, dir, Map.of("GATEHOUSE_BASE_URL", BASE_URL))
      .onComplete(ctx.succeeding(g -> {
        gateway = g;
        ctx.completeNow();
      }));
  }

  @AfterEach
  void stop(VertxTestContext ctx) {
    (gateway == null ? Future.<Void>succeededFuture() : gateway.stop()).onComplete(ctx.succeedingThenComplete());
  }

  @ParameterizedTest
  @ValueSource(strings = {"/v1/server.json", "/api/v1/server.json"})
  void descriptorValidates(String path, Vertx vertx, VertxTestContext ctx) throws Exception {
    assumeTrue(Files.isRegularFile(SCHEMA), "registry schema not found at " + SCHEMA.toAbsolutePath());
    JsonObject schema = new JsonObject(Files.readString(SCHEMA));
    Validator validator = Validator.create(JsonSchema.of(schema), new JsonSchemaOptions()
      .setDraft(Draft.DRAFT7).setBaseUri("https://static.modelcontextprotocol.io/").setOutputFormat(OutputFormat.Basic));
    // the descriptor is read on the gateway's own port; its URLs come from GATEHOUSE_BASE_URL
    WebClient client = WebClient.create(vertx);
    client.get(gateway.port(), "127.0.0.1", path).send()
      .compose(r -> client.get(gateway.port(), "127.0.0.1", "/portal/api/products").send()
        .map(products -> Map.entry(r, products.bodyAsJsonObject())))
      .onComplete(ctx.succeeding(answers -> ctx.verify(() -> {
        HttpResponse<Buffer> r = answers.getKey();
        assertEquals(200, r.statusCode());
        JsonObject descriptor = r.bodyAsJsonObject();
        // the website is the product's page of the portal at the base URL: #/<id of a portal product>
        String website = descriptor.getString("websiteUrl");
        assertTrue(website.startsWith(BASE_URL + "/#/"), website);
        String product = website.substring((BASE_URL + "/#/").length());
        assertTrue(answers.getValue().getJsonArray("products").stream()
          .anyMatch(p -> ((JsonObject) p).getString("id").equals(product)
            && descriptor.getString("title").equals(((JsonObject) p).getString("title"))), website);
        OutputUnit result = validator.validate(descriptor);
        assertTrue(result.getValid(), () -> path + " is invalid: " + result.getErrors());
        JsonObject remote = descriptor.getJsonArray("remotes").getJsonObject(0);
        String url = remote.getString("url");
        assertTrue(url.startsWith(BASE_URL + "/"), url);
        JsonObject header = remote.getJsonArray("headers").getJsonObject(0);
        assertTrue(header.getJsonObject("variables").containsKey("api_key"), header.encode());
        // the Public Data product's published descriptor names api_key at the remote too
        assertEquals(path.startsWith("/api/"), remote.getJsonObject("variables", new JsonObject()).containsKey("api_key"),
          remote.encode());
        ctx.completeNow();
      })));
  }
}
