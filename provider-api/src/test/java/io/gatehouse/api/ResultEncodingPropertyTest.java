package io.gatehouse.api;

import io.gatehouse.api.testing.RandomJson;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.Json;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A result's bytes, for random results, read back as the object its parts describe: fields or data,
 * sources written field by field, content blocks, input requests. The expected object is built here
 * from the parts, not by the code under test.
 */
class ResultEncodingPropertyTest {

  private static final int RUNS = 400;

  @Test
  void theBytesOfARandomResultReadBackAsItsParts() {
    for (long seed = 0; seed < RUNS; seed++) {
      RandomJson json = new RandomJson(seed);
      List<Source> sources = sources(json);
      JsonArray expectedSources = new JsonArray();
      sources.forEach(s -> expectedSources.add(expected(s)));
      Result result;
      JsonObject expected;
      switch (json.random().nextInt(4)) {
        case 0 -> {
          JsonObject fields = json.object(3);
          if (json.random().nextInt(4) == 0) fields.put("sources", "the result's own sources win");
          result = Result.of(fields, sources);
          expected = fields.copy().put("sources", expectedSources);
        }
        case 1 -> {
          Object data = json.value(3);
          result = Result.data(data, sources);
          expected = new JsonObject().put("data", data).put("sources", expectedSources);
        }
        case 2 -> {
          Object data = json.value(3);
          String text = json.random().nextBoolean() || !(data instanceof JsonObject o) ? Json.encode(data) : o.encodePrettily();
          result = Result.jsonData(Buffer.buffer(text), sources);
          expected = new JsonObject().put("data", data).put("sources", expectedSources);
        }
        default -> {
          JsonObject requests = json.object(2);
          JsonObject state = json.random().nextBoolean() ? null : json.object(2);
          result = Result.inputRequired(requests, state);
          JsonObject ask = new JsonObject().put("inputRequests", requests);
          if (state != null) ask.put("state", state);
          expected = new JsonObject().put(Result.INPUT_REQUIRED, ask);
        }
      }
      if (result.plain() && json.random().nextInt(3) == 0) {
        JsonArray content = json.array(2);
        result = result.withContent(content);
        expected.put(Result.CONTENT, content);
      }
      long run = seed;
      JsonObject want = expected;
      Buffer bytes = result.encode();
      assertEquals(want, new JsonObject(bytes), () -> "seed " + run + ": " + bytes);
      assertEquals(want, result.toJson(), () -> "seed " + run);
    }
  }

  private static List<Source> sources(RandomJson json) {
    List<Source> sources = new ArrayList<>();
    int n = json.random().nextInt(4);
    for (int i = 0; i < n; i++) {
      String url = json.random().nextBoolean() ? null : "https://example.org/" + json.text(6);
      String version = json.random().nextBoolean() ? null : json.text(4);
      String status = json.random().nextBoolean() ? null : json.text(3);
      sources.add(new Source(json.text(8), url, version, instant(json), status));
    }
    return sources;
  }

  /** Instants of every form Instant.toString() has: whole seconds, milli, micro and nano fractions, far years. */
  private static Instant instant(RandomJson json) {
    long seconds = json.random().nextInt(10) == 0 ? json.random().nextLong() % 400_000_000_000L
      : 1_700_000_000L + json.random().nextInt(200_000_000);
    int nanos = switch (json.random().nextInt(4)) {
      case 0 -> 0;
      case 1 -> json.random().nextInt(1000) * 1_000_000;
      case 2 -> json.random().nextInt(1_000_000) * 1000;
      default -> json.random().nextInt(1_000_000_000);
    };
    return Instant.ofEpochSecond(seconds, nanos);
  }

  private static JsonObject expected(Source s) {
    JsonObject o = new JsonObject().put("name", s.name());
    if (s.url() != null) o.put("url", s.url());
    if (s.version() != null) o.put("version", s.version());
    return o.put("retrieved_at", s.retrievedAt().toString()).put("status", s.status());
  }
}
