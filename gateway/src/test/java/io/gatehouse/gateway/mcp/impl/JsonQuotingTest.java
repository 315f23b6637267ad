package io.gatehouse.gateway.mcp.impl;

import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.Json;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class JsonQuotingTest {

  @Test
  void quotedTextReadsBackAsTheSameText() {
    for (String text : new String[] {
      "", "{}", "{\"name\":\"Jan \\\"de\\\" Vries\",\"path\":\"C:\\\\temp\"}",
      "{\n\t\"pretty\": true\r\n}", "\"Zürich – 東京 🚀\"", "\u0000\u0001\u001f\u007f\b\f/", "ends with a quote\""}) {
      Buffer out = Buffer.buffer("\"");
      JsonQuoting.appendQuoted(out, Buffer.buffer(text).getBytes());
      assertEquals(out.length() - 1, JsonQuoting.quotedLength(Buffer.buffer(text).getBytes()), () -> "length of " + text);
      assertEquals(text, Json.decodeValue(out.appendString("\"")), () -> "quoting " + text);
    }
  }

  @Test
  void readsOnlyTheViewOfASlice() {
    Buffer whole = Buffer.buffer("\"\"{\"a\":\"b\"}\"\"");
    Buffer out = Buffer.buffer();
    Buffer slice = whole.slice(2, whole.length() - 2);
    JsonQuoting.appendQuoted(out, slice.getBytes());
    assertEquals("{\\\"a\\\":\\\"b\\\"}", out.toString());
    assertEquals(out.length(), JsonQuoting.quotedLength(slice.getBytes()));
  }

  @Test
  void escapesOnlyWhatJsonRequires() {
    Buffer out = Buffer.buffer();
    JsonQuoting.appendQuoted(out, Buffer.buffer("a\"b\\c\nd\u0001é").getBytes());
    assertEquals("a\\\"b\\\\c\\nd\\u0001é", out.toString());
  }
}
