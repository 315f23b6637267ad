package io.gatehouse.gateway.audit;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.io.IOException;

/**
 * What a record keeps of an answer: its sources (name, version, status, when) and, for verify_lead,
 * the verdict and its reason codes. An answer that travels as bytes is scanned, not parsed: only
 * the sources array and the verdict fields are read, the rest is skipped over.
 */
record AnswerFacts(JsonArray sources, String verdict, JsonArray reasonCodes) {

  static final AnswerFacts NONE = new AnswerFacts(new JsonArray(), null, null);
  private static final JsonFactory JSON = new JsonFactory();

  /** From an answer built as an object; called before anyone else changes it. */
  static AnswerFacts of(JsonObject answer) {
    Object verdict = answer.getValue("verdict");
    return new AnswerFacts(compact(answer.getValue("sources")), verdict instanceof String s ? s : null,
      codes(answer.getValue("reasons")));
  }

  /** From the answer's JSON text. */
  static AnswerFacts scan(Buffer encoded) {
    byte[] bytes = encoded.getBytes();
    Object sources = null;
    Object reasons = null;
    String verdict = null;
    try (JsonParser parser = JSON.createParser(bytes)) {
      if (parser.nextToken() != JsonToken.START_OBJECT) return NONE;
      while (parser.nextToken() == JsonToken.FIELD_NAME) {
        String field = parser.currentName();
        JsonToken value = parser.nextToken();
        if ("verdict".equals(field) && value == JsonToken.VALUE_STRING) {
          verdict = parser.getText();
        } else if (("sources".equals(field) || "reasons".equals(field)) && value == JsonToken.START_ARRAY) {
          int start = (int) parser.currentTokenLocation().getByteOffset();
          parser.skipChildren();
          int end = (int) parser.currentLocation().getByteOffset();
          JsonArray array = new JsonArray(Buffer.buffer(bytes).slice(start, end));
          if ("sources".equals(field)) sources = array;
          else reasons = array;
        } else {
          parser.skipChildren();
        }
      }
    } catch (IOException | RuntimeException e) {
      return NONE;
    }
    return new AnswerFacts(compact(sources), verdict, codes(reasons));
  }

  /** Each source's name, version, status and time: the url says nothing a version does not. */
  private static JsonArray compact(Object sources) {
    JsonArray out = new JsonArray();
    if (!(sources instanceof JsonArray list)) return out;
    for (Object item : list) {
      if (!(item instanceof JsonObject source)) continue;
      JsonObject kept = new JsonObject().put("name", source.getValue("name"));
      if (source.getValue("version") != null) kept.put("version", source.getValue("version"));
      kept.put("status", source.getValue("status")).put("retrieved_at", source.getValue("retrieved_at"));
      out.add(kept);
    }
    return out;
  }

  private static JsonArray codes(Object reasons) {
    if (!(reasons instanceof JsonArray list)) return null;
    JsonArray out = new JsonArray();
    for (Object item : list) {
      if (item instanceof JsonObject reason && reason.getValue("code") != null) out.add(reason.getValue("code"));
      else if (item instanceof String code) out.add(code);
    }
    return out;
  }
}
