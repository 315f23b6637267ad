package io.gatehouse.gateway.mcp.impl;

import io.gatehouse.api.testing.RandomJson;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.DecodeException;
import io.vertx.core.json.Json;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The pre-parse scan agrees with a parse (Vert.x's Jackson codec) on random bodies: for whatever
 * parses as an object or array, the scan names its kind, or refuses it exactly when the parsed tree
 * is deeper than the limit or is a batch of more messages than the limit. The bodies are random
 * JSON, compact or pretty, and copies with one byte inserted, deleted or replaced by a structural
 * character, which lands inside strings as often as between values.
 */
class JsonScanPropertyTest {

  private static final int RUNS = 2_000;
  private static final byte[] STRUCTURAL = "{}[],:\"\\ \n0a".getBytes(StandardCharsets.US_ASCII);

  @Test
  void theScanAgreesWithAParseOnRandomBodies() {
    int parsedMutants = 0;
    int refused = 0;
    for (long seed = 0; seed < RUNS; seed++) {
      RandomJson json = new RandomJson(seed);
      Random random = json.random();
      Object value = random.nextBoolean() ? json.object(random.nextInt(7)) : json.array(random.nextInt(7));
      String text = random.nextBoolean() ? Json.encode(value) : Json.encodePrettily(value);
      int maxDepth = 1 + random.nextInt(3);
      int maxEntries = 1 + random.nextInt(3);
      byte[] body = (" \n".substring(random.nextInt(2)) + text + "\t").getBytes(StandardCharsets.UTF_8);
      refused += agree(body, maxDepth, maxEntries, seed) < 0 ? 1 : 0;
      if (agree(mutant(body, random), maxDepth, maxEntries, seed) != Integer.MIN_VALUE) {
        parsedMutants++;
      }
    }
    assertTrue(refused > RUNS / 20 && refused < RUNS - RUNS / 20, "limits both refuse and pass: " + refused);
    assertTrue(parsedMutants > RUNS / 20, "mutants that still parse are compared too: " + parsedMutants);
  }

  /** Strings of random bytes, letters and sequences cut or bent: refused exactly when not well-formed UTF-8. */
  @Test
  void stringsAreRefusedExactlyWhenTheirBytesAreNotWellFormedUtf8() {
    int[] pool = {'a', 'Z', '0', ' ', 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xC3, 0xDF, 0xE0, 0xE2,
      0xED, 0xEF, 0xF0, 0xF3, 0xF4, 0xF5, 0xFF};
    Random random = new Random(34);
    int refused = 0;
    for (int run = 0; run < RUNS * 5; run++) {
      byte[] text = new byte[random.nextInt(8)];
      for (int i = 0; i < text.length; i++) text[i] = (byte) pool[random.nextInt(pool.length)];
      Buffer body = Buffer.buffer("{\"a\":\"").appendBytes(text).appendString("\",\"b\":[1]}");
      boolean wellFormed = io.gatehouse.gateway.text.StrictUtf8.isValid(Buffer.buffer(text));
      int scanned = JsonScan.scan(body, 64, 50);
      assertEquals(wellFormed ? '{' : JsonScan.NOT_UTF8, scanned, java.util.HexFormat.of().formatHex(text));
      refused += wellFormed ? 0 : 1;
    }
    assertTrue(refused > RUNS / 2 && RUNS * 5 - refused > RUNS / 2, "both kinds are tried: " + refused);
  }

  @Test
  void whatDoesNotOpenWithAnObjectOrArrayIsNotJsonForTheEndpoint() {
    for (String body : new String[] {"", "  ", "42", "true", "null", ",{}", "\"{\"", "x[1]"}) {
      assertEquals(JsonScan.NOT_JSON, scan(body.getBytes(StandardCharsets.UTF_8), 64, 50), body);
    }
  }

  @Test
  void aDeepBatchIsTooDeepBeforeItIsTooLong() {
    String deep = "[" + "[".repeat(10) + "]".repeat(10) + ",1,2,3]";
    assertEquals(JsonScan.TOO_DEEP, scan(deep.getBytes(StandardCharsets.UTF_8), 5, 2));
    assertEquals(JsonScan.TOO_MANY, scan(deep.getBytes(StandardCharsets.UTF_8), 11, 2));
    assertEquals('[', scan(deep.getBytes(StandardCharsets.UTF_8), 11, 4));
  }

  /** Checks one body and returns what the scan said, or MIN_VALUE when it does not parse as an object or array. */
  private static int agree(byte[] body, int maxDepth, int maxEntries, long seed) {
    int scanned = scan(body, maxDepth, maxEntries);
    Object parsed;
    try {
      parsed = Json.decodeValue(Buffer.buffer(body));
    } catch (DecodeException e) {
      return Integer.MIN_VALUE;
    }
    if (!(parsed instanceof JsonObject) && !(parsed instanceof JsonArray)) {
      return Integer.MIN_VALUE;
    }
    int expected = depth(parsed) > maxDepth ? JsonScan.TOO_DEEP
      : parsed instanceof JsonArray batch && batch.size() > maxEntries ? JsonScan.TOO_MANY
      : parsed instanceof JsonObject ? '{' : '[';
    assertEquals(expected, scanned, () -> "seed " + seed + ", depth " + maxDepth + ", entries " + maxEntries
      + ": " + new String(body, StandardCharsets.UTF_8));
    return scanned;
  }

  private static int scan(byte[] body, int maxDepth, int maxEntries) {
    return JsonScan.scan(Buffer.buffer(body), maxDepth, maxEntries);
  }

  private static int depth(Object value) {
    int inner = 0;
    if (value instanceof JsonObject o) {
      for (String key : o.fieldNames()) {
        inner = Math.max(inner, depth(o.getValue(key)));
      }
      return 1 + inner;
    }
    if (value instanceof JsonArray a) {
      for (int i = 0; i < a.size(); i++) {
        inner = Math.max(inner, depth(a.getValue(i)));
      }
      return 1 + inner;
    }
    return 0;
  }

  /** The body with one byte inserted, deleted or replaced by a structural character. */
  private static byte[] mutant(byte[] body, Random random) {
    int at = random.nextInt(body.length);
    byte b = STRUCTURAL[random.nextInt(STRUCTURAL.length)];
    Buffer out = Buffer.buffer(body.length + 1).appendBytes(body, 0, at);
    switch (random.nextInt(3)) {
      case 0 -> out.appendByte(b).appendBytes(body, at, body.length - at);
      case 1 -> out.appendBytes(body, at + 1, body.length - at - 1);
      default -> out.appendByte(b).appendBytes(body, at + 1, body.length - at - 1);
    }
    return out.getBytes();
  }
}
