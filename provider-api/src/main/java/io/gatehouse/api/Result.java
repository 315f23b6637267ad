package io.gatehouse.api;

import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.Json;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.List;

/**
 * An operation's answer: its fields plus the sources that produced them. It may also say how the
 * client should show it ({@link #withContent}) or that the client must answer questions first
 * ({@link #inputRequired}).
 */
public final class Result {

  /** Wire field of the content blocks chosen by the provider; absent when the gateway renders the fields. */
  public static final String CONTENT = "_content";
  /** Wire field of an input-required answer: {@code {inputRequests, state}}. */
  public static final String INPUT_REQUIRED = "_inputRequired";

  private final JsonObject body;
  /** The text of {@code data} when the answer is kept as it came; body is then null. */
  private final Buffer jsonData;
  private final List<Source> sources;
  private final JsonArray content;
  private final JsonObject inputRequired;

  private Result(JsonObject body, Buffer jsonData, List<Source> sources, JsonArray content, JsonObject inputRequired) {
    this.body = body;
    this.jsonData = jsonData;
    this.sources = List.copyOf(sources);
    this.content = content;
    this.inputRequired = inputRequired;
  }

  /** A computed result whose fields stand at the top level beside {@code sources}. */
  public static Result of(JsonObject fields, List<Source> sources) {
    return new Result(fields, null, sources, null, null);
  }

  /** An upstream's answer kept as it came ({@code data}), beside {@code sources}. */
  public static Result data(Object data, List<Source> sources) {
    return new Result(new JsonObject().put("data", data), null, sources, null, null);
  }

  /**
   * An upstream's JSON answer ({@code data}) passed on as the text it came as, never turned into
   * objects on the way; the text must be one well-formed JSON value ({@link UpstreamResponse#checkedJson()}).
   */
  public static Result jsonData(Buffer json, List<Source> sources) {
    return new Result(null, json, sources, null, null);
  }

  /**
   * The operation needs the client's input before it can answer. {@code inputRequests} maps keys
   * of the provider's choosing to MCP requests ({@code {method, params}} with method
   * {@code elicitation/create}, {@code sampling/createMessage} or {@code roots/list}). The gateway
   * then calls the operation again with the same arguments, the answers under the same keys in
   * {@link Invocation#inputResponses()} and {@code state} (may be null) in {@link Invocation#state()}.
   * Over a session the questions go out on the response stream; on the stateless revision the
   * client receives them in the result and retries on its own.
   */
  public static Result inputRequired(JsonObject inputRequests, JsonObject state) {
    JsonObject ask = new JsonObject().put("inputRequests", inputRequests);
    if (state != null) ask.put("state", state);
    return new Result(new JsonObject(), null, List.of(), null, ask);
  }

  /**
   * The same result shown to the client as these MCP content blocks (text, image, audio, resource)
   * instead of the fields rendered as JSON text; the fields stay the structured result.
   */
  public Result withContent(JsonArray content) {
    return new Result(body, jsonData, sources, content, inputRequired);
  }

  public JsonObject body() {
    return body != null ? body : new JsonObject().put("data", Json.decodeValue(jsonData));
  }

  /**
   * One top-level field of a computed result (as {@link #of} or {@link #data} gave it), or null; an
   * upstream's answer kept as text ({@link #jsonData}) is not read for it.
   */
  public Object field(String name) {
    return body == null ? null : body.getValue(name);
  }

  public List<Source> sources() {
    return sources;
  }

  /** Only fields and sources: no content blocks of its own, no input requests. */
  public boolean plain() {
    return content == null && inputRequired == null;
  }

  /**
   * The answer as JSON text, the form it travels in: its fields (or {@code data}), {@code sources},
   * and {@code _content} when it has content blocks of its own; or {@code _inputRequired} alone.
   * Written once, straight to bytes: the text of {@code data} and each field's encoding are copied
   * as they are.
   */
  public Buffer encode() {
    if (inputRequired != null) {
      return Buffer.buffer(256).appendString("{\"" + INPUT_REQUIRED + "\":").appendBuffer(inputRequired.toBuffer())
        .appendByte((byte) '}');
    }
    Buffer out = jsonData != null ? Buffer.buffer(jsonData.length() + 128 * (sources.size() + 1))
      .appendString("{\"data\":").appendBuffer(jsonData).appendByte((byte) ',') : openFields();
    out.appendString("\"sources\":[");
    for (int i = 0; i < sources.size(); i++) {
      if (i > 0) out.appendByte((byte) ',');
      sources.get(i).appendJson(out);
    }
    out.appendByte((byte) ']');
    if (content != null) out.appendString(",\"" + CONTENT + "\":").appendBuffer(content.toBuffer());
    return out.appendByte((byte) '}');
  }

  /** The same as an object: {@link #encode()} read back, so the two cannot differ. */
  public JsonObject toJson() {
    return new JsonObject(encode());
  }

  /** The body's fields, open for more: its closing brace becomes the comma before them. */
  private Buffer openFields() {
    JsonObject fields = body;
    if (fields.containsKey("sources") || (content != null && fields.containsKey(CONTENT))) {
      // the result's own sources and content take the place of fields of those names
      fields = fields.copy();
      fields.remove("sources");
      if (content != null) fields.remove(CONTENT);
    }
    Buffer out = fields.toBuffer();
    if (out.length() == 2) return Buffer.buffer(128 * (sources.size() + 1)).appendByte((byte) '{');
    return out.setByte(out.length() - 1, (byte) ',');
  }
}
