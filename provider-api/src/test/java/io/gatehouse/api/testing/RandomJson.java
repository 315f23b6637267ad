package io.gatehouse.api.testing;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.Random;

/**
 * Random JSON values for property tests of encoders: nested objects and arrays, numbers of every
 * width, and text with what an encoder may get wrong (quotes, backslashes, control characters,
 * line separators, accented letters, CJK, characters outside the BMP). Seeded, so a failure names
 * the seed that reproduces it.
 */
public final class RandomJson {

  private static final String[] TRICKY = {
    "\"", "\\", "/", "\n", "\r", "\t", "\b", "\f", "\u0000", "\u0001", "\u001f", "\u007f", "\u2028", "\u2029",
    "é", "Zürich", "東京", "🚀", "\uD834\uDD1E", "\\u0041", "</script>", "{\"a\":1}", " ", ""};

  private final Random random;

  public RandomJson(long seed) {
    this.random = new Random(seed);
  }

  public Random random() {
    return random;
  }

  /** An object of up to {@code depth} levels of nesting. */
  public JsonObject object(int depth) {
    JsonObject o = new JsonObject();
    int size = random.nextInt(depth <= 0 ? 3 : 6);
    for (int i = 0; i < size; i++) {
      o.put(text(8), value(depth - 1));
    }
    return o;
  }

  public JsonArray array(int depth) {
    JsonArray a = new JsonArray();
    int size = random.nextInt(depth <= 0 ? 3 : 5);
    for (int i = 0; i < size; i++) {
      a.add(value(depth - 1));
    }
    return a;
  }

  public Object value(int depth) {
    switch (random.nextInt(depth <= 0 ? 7 : 9)) {
      case 0: return null;
      case 1: return random.nextBoolean();
      case 2: return random.nextInt();
      case 3: return random.nextLong();
      case 4: return random.nextDouble() * Math.pow(10, random.nextInt(40) - 20);
      case 5: return text(24);
      case 6: return random.nextInt(100);
      case 7: return object(depth);
      default: return array(depth);
    }
  }

  /** Text of up to {@code pieces} pieces, each a plain letter, a tricky sequence or any BMP character. */
  public String text(int pieces) {
    StringBuilder s = new StringBuilder();
    int n = random.nextInt(pieces + 1);
    for (int i = 0; i < n; i++) {
      switch (random.nextInt(3)) {
        case 0 -> s.append((char) ('a' + random.nextInt(26)));
        case 1 -> s.append(TRICKY[random.nextInt(TRICKY.length)]);
        default -> {
          char c = (char) random.nextInt(0xD800);
          s.append(c);
        }
      }
    }
    return s.toString();
  }
}
