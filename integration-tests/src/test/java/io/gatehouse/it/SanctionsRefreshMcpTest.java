package io.gatehouse.it;

import io.gatehouse.gateway.Gateway;
import io.gatehouse.gateway.testing.FakeUpstream;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * sanctions_refresh on Lead Verification as shipped, configured to fetch the EU and UK lists only on
 * demand from a fake publisher: called as a task of the tasks extension and polled to its end, after
 * which sanctions_screen finds a name of the list it just loaded.
 */
@ExtendWith(VertxExtension.class)
class SanctionsRefreshMcpTest {

  private static final String EU_PATH = "/fsd/fsf/public/files/xmlFullSanctionsList_1_1/content";
  private static final String UK_PATH = "/docs/UK-Sanctions-List.xml";

  @TempDir
  Path dir;

  private FakeUpstream publisher;
  private Gateway gateway;
  private WebClient client;
  private TasksClient tasks;
  private String key;

  @AfterEach
  void stop(VertxTestContext ctx) {
    (gateway == null ? Future.<Void>succeededFuture() : gateway.stop())
      .compose(v -> publisher == null ? Future.<Void>succeededFuture() : publisher.close())
      .onComplete(ctx.succeedingThenComplete());
  }

  @Test
  void aRefreshTaskLoadsTheListsThatScreeningThenSearches(Vertx vertx, VertxTestContext ctx) {
    JsonObject[] outputSchema = new JsonObject[1];
    start(vertx)
      .compose(v -> screen("Иван Волков")).compose(before -> {
        ctx.verify(() -> {
          // interval_hours 0: nothing fetched at start, so both refreshed lists are missing
          assertEquals("incomplete", before.getString("status"), before.encodePrettily());
          assertEquals(new JsonArray().add("eu_fsf").add("uk_fcdo"), before.getJsonArray("missing_lists"));
        });
        return tasks.send("tools/list", new JsonObject(), key);
      }).compose(list -> {
        JsonObject tool = list.getJsonObject("result").getJsonArray("tools").stream().map(JsonObject.class::cast)
          .filter(t -> t.getString("name").equals("sanctions_refresh")).findFirst().orElseThrow();
        ctx.verify(() -> assertEquals("optional", tool.getJsonObject("execution").getString("taskSupport")));
        outputSchema[0] = tool.getJsonObject("outputSchema");
        return tasks.send("tools/call", new JsonObject().put("name", "sanctions_refresh").put("arguments", new JsonObject()), key);
      }).compose(created -> {
        JsonObject handle = created.getJsonObject("result");
        ctx.verify(() -> assertEquals("task", handle.getString("resultType"), created.encode()));
        return tasks.untilDone(new JsonObject().put("taskId", handle.getString("taskId")), key, 100);
      }).compose(done -> {
        ctx.verify(() -> {
          assertEquals("completed", done.getString("status"), done.encode());
          JsonObject result = done.getJsonObject("result");
          assertFalse(result.getBoolean("isError", false), result.encode());
          JsonObject out = result.getJsonObject("structuredContent");
          assertEquals("refreshed", out.getString("status"), out.encodePrettily());
          assertEquals(2, out.getInteger("loaded"));
          JsonArray lists = out.getJsonArray("lists");
          assertEquals("eu_fsf", lists.getJsonObject(0).getString("list"));
          assertEquals("loaded", lists.getJsonObject(0).getString("status"));
          assertEquals(3, lists.getJsonObject(0).getInteger("rows"));
          assertEquals("uk_fcdo", lists.getJsonObject(1).getString("list"));
          assertEquals("loaded", lists.getJsonObject(1).getString("status"));
          assertEquals("https://webgate.ec.europa.eu" + EU_PATH, lists.getJsonObject(0).getString("url"), "cited without its token");
          assertEquals(2, out.getJsonArray("sources").size());
          OutputUnit valid = Validator.create(JsonSchema.of(outputSchema[0]), new JsonSchemaOptions()
            .setDraft(Draft.DRAFT202012).setBaseUri("https://gatehouse.dev/").setOutputFormat(OutputFormat.Basic))
            .validate(out);
          assertTrue(valid.getValid(), () -> "the answer does not fit the tool's outputSchema: " + valid.getErrors());
          assertEquals(1, publisher.hits(EU_PATH));
          assertEquals(1, publisher.hits(UK_PATH));
        });
        return screen("Иван Волков");
      })
      .onComplete(ctx.succeeding(after -> ctx.verify(() -> {
        assertEquals("potential_match", after.getString("status"), after.encodePrettily());
        JsonObject match = after.getJsonArray("matches").getJsonObject(0);
        assertEquals("uk_fcdo", match.getString("list"));
        assertEquals("RUS9001", match.getString("entry_id"));
        ctx.completeNow();
      })));
  }

  private Future<Void> start(Vertx vertx) {
    client = WebClient.create(vertx);
    publisher = FakeUpstream.create(vertx)
      .get(EU_PATH, rc -> rc.response().end(fixture("eu_fsf.xml")))
      .get(UK_PATH, rc -> rc.response().end(fixture("uk_sanctions_list.xml")));
    JsonObject sanctions = new JsonObject().put("refresh", new JsonObject().put("interval_hours", 0)
      .put("sources", new JsonArray()
        .add(new JsonObject().put("format", "eu-xml").put("url", "https://webgate.ec.europa.eu" + EU_PATH + "?token=dG9rZW4tMjAxNw"))
        .add(new JsonObject().put("format", "uk-xml").put("url", "https://sanctionslist.fcdo.gov.uk" + UK_PATH))));
    return publisher.start(vertx)
      .compose(p -> ConfiguredGateway.start(vertx, dir, Map.of("GATEHOUSE_UPSTREAM_OVERRIDES",
        "webgate.ec.europa.eu=" + p.baseUrl() + ",sanctionslist.fcdo.gov.uk=" + p.baseUrl()),
        new JsonObject().put("sanctions", sanctions)))
      .compose(g -> {
        gateway = g;
        tasks = new TasksClient(vertx, client, g.baseUrl() + "/mcp");
        return client.postAbs(g.baseUrl() + "/v1/keys/create").sendJsonObject(new JsonObject().put("email", "kyc@example.com"));
      })
      .map(signup -> {
        key = signup.bodyAsJsonObject().getString("api_key");
        return null;
      });
  }

  /** sanctions_screen's structured answer; the tool never runs as a task. */
  private Future<JsonObject> screen(String name) {
    return tasks.send("tools/call", new JsonObject().put("name", "sanctions_screen")
        .put("arguments", new JsonObject().put("name", name).put("type", "person")), key)
      .map(r -> {
        JsonObject result = r.getJsonObject("result");
        if (result == null || result.getBoolean("isError", false)) throw new AssertionError(r.encode());
        return result.getJsonObject("structuredContent");
      });
  }

  private static Buffer fixture(String name) {
    try (InputStream in = SanctionsRefreshMcpTest.class.getClassLoader().getResourceAsStream("fixtures/sanctions/" + name)) {
      return Buffer.buffer(in.readAllBytes());
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }
}
