package io.gatehouse.providers.analytics.entities;

import io.gatehouse.api.testing.StubInvocation;
import io.gatehouse.api.testing.StubProviderContext;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.junit5.VertxExtension;
import io.vertx.junit5.VertxTestContext;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

@ExtendWith(VertxExtension.class)
class MatchHandlerTest {

  @Test
  void ranksCandidatesWithAnExplanation(Vertx vertx, VertxTestContext ctx) {
    StubProviderContext context = new StubProviderContext(vertx, "entities");
    JsonObject args = new JsonObject().put("name", "Noordzee Logistiek B.V.")
      .put("candidates", new JsonArray().add("Oostzee Logistiek BV").add("NOORDZEE LOGISTIEK BV").add("Acme Corp"));
    new MatchHandler("1.0.0").handle(new StubInvocation("match", args, context))
      .onComplete(ctx.succeeding(result -> ctx.verify(() -> {
        JsonObject body = result.toJson();
        assertEquals("rank", body.getString("mode"));
        JsonObject best = body.getJsonArray("matches").getJsonObject(0);
        assertEquals(1, best.getJsonObject("right").getInteger("index"));
        assertEquals("match", best.getString("decision"));
        JsonObject why = best.getJsonObject("explanation");
        assertEquals(new JsonArray().add("noordzee logistiek").add("noordzee logistiek"), why.getJsonArray("normalized"));
        assertTrue(why.getJsonArray("rules").encode().contains("normalised names are equal"), why.encode());
        ctx.completeNow();
      })));
  }

  @Test
  void pairsTwoListsOneToOneAndHonoursIdentifiers(Vertx vertx, VertxTestContext ctx) {
    StubProviderContext context = new StubProviderContext(vertx, "entities");
    JsonArray sec = new JsonArray()
      .add(new JsonObject().put("id", "1").put("name", "BRIGHTWATER PUMPS INC").put("identifiers", new JsonObject().put("cik", "0000123456")))
      .add(new JsonObject().put("id", "2").put("name", "Velmont Paper Co"));
    JsonArray epa = new JsonArray()
      .add(new JsonObject().put("id", "A").put("name", "Velmont Paper Company"))
      .add(new JsonObject().put("id", "B").put("name", "Brightwater Fluid Systems").put("identifiers", new JsonObject().put("cik", 123456)))
      .add(new JsonObject().put("id", "C").put("name", "Velmont Plastics Co"));
    new MatchHandler("1.0.0").handle(new StubInvocation("match", new JsonObject().put("left", sec).put("right", epa), context))
      .onComplete(ctx.succeeding(result -> ctx.verify(() -> {
        JsonObject body = result.toJson();
        JsonArray matches = body.getJsonArray("matches");
        assertEquals(2, matches.size(), matches.encode());
        JsonObject byCik = matches.getJsonObject(0);
        assertEquals("B", byCik.getJsonObject("right").getString("id"));
        assertEquals(1.0, byCik.getDouble("score"));
        assertTrue(byCik.getJsonObject("explanation").getJsonArray("rules").encode().contains("same cik identifier"));
        assertEquals("A", matches.getJsonObject(1).getJsonObject("right").getString("id"));
        assertEquals(2, body.getInteger("matched"));
        assertEquals(1, body.getInteger("unmatched_right"));
        ctx.completeNow();
      })));
  }
}
