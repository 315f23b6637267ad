package io.gatehouse.gateway.dispatch;

import io.vertx.core.buffer.Buffer;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;

class AnswerCodecTest {

  private final AnswerCodec codec = new AnswerCodec();

  @Test
  void crossesTheWireWithItsFlags() {
    Answer sent = Answer.encoded(Buffer.buffer("{\"content\":[],\"sources\":[]}"), false, 1_763_000_000_000L);
    Buffer wire = Buffer.buffer("frame header");
    codec.encodeToWire(wire, sent);
    Answer received = codec.decodeFromWire("frame header".length(), wire);
    assertEquals(sent.encoded(), received.encoded());
    assertFalse(received.plain());
    assertEquals(1_763_000_000_000L, received.cachedSince());
  }

  @Test
  void isHandedOverWithoutACopyWithinAProcess() {
    Answer answer = Answer.encoded(Buffer.buffer("{}"), true, 0);
    assertSame(answer, codec.transform(answer));
  }
}
