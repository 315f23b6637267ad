package io.gatehouse.gateway.mcp.impl;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.io.JsonStringEncoder;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.EncodeException;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.core.json.jackson.JacksonCodec;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * The one writer of the MCP wire shapes, straight to bytes: the JSON-RPC envelopes, result objects
 * with what the stateless revision adds to them, tool results and SSE frames. Every path (plain
 * JSON, streams, batches, tasks) writes through it, so no shape exists twice; a tool's answer that
 * is already JSON text is spliced, quoted once with {@link JsonQuoting}, never re-encoded.
 */
final class WireWriter {

  static final String RESULT_TYPE = "resultType";
  static final String META = "_meta";
  static final String SERVER_INFO = "io.modelcontextprotocol/serverInfo";

  private static final JsonFactory JSON = new JsonFactory();
  private static final byte[] RESULT_HEAD = ascii("{\"jsonrpc\":\"2.0\",\"id\":");
  private static final byte[] RESULT_MIDDLE = ascii(",\"result\":");
  private static final byte[] JSONRPC_HEAD = ascii("{\"jsonrpc\":\"2.0\"");
  private static final byte[] ID = ascii(",\"id\":");
  private static final byte[] ERROR = ascii(",\"error\":");
  private static final byte[] METHOD = ascii(",\"method\":");
  private static final byte[] PARAMS = ascii(",\"params\":");
  private static final byte[] TEXT_HEAD = ascii("{\"content\":[{\"type\":\"text\",\"text\":\"");
  private static final byte[] TEXT_TAIL = ascii("\"}]");
  private static final byte[] CONTENT_HEAD = ascii("{\"content\":");
  private static final byte[] NEXT_TEXT = ascii(",{\"type\":\"text\",\"text\":\"");
  private static final byte[] STRUCTURED = ascii(",\"structuredContent\":");
  private static final byte[] NOT_AN_ERROR = ascii(",\"isError\":false");
  private static final byte[] AN_ERROR = ascii("],\"isError\":true");
  private static final byte[] SSE_ID = ascii("id: ");
  private static final byte[] SSE_MESSAGE = ascii("event: message\ndata: ");
  private static final byte[] SSE_END = ascii("\n\n");

  private WireWriter() {
  }

  // JSON-RPC envelopes

  /** A response around a result that is already bytes, copied once. */
  static Buffer response(String idJson, Buffer resultJson) {
    return close(open(idJson, resultJson.length()).appendBuffer(resultJson));
  }

  /**
   * A response's bytes up to its result, with room for {@code resultSize} more, so a result
   * can be written in place; {@link #close} ends it.
   */
  static Buffer open(String idJson, int resultSize) {
    return Buffer.buffer(RESULT_HEAD.length + idJson.length() + RESULT_MIDDLE.length + resultSize + 1)
      .appendBytes(RESULT_HEAD).appendString(idJson).appendBytes(RESULT_MIDDLE);
  }

  static Buffer close(Buffer opened) {
    return opened.appendByte((byte) '}');
  }

  /** idJson null gives an error without id, as for unreadable requests. */
  static Buffer error(String idJson, int code, String message, Object data) {
    JsonObject error = new JsonObject().put("code", code).put("message", message);
    if (data != null) {
      error.put("data", data);
    }
    Buffer out = Buffer.buffer(96).appendBytes(JSONRPC_HEAD);
    if (idJson != null) {
      out.appendBytes(ID).appendString(idJson);
    }
    return value(out.appendBytes(ERROR), error).appendByte((byte) '}');
  }

  static Buffer notification(String method, JsonObject params) {
    Buffer out = string(Buffer.buffer(64).appendBytes(JSONRPC_HEAD).appendBytes(METHOD), method);
    return value(out.appendBytes(PARAMS), params).appendByte((byte) '}');
  }

  static Buffer request(String idJson, String method, JsonObject params) {
    Buffer out = Buffer.buffer(96).appendBytes(JSONRPC_HEAD).appendBytes(ID).appendString(idJson).appendBytes(METHOD);
    string(out, method).appendBytes(PARAMS);
    return value(out, params == null ? new JsonObject() : params).appendByte((byte) '}');
  }

  // results

  /**
   * A result object; with {@code serverInfo} (the stateless revision) it also says it is complete,
   * unless it names its own resultType, and who answered, in its _meta beside the fields already
   * there. The result itself is left as it is: the backend may hold on to it.
   */
  static Buffer result(Buffer out, JsonObject result, JsonObject serverInfo) {
    if (serverInfo == null) {
      return value(out, result);
    }
    try (JsonGenerator g = JSON.createGenerator(new Appender(out))) {
      Map<String, Object> fields = result.getMap();
      g.writeStartObject();
      fields(g, fields, META);
      if (!fields.containsKey(RESULT_TYPE)) {
        g.writeStringField(RESULT_TYPE, "complete");
      }
      g.writeFieldName(META);
      g.writeStartObject();
      if (result.getValue(META) instanceof JsonObject meta) {
        fields(g, meta.getMap(), SERVER_INFO);
      }
      g.writeFieldName(SERVER_INFO);
      JacksonCodec.encodeJson(serverInfo, g);
      g.writeEndObject();
      g.writeEndObject();
    } catch (IOException e) {
      throw new EncodeException(e.getMessage(), e);
    }
    return out;
  }

