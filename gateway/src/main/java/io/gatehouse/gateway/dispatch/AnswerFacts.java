package io.gatehouse.gateway.dispatch;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.gatehouse.api.Result;
import io.gatehouse.api.Source;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * What an answer says of itself besides its fields: the sources that produced it and, for an answer
 * that gives one (verify_lead), its verdict and the codes of its reasons. A provider's answer carries
 * them from its {@link Result}, known before it was encoded, so readers such as the audit trail never
 * read the answer for them; only an answer that came as bytes from another node is scanned.
 */
public record AnswerFacts(List<Source> sources, String verdict, List<String> reasonCodes) {

  public static final AnswerFacts NONE = new AnswerFacts(List.of(), null, null);
  private static final JsonFactory JSON = new JsonFactory();

  /** From a provider's result: its sources as they are, the verdict and reasons only when its fields hold them. */
  static AnswerFacts of(Result result) {
    Object verdict = result.field("verdict");
    return new AnswerFacts(result.sources(), verdict instanceof String s ? s : null, codes(result.field("reasons")));
  }

  /** From an answer built as an object; called before anyone else changes it. */
  public static AnswerFacts of(JsonObject answer) {
    Object verdict = answer.getValue("verdict");
    return new AnswerFacts(sources(answer.getValue("sources")), verdict instanceof String s ? s : null,
      codes(answer.getValue("reasons")));
  }

  /** From the answer's JSON text: only the sources array and the verdict fields are read, the rest is skipped over. */
  public static AnswerFacts scan(Buffer encoded) {
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
    return new AnswerFacts(sources(sources), verdict, codes(reasons));
  }

  /** The well-formed sources of a JSON array; one without a name or a time is not a source. */
  private static List<Source> sources(Object sources) {
    if (!(sources instanceof JsonArray list)) return List.of();
    List<Source> out = new ArrayList<>(list.size());
    for (Object item : list) {
      if (!(item instanceof JsonObject source)) continue;
      try {
        out.add(Source.fromJson(source));
      } catch (RuntimeException notASource) {
        // a field named sources that holds something else: nothing to name
      }
    }
    return out;
  }

  /** Each reason's code, or the reason itself where reasons are plain text. */
  private static List<String> codes(Object reasons) {
    if (!(reasons instanceof JsonArray list)) return null;
    List<String> out = new ArrayList<>(list.size());
    for (Object item : list) {
      if (item instanceof JsonObject reason && reason.getValue("code") instanceof String code) out.add(code);
      else if (item instanceof String code) out.add(code);
    }
    return out;
  }
}
