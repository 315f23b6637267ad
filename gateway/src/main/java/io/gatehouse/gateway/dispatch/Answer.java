package io.gatehouse.gateway.dispatch;

import io.gatehouse.api.Result;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonObject;

/**
 * A provider's answer in the form it travels: encoded once by the provider, written to REST
 * clients as those bytes and spliced into MCP results, parsed only by callers that look inside.
 * It is the event-bus reply itself ({@link AnswerCodec}).
 */
public final class Answer {

  private final Buffer encoded;
  private final JsonObject json;
  private final boolean plain;
  private final long cachedSince;
  private final AnswerFacts facts;

  private Answer(Buffer encoded, JsonObject json, boolean plain, long cachedSince, AnswerFacts facts) {
    this.encoded = encoded;
    this.json = json;
    this.plain = plain;
    this.cachedSince = cachedSince;
    this.facts = facts;
  }

  /**
   * A provider's result in this process, encoded once; its sources, verdict and reasons go beside
   * the bytes. {@code cachedSince}: when the oldest of its cached sources was retrieved, or 0.
   */
  static Answer of(Result result, long cachedSince) {
    return new Answer(result.encode(), null, result.plain(), cachedSince, AnswerFacts.of(result));
  }

  /**
   * As a provider on another node sent it; {@code plain} tells whether it is only fields and sources,
   * {@code cachedSince} when the oldest of its cached sources was retrieved, or 0 when any came fresh.
   */
  static Answer encoded(Buffer encoded, boolean plain, long cachedSince) {
    return new Answer(encoded, null, plain, cachedSince, null);
  }

  /** An answer built on the gateway's side; the object is the answer's from now on. */
  public static Answer of(JsonObject json) {
    return new Answer(null, json, !json.containsKey(Result.CONTENT) && !json.containsKey(Result.INPUT_REQUIRED), 0, null);
  }

  /** When the oldest part of an answer served whole from caches was retrieved (epoch ms), else 0. */
  long cachedSince() {
    return cachedSince;
  }

  /** Only fields and sources: the whole answer is the structured result. */
  public boolean plain() {
    return plain;
  }

  /** The answer as JSON text. */
  public Buffer encoded() {
    return encoded != null ? encoded : json.toBuffer();
  }

  /** The answer's bytes when it travels as them, else null: for readers that must not encode it again. */
  public Buffer encodedOrNull() {
    return encoded;
  }

  /**
   * Its sources, verdict and reasons as the provider gave them, or null when the answer is known only
   * as an object ({@link AnswerFacts#of(JsonObject)}) or as bytes from another node ({@link AnswerFacts#scan}).
   */
  public AnswerFacts factsOrNull() {
    return facts;
  }

  /** The answer as an object the caller may change; an answer is read this way once. */
  public JsonObject json() {
    return json != null ? json : new JsonObject(encoded);
  }
}