  // tool results, each written without its closing brace: the revision's completion closes it

  /** What {@link #toolResult(Buffer, Buffer, byte[], boolean)} writes, so a response is allocated once at its size. */
  static int toolResultLength(Buffer structured, byte[] text, boolean withStructured) {
    return TEXT_HEAD.length + JsonQuoting.quotedLength(text) + TEXT_TAIL.length
      + (withStructured ? STRUCTURED.length + structured.length() : 0) + NOT_AN_ERROR.length;
  }

  /**
   * A structured result already encoded: its text (the structured value's bytes, copied once by the
   * caller) is the content; the structured value is spliced as it is.
   */
  static Buffer toolResult(Buffer out, Buffer structured, byte[] text, boolean withStructured) {
    out.appendBytes(TEXT_HEAD);
    JsonQuoting.appendQuoted(out, text);
    out.appendBytes(TEXT_TAIL);
    if (withStructured) {
      out.appendBytes(STRUCTURED).appendBuffer(structured);
    }
    return out.appendBytes(NOT_AN_ERROR);
  }

  /** A result shown as the tool's own content blocks; structured (null for none) goes beside them. */
  static Buffer toolResult(Buffer out, JsonArray content, Buffer structured, boolean withStructured) {
    value(out.appendBytes(CONTENT_HEAD), content);
    if (structured != null && withStructured) {
      out.appendBytes(STRUCTURED).appendBuffer(structured);
    }
    return out.appendBytes(NOT_AN_ERROR);
  }

  /** A tool failure: the message, then the details (when any) as JSON text. */
  static Buffer toolFailure(Buffer out, String message, JsonObject details) {
    out.appendBytes(TEXT_HEAD).appendBytes(JsonStringEncoder.getInstance().quoteAsUTF8(message));
    out.appendByte((byte) '"').appendByte((byte) '}');
    if (details != null && !details.isEmpty()) {
      out.appendBytes(NEXT_TEXT);
      JsonQuoting.appendQuoted(out, details.toBuffer().getBytes());
      out.appendByte((byte) '"').appendByte((byte) '}');
    }
    return out.appendBytes(AN_ERROR);
  }

  // server-sent events

  /** One SSE event carrying a message; eventId null for a stream without ids. */
  static Buffer event(String eventId, Buffer json) {
    Buffer out = Buffer.buffer(json.length() + SSE_MESSAGE.length + SSE_END.length
      + (eventId == null ? 0 : SSE_ID.length + eventId.length() + 1));
    if (eventId != null) {
      out.appendBytes(SSE_ID).appendString(eventId).appendByte((byte) '\n');
    }
    return out.appendBytes(SSE_MESSAGE).appendBuffer(json).appendBytes(SSE_END);
  }

  // values

  /** Appends any JSON value (object, array, string, number, boolean, null). */
  static Buffer value(Buffer out, Object json) {
    try (JsonGenerator g = JSON.createGenerator(new Appender(out))) {
      JacksonCodec.encodeJson(json, g);
    } catch (IOException e) {
      throw new EncodeException(e.getMessage(), e);
    }
    return out;
  }

  /** Appends a JSON string. */
  static Buffer string(Buffer out, String text) {
    return out.appendByte((byte) '"').appendBytes(JsonStringEncoder.getInstance().quoteAsUTF8(text))
      .appendByte((byte) '"');
  }

  private static void fields(JsonGenerator g, Map<String, Object> fields, String skip) throws IOException {
    for (Map.Entry<String, Object> field : fields.entrySet()) {
      if (!skip.equals(field.getKey())) {
        g.writeFieldName(field.getKey());
        JacksonCodec.encodeJson(field.getValue(), g);
      }
    }
  }

  private static byte[] ascii(String s) {
    return s.getBytes(StandardCharsets.US_ASCII);
  }

  /** Jackson writes its chunks straight onto the buffer being built. */
  private static final class Appender extends OutputStream {

    private final Buffer out;

    Appender(Buffer out) {
      this.out = out;
    }

    @Override
    public void write(int b) {
      out.appendByte((byte) b);
    }

    @Override
    public void write(byte[] b, int off, int len) {
      out.appendBytes(b, off, len);
    }
  }
}
