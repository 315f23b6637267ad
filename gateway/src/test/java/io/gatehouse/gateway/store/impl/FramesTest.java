package io.gatehouse.gateway.store.impl;

import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32C;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

class FramesTest {

  /** The frame as the format states it, built the plain way. */
  private static byte[] plain(byte[] payload) {
    CRC32C crc = new CRC32C();
    crc.update(payload);
    return (payload.length + " " + String.format("%08x", crc.getValue()) + " "
      + new String(payload, StandardCharsets.UTF_8) + "\n").getBytes(StandardCharsets.UTF_8);
  }

  @Test
  void framesAgreeWithThePlainFormAtEveryLengthOfTheirHeader() {
    for (int length : new int[] {2, 9, 10, 11, 99, 100, 101, 999, 1000, 12_345, 1_048_576}) {
      JsonObject entry = new JsonObject().put("s", "é".repeat(Math.max(0, length - 8) / 2));
      byte[] payload = entry.encode().getBytes(StandardCharsets.UTF_8);
      byte[] framed = Frames.encode(payload);
      assertArrayEquals(plain(payload), framed, "payload of " + payload.length + " bytes");
      assertEquals(framed.length, Frames.size(payload));
      assertEquals(entry, Frames.decode(framed, 0, framed.length).entry());
    }
  }

  @Test
  void framesWrittenIntoABufferFollowOneAnotherWhole() {
    ByteBuffer out = ByteBuffer.allocateDirect(4096);
    out.put((byte) 'x');
    byte[] first = new JsonObject().put("n", 1).encode().getBytes(StandardCharsets.UTF_8);
    byte[] second = new JsonObject().put("tool", "vat_check").encode().getBytes(StandardCharsets.UTF_8);
    Frames.encode(first, out);
    Frames.encode(second, out);
    byte[] written = new byte[out.flip().remaining()];
    out.get(written);
    byte[] expected = new byte[1 + Frames.size(first) + Frames.size(second)];
    expected[0] = 'x';
    System.arraycopy(plain(first), 0, expected, 1, Frames.size(first));
    System.arraycopy(plain(second), 0, expected, 1 + Frames.size(first), Frames.size(second));
    assertArrayEquals(expected, written);
  }

  @Test
  void aChecksumWithLeadingZerosKeepsItsEightDigits() {
    for (int i = 0; i < 2_000; i++) {
      byte[] payload = new JsonObject().put("i", i).encode().getBytes(StandardCharsets.UTF_8);
      assertArrayEquals(plain(payload), Frames.encode(payload));
    }
  }
}
