package io.gatehouse.it;

import io.gatehouse.gateway.Gateway;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonArray;
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

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Both products' descriptors validate against the MCP registry's server.json rules of 2025-12-11, and
 * their website is their page of the gateway's portal.
 *
 * <p>The rules are the repository's own schema ({@code registry/server-descriptor.schema.json}), so the
 * test runs from a clone alone. A table of broken descriptors shows the schema refuses what the registry
 * refuses; where the registry's published schema lies beside the repository (it is reference material,
 * not kept in it), every descriptor and every row of the table is also checked against it, and the two
 * schemas must give the same verdicts.
 */
@ExtendWith(VertxExtension.class)
class DescriptorSchemaTest {

  private static final Path REGISTRY_SCHEMA = Path.of("..", "..", "shared", "schemas", "server.schema.2025-12-11.json");
  private static final String BASE_URL = "https://gateway.example.com";

  /** A change to a valid descriptor and whether the registry accepts the result. */
  private record Change(String what, boolean valid, Consumer<JsonObject> edit) {
  }

  private static final List<Change> CHANGES = List.of(
    new Change("an unknown top-level field", true, d -> d.put("x-extra", 1)),
    new Change("a dark-theme icon of any size", true, d -> icon(d).put("theme", "dark").put("sizes", new JsonArray().add("any"))),
    new Change("an SSE remote", true, d -> remote(d).put("type", "sse")),
    new Change("a repository with url and source", true,
      d -> d.put("repository", new JsonObject().put("url", "https://example.com/r").put("source", "github"))),
    new Change("a name without a namespace", false, d -> d.put("name", "gatehouse")),
    new Change("a name with a space", false, d -> d.put("name", "dev.gatehouse/lead verification")),
    new Change("a name of 201 characters", false, d -> d.put("name", "a/" + "b".repeat(199))),
    new Change("a description of 101 characters", false, d -> d.put("description", "d".repeat(101))),
    new Change("an empty description", false, d -> d.put("description", "")),
    new Change("no description", false, d -> d.remove("description")),
    new Change("no version", false, d -> d.remove("version")),
    new Change("a version of 256 characters", false, d -> d.put("version", "1".repeat(256))),
    new Change("an empty title", false, d -> d.put("title", "")),
    new Change("a title of 101 characters", false, d -> d.put("title", "t".repeat(101))),
    new Change("a websocket remote", false, d -> remote(d).put("type", "websocket")),
    new Change("a remote without url", false, d -> remote(d).remove("url")),
    new Change("a remote on ftp", false, d -> remote(d).put("url", "ftp://gateway.example.com/mcp")),
    new Change("a remote url with a space", false, d -> remote(d).put("url", "https://gateway.example.com/m cp")),
    new Change("a header without name", false, d -> header(d).remove("name")),
    new Change("a header's isSecret as a string", false, d -> header(d).put("isSecret", "yes")),
    new Change("a header variable's format unknown", false,
      d -> header(d).getJsonObject("variables").getJsonObject("api_key").put("format", "secret")),
    new Change("an icon without src", false, d -> icon(d).remove("src")),
    new Change("an icon in GIF", false, d -> icon(d).put("mimeType", "image/gif")),
    new Change("an icon size without height", false, d -> icon(d).put("sizes", new JsonArray().add("48"))),
    new Change("an icon theme that is not light or dark", false, d -> icon(d).put("theme", "blue")),
    new Change("an icon src of 256 characters", false, d -> icon(d).put("src", "https://e.com/" + "i".repeat(242))),
    new Change("a repository without source", false, d -> d.put("repository", new JsonObject().put("url", "https://example.com/r"))),
    new Change("remotes as an object", false, d -> d.put("remotes", new JsonObject())),
    new Change("publisher metadata as a string", false,
      d -> d.getJsonObject("_meta").put("io.modelcontextprotocol.registry/publisher-provided", "x")));

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
    Validator ours = ownSchema();
    Optional<Validator> registry = registrySchema();
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
        assertValid(ours, path, descriptor);
        registry.ifPresent(v -> assertValid(v, path + " (registry schema)", descriptor));
        JsonObject remote = descriptor.getJsonArray("remotes").getJsonObject(0);
        String url = remote.getString("url");
        assertTrue(url.startsWith(BASE_URL + "/"), url);
        JsonObject header = remote.getJsonArray("headers").getJsonObject(0);
        assertTrue(header.getJsonObject("variables").containsKey("api_key"), header.encode());
        // the Public Data product's published descriptor names api_key at the remote too
        assertEquals(path.startsWith("/api/"), remote.getJsonObject("variables", new JsonObject()).containsKey("api_key"),
          remote.encode());
        assertVerdicts(ours, registry, descriptor);
        ctx.completeNow();
      })));
  }

  /** A descriptor's icons are served by the gateway itself, under the base URL, in the type they declare. */
  @ParameterizedTest
  @ValueSource(strings = {"/v1/server.json", "/api/v1/server.json"})
  void iconsAreServedByTheGateway(String path, Vertx vertx, VertxTestContext ctx) {
    WebClient client = WebClient.create(vertx);
    client.get(gateway.port(), "127.0.0.1", path).send()
      .compose(r -> {
        JsonObject icon = icon(r.bodyAsJsonObject());
        String src = icon.getString("src");
        assertTrue(src.startsWith(BASE_URL + "/"), src);
        return client.get(gateway.port(), "127.0.0.1", src.substring(BASE_URL.length())).send()
          .map(served -> Map.entry(icon, served));
      })
      .onComplete(ctx.succeeding(answer -> ctx.verify(() -> {
        HttpResponse<Buffer> served = answer.getValue();
        assertEquals(200, served.statusCode(), answer.getKey().encode());
        assertTrue(served.getHeader("Content-Type").startsWith(answer.getKey().getString("mimeType")),
          served.getHeader("Content-Type"));
        assertTrue(served.bodyAsString().startsWith("<svg"), served.bodyAsString());
        ctx.completeNow();
      })));
  }

  /** Every row of the table gets its verdict from the repository's schema, and the same from the registry's. */
  private static void assertVerdicts(Validator ours, Optional<Validator> registry, JsonObject descriptor) {
    List<String> wrong = new ArrayList<>();
    for (Change change : CHANGES) {
      JsonObject changed = descriptor.copy();
      change.edit().accept(changed);
      if (ours.validate(changed).getValid() != change.valid()) wrong.add("ours: " + change.what());
      registry.filter(v -> v.validate(changed).getValid() != change.valid()).ifPresent(v -> wrong.add("registry: " + change.what()));
    }
    assertTrue(wrong.isEmpty(), () -> "verdicts other than expected: " + wrong);
  }

  private static void assertValid(Validator validator, String what, JsonObject descriptor) {
    OutputUnit result = validator.validate(descriptor);
    assertTrue(result.getValid(), () -> what + " is invalid: " + result.getErrors());
  }

  private static Validator ownSchema() throws IOException {
    try (InputStream in = DescriptorSchemaTest.class.getResourceAsStream("/registry/server-descriptor.schema.json")) {
      return validator(new JsonObject(new String(in.readAllBytes(), StandardCharsets.UTF_8)), "https://gatehouse.test/");
    }
  }

  private static Optional<Validator> registrySchema() throws IOException {
    if (!Files.isRegularFile(REGISTRY_SCHEMA)) return Optional.empty();
    return Optional.of(validator(new JsonObject(Files.readString(REGISTRY_SCHEMA)), "https://static.modelcontextprotocol.io/"));
  }

  private static Validator validator(JsonObject schema, String baseUri) {
    return Validator.create(JsonSchema.of(schema), new JsonSchemaOptions()
      .setDraft(Draft.DRAFT7).setBaseUri(baseUri).setOutputFormat(OutputFormat.Basic));
  }

  private static JsonObject remote(JsonObject descriptor) {
    return descriptor.getJsonArray("remotes").getJsonObject(0);
  }

  private static JsonObject header(JsonObject descriptor) {
    return remote(descriptor).getJsonArray("headers").getJsonObject(0);
  }

  private static JsonObject icon(JsonObject descriptor) {
    return descriptor.getJsonArray("icons").getJsonObject(0);
  }
}
