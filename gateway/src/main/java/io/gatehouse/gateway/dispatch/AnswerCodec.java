package io.gatehouse.gateway.dispatch;

import io.vertx.core.buffer.Buffer;
import io.vertx.core.eventbus.EventBus;
import io.vertx.core.eventbus.MessageCodec;

/**
 * Carries a provider's {@link Answer} as its reply. Within one process the answer is handed over
 * as it is: its bytes are new for each reply and no longer touched by the provider, so the copy
 * the event bus makes of a plain buffer would be wasted, and its facts (sources, verdict) go with it.
 * Between nodes: flags, then the bytes; the receiving node's readers scan those for the facts.
 */
final class AnswerCodec implements MessageCodec<Answer, Answer> {

  private static final String NAME = "gatehouse.answer";

  /** Registers the codec on this event bus unless it already is (gateways in tests share one). */
  static void registerOn(EventBus bus) {
    try {
      bus.registerDefaultCodec(Answer.class, new AnswerCodec());
    } catch (IllegalStateException alreadyRegistered) {
      // another dispatcher of this Vert.x registered it first
    }
  }

  @Override
  public void encodeToWire(Buffer wire, Answer answer) {
    Buffer encoded = answer.encoded();
    wire.appendByte((byte) (answer.plain() ? 1 : 0)).appendLong(answer.cachedSince())
      .appendInt(encoded.length()).appendBuffer(encoded);
  }

  @Override
  public Answer decodeFromWire(int pos, Buffer wire) {
    boolean plain = wire.getByte(pos) == 1;
    long cachedSince = wire.getLong(pos + 1);
    int length = wire.getInt(pos + 9);
    return Answer.encoded(wire.getBuffer(pos + 13, pos + 13 + length), plain, cachedSince);
  }

  @Override
  public Answer transform(Answer answer) {
    return answer;
  }

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public byte systemCodecID() {
    return -1;
  }
}
