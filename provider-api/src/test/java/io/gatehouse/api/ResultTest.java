package io.gatehouse.api;

import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class ResultTest {

  private static final Instant AT = Instant.parse("2026-11-25T10:15:30.123456789Z");

  @Test
  void anUpstreamAnswerIsEncodedWithItsSourcesAsJson() {
    Source fred = Source.upstream("FRED \"St. Louis\"", "https://api.example.org/x?a=1&b=\\é\u0001", AT);
    Source register = Source.dataset("EU list", "v 2026-11 \u2028", AT).withStatus(Source.CACHED);
    Buffer data = Buffer.buffer("{\"seriess\":[{\"id\":\"GNPCA\"}]}");

    JsonObject encoded = new JsonObject(Result.jsonData(data, List.of(fred, register)).encode());

    JsonObject expected = new JsonObject().put("data", new JsonObject(data))
      .put("sources", new JsonArray().add(fred.toJson()).add(register.toJson()));
    assertEquals(expected, encoded);
    assertEquals("https://api.example.org/x?a=1&b=\\é\u0001",
      encoded.getJsonArray("sources").getJsonObject(0).getString("url"));
  }

  @Test
  void anAnswerWithoutSourcesHasAnEmptyList() {
    JsonObject encoded = new JsonObject(Result.jsonData(Buffer.buffer("[1,2]"), List.of()).encode());
    assertEquals(new JsonObject().put("data", new JsonArray().add(1).add(2)).put("sources", new JsonArray()), encoded);
  }
}
