package io.gatehouse.gateway.audit;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
