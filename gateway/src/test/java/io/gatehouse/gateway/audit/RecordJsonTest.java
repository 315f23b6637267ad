package io.gatehouse.gateway.audit;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.core.json.jackson.JacksonCodec;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The records' byte writer writes the text Jackson's generator writes for the same values. */
class RecordJsonTest {

  private static final List<String> STRINGS = List.of("", "plain ascii 0-9 / ~", "\"quoted\"", "back\\slash",
    "line\nbreak\ttab\r\b\f", "\u0000\u0001\u001f", "del\u007f", "üñí€", "…", "日本語", "mixed é\"\n",
    "lv_live_…3fa9c2d1", "\u0080\u07ff", "\u0800\ud7ff\ue000\uffff", "a\u00ffb\u0100", "é\u0001");

  @Test
  void stringsAndContainersAreWrittenAsJacksonWritesThem() throws IOException {
    RecordJson ours = new RecordJson();
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    JsonGenerator jackson = new JsonFactory().createGenerator(out);
    ours.startObject();
    jackson.writeStartObject();
    for (String value : STRINGS) {
      ours.string(RecordJson.name("f"), value);
      jackson.writeStringField("f", value);
    }
    ours.field(RecordJson.name("list"));
    ours.startArray();
    jackson.writeArrayFieldStart("list");
    for (String value : STRINGS) {
      ours.startObject();
      jackson.writeStartObject();
      ours.string(RecordJson.name("v"), value);
      jackson.writeStringField("v", value);
      ours.number(RecordJson.name("n"), -42);
      jackson.writeNumberField("n", -42);
      ours.endObject();
      jackson.writeEndObject();
      ours.string(value);
      jackson.writeString(value);
    }
    ours.endArray();
    jackson.writeEndArray();
    ours.hex(RecordJson.name("h"), new byte[] {0, 15, 16, (byte) 0xab, (byte) 0xff});
    jackson.writeStringField("h", "000f10abff");
    ours.endObject();
    jackson.writeEndObject();
    jackson.flush();
    assertEquals(out.toString(StandardCharsets.UTF_8), new String(ours.toByteArray(), StandardCharsets.UTF_8));
  }

  /** Jackson's generator escapes them as surrogate pairs; UTF-8 is as valid and reads back the same. */
  @Test
  void charactersBeyondTheBasicPlaneAreWrittenAsUtf8() {
    RecordJson ours = new RecordJson();
    ours.startObject();
    ours.string(RecordJson.name("f"), "😀 emoji");
    ours.endObject();
    assertEquals("😀 emoji", new JsonObject(Buffer.buffer(ours.toByteArray())).getString("f"));
  }

  /** Arguments' text is what their digest is of: the plain writer must give Vert.x's encoder's bytes, or decline. */
  @Test
  void plainValuesAreWrittenAsVertxEncodesThemAndOthersDeclined() throws IOException {
    SplittableRandom random = new SplittableRandom(11);
    int written = 0;
    for (int i = 0; i < 20_000; i++) {
      JsonObject value = randomObject(random, 0);
      RecordJson ours = new RecordJson();
      ours.append(new byte[] {'['});
      if (ours.plainValue(value)) {
        written++;
        assertEquals("[" + vertx(value), new String(ours.toByteArray(), StandardCharsets.UTF_8));
      } else {
        assertEquals("[", new String(ours.toByteArray(), StandardCharsets.UTF_8), "declined, and nothing written");
      }
    }
    assertTrue(written > 5_000 && written < 15_000, "both paths taken: " + written);
  }

  @Test
  void valuesJacksonWritesItsOwnWayAreDeclined() {
    for (Object value : List.<Object>of(0.5, BigDecimal.ONE, (short) 1, Instant.EPOCH, "😀", "a\"b", "\u0001",
      new JsonArray().add(1).add(2.5), new JsonObject().put("k\n", 1))) {
      RecordJson ours = new RecordJson();
      assertFalse(ours.plainValue(new JsonObject().put("v", value)), String.valueOf(value));
      assertEquals(0, ours.size());
    }
  }

  private static String vertx(JsonObject value) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    JsonGenerator generator = new JsonFactory().createGenerator(out);
    JacksonCodec.encodeJson(value, generator);
    generator.flush();
    return out.toString(StandardCharsets.UTF_8);
  }

  private static JsonObject randomObject(SplittableRandom random, int depth) {
    JsonObject object = new JsonObject();
    for (int i = random.nextInt(depth == 0 ? 1 : 0, 5); i > 0; i--) object.put(randomText(random), randomValue(random, depth));
    return object;
  }

  private static Object randomValue(SplittableRandom random, int depth) {
    return switch (random.nextInt(depth < 3 ? 10 : 8)) {
      case 0, 1, 2 -> randomText(random);
      case 3 -> random.nextInt();
      case 4 -> random.nextLong();
      case 5 -> random.nextBoolean();
      case 6 -> null;
      case 7 -> random.nextInt(40) == 0 ? random.nextDouble() : "v" + random.nextInt(100);
      case 8 -> randomObject(random, depth + 1);
      default -> {
        JsonArray array = new JsonArray();
        for (int i = random.nextInt(4); i > 0; i--) array.add(randomValue(random, depth + 1));
        yield array;
      }
    };
  }

  /** Mostly plain text, now and then a character the generator escapes or a surrogate pair. */
  private static String randomText(SplittableRandom random) {
    if (random.nextInt(60) == 0) return STRINGS.get(random.nextInt(STRINGS.size()));
    if (random.nextInt(80) == 0) return "😀" + random.nextInt(9);
    StringBuilder text = new StringBuilder();
    for (int i = random.nextInt(12); i > 0; i--) {
      int kind = random.nextInt(10);
      text.append(kind < 7 ? (char) random.nextInt(0x20, 0x7f) : kind < 9 ? (char) random.nextInt(0x80, 0xd800)
        : (char) random.nextInt(0xe000, 0x10000));
    }
    return text.toString();
  }

  @Test
  void hundredthsAreWrittenAsTheDoubleTheyStandFor() throws IOException {
    SplittableRandom random = new SplittableRandom(7);
    for (long i = 0; i < 400_000; i++) {
      // every value up to 40 s, then values up to well past where doubles turn to exponents
      long hundredths = i < 200_000 ? i : random.nextLong(2_000_000_000_000L);
      assertEquals(jackson(hundredths / 100d), written(hundredths), "hundredths " + hundredths);
    }
  }

  private static String written(long hundredths) {
    RecordJson ours = new RecordJson();
    ours.hundredths(RecordJson.name("x"), hundredths);
    return new String(ours.toByteArray(), StandardCharsets.US_ASCII);
  }

  private static String jackson(double value) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    JsonGenerator generator = new JsonFactory().createGenerator(out);
    generator.writeStartObject();
    generator.writeNumberField("x", value);
    generator.writeEndObject();
    generator.flush();
    String text = out.toString(StandardCharsets.US_ASCII);
    return text.substring(1, text.length() - 1);
  }
}
