package io.gatehouse.api;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class JsonSyntaxTest {

  private static final JsonFactory JACKSON = new JsonFactory();

  private static boolean check(byte[] bytes) {
    return JsonSyntax.isOneValue(bytes, 0, bytes.length);
  }

  private static boolean check(String text) {
    return check(text.getBytes(StandardCharsets.UTF_8));
  }

  /** Jackson's default parser reading the bytes as one value and nothing after it. */
  private static boolean jacksonAccepts(byte[] bytes) {
    try (JsonParser parser = JACKSON.createParser(bytes)) {
      if (parser.nextToken() == null) return false;
      parser.skipChildren();
      return parser.nextToken() == null;
    } catch (IOException e) {
      return false;
    }
  }

  @Test
  void acceptsOneValueOfEveryKind() {
    for (String json : new String[] {"{}", "[]", " [ ] ", "0", "-0", "12", "-0.5e+10", "1E3", "2.25e-7", "true",
      "false", "null", "\"\"", "\"a\\\"\\\\\\/\\b\\f\\n\\r\\t\\u00e9\\uD83D\\uDE00\"", "\"é ☃ 😀\"",
      "{\"a\":[1,{\"b\":null},\"c\"],\"d\":{}}", "\t\r\n{ \"a\" : 1 , \"b\" : [ true , false ] }\n"}) {
      assertTrue(check(json), json);
    }
  }

  @Test
  void refusesWhatIsNotExactlyOneValue() {
    for (String json : new String[] {"", "   ", "{", "}", "[1,]", "{\"a\":1,}", "{\"a\"}", "{a:1}", "{'a':1}",
      "01", "-", "-a", "1.", ".5", "+1", "1e", "1e+", "NaN", "Infinity", "tru", "truex", "nul", "\"abc",
      "\"\\x\"", "\"\\u12G4\"", "\"\\u12\"", "\"a\u0001b\"", "[1 2]", "{\"a\":1 \"b\":2}", "1 2", "[1]]", "[}",
      "{]", "[1,,2]", "{\"a\"::1}", "// x\n1", "[1]/*x*/", "é"}) {
      assertFalse(check(json), json);
    }
  }

  @Test
  void refusesMalformedUtf8InStrings() {
    int[][] sequences = {{0xC0, 0x80}, {0xC1, 0xBF}, {0xE0, 0x80, 0x80}, {0xED, 0xA0, 0x80}, {0xF0, 0x80, 0x80, 0x80},
      {0xF4, 0x90, 0x80, 0x80}, {0xF5, 0x80, 0x80, 0x80}, {0x80}, {0xBF}, {0xC3}, {0xE2, 0x98}, {0xC3, 0x41}};
    for (int[] sequence : sequences) {
      byte[] json = new byte[sequence.length + 2];
      json[0] = '"';
      for (int i = 0; i < sequence.length; i++) json[i + 1] = (byte) sequence[i];
      json[json.length - 1] = '"';
      assertFalse(check(json), () -> java.util.Arrays.toString(sequence));
    }
  }

  @Test
  void nestsAsDeepAsJacksonAndNoDeeper() {
    String deepest = "[".repeat(JsonSyntax.MAX_DEPTH) + "]".repeat(JsonSyntax.MAX_DEPTH);
    assertTrue(check(deepest));
    assertTrue(jacksonAccepts(deepest.getBytes(StandardCharsets.US_ASCII)));
    String tooDeep = "{\"a\":".repeat(JsonSyntax.MAX_DEPTH) + "[]" + "}".repeat(JsonSyntax.MAX_DEPTH);
    assertFalse(check(tooDeep));
    assertFalse(jacksonAccepts(tooDeep.getBytes(StandardCharsets.US_ASCII)));
  }

  @Test
  void readsOnlyItsOwnRange() {
    byte[] bytes = "xx[1,2]yy".getBytes(StandardCharsets.US_ASCII);
    assertTrue(JsonSyntax.isOneValue(bytes, 2, 7));
    assertFalse(JsonSyntax.isOneValue(bytes, 2, 6));
  }

  /** Random documents, then random damage to them: every verdict is the one Jackson's default parser gives. */
  @Test
  void agreesWithJacksonOnDamagedDocuments() {
    Random random = new Random(20261125);
    String damage = " \t\n{}[],:\"\\/0123456789.-+eEtrufalsn";
    for (int n = 0; n < 20_000; n++) {
      StringBuilder json = new StringBuilder();
      value(random, json, 0);
      byte[] bytes = json.toString().getBytes(StandardCharsets.UTF_8);
      int edits = random.nextInt(3);
      for (int e = 0; e < edits && bytes.length > 0; e++) {
        int at = random.nextInt(bytes.length);
        byte with = (byte) damage.charAt(random.nextInt(damage.length()));
        bytes = switch (random.nextInt(3)) {
          case 0 -> splice(bytes, at, 1, new byte[0]);
          case 1 -> splice(bytes, at, 0, new byte[] {with});
          default -> splice(bytes, at, 1, new byte[] {with});
        };
      }
      byte[] document = bytes;
      assertEquals(jacksonAccepts(document), check(document), () -> new String(document, StandardCharsets.UTF_8));
    }
  }

  private static byte[] splice(byte[] bytes, int at, int remove, byte[] insert) {
    byte[] out = new byte[bytes.length - remove + insert.length];
    System.arraycopy(bytes, 0, out, 0, at);
    System.arraycopy(insert, 0, out, at, insert.length);
    System.arraycopy(bytes, at + remove, out, at + insert.length, bytes.length - at - remove);
    return out;
  }

  private static void value(Random random, StringBuilder out, int depth) {
    switch (random.nextInt(depth > 3 ? 5 : 7)) {
      case 0 -> out.append(random.nextBoolean() ? "true" : random.nextBoolean() ? "false" : "null");
      case 1 -> out.append(random.nextInt(2000) - 1000);
      case 2 -> out.append(random.nextGaussian() * 1e3).append(random.nextBoolean() ? "" : "e-2");
      case 3, 4 -> string(random, out);
      case 5 -> {
        out.append('[');
        int items = random.nextInt(4);
        for (int i = 0; i < items; i++) {
          if (i > 0) out.append(random.nextBoolean() ? "," : ", ");
          value(random, out, depth + 1);
        }
        out.append(']');
      }
      default -> {
        out.append(random.nextBoolean() ? "{" : "{ ");
        int members = random.nextInt(4);
        for (int i = 0; i < members; i++) {
          if (i > 0) out.append(',');
          string(random, out);
          out.append(random.nextBoolean() ? ":" : " : ");
          value(random, out, depth + 1);
        }
        out.append('}');
      }
    }
  }

  private static void string(Random random, StringBuilder out) {
    String[] pieces = {"a", "id", "GNPCA", " ", "\\n", "\\\"", "\\u00e9", "é", "☃", "😀", "\\\\", "/"};
    out.append('"');
    int length = random.nextInt(4);
    for (int i = 0; i < length; i++) out.append(pieces[random.nextInt(pieces.length)]);
    out.append('"');
  }
}
