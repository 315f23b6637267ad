package io.gatehouse.gateway.text;

import io.vertx.core.buffer.Buffer;
import org.junit.jupiter.api.Test;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The validator agrees with the JDK's reporting UTF-8 decoder, which follows the standard's table 3-7. */
class StrictUtf8Test {

  @Test
  void everySequenceOfUpToThreeBytesIsJudgedAsTheJdkDecoderJudgesIt() {
    int[] interesting = {0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1,
      0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF};
    for (int a : interesting) {
      for (int b : interesting) {
        for (int c : interesting) {
          for (int d : interesting) {
            byte[] bytes = {(byte) a, (byte) b, (byte) c, (byte) d};
            assertEquals(jdkAccepts(bytes), StrictUtf8.isValid(Buffer.buffer(bytes)),
              String.format("%02X %02X %02X %02X", a, b, c, d));
          }
        }
      }
    }
  }

  @Test
  void randomBytesAndRandomTextAgreeWithTheJdk() {
    Random random = new Random(34);
    for (int run = 0; run < 20_000; run++) {
      byte[] bytes;
      if (run % 2 == 0) {
        bytes = new byte[random.nextInt(12)];
        random.nextBytes(bytes);
      } else {
        StringBuilder text = new StringBuilder();
        for (int i = random.nextInt(6); i > 0; i--) text.appendCodePoint(random.nextInt(0x10FFFF + 1) & ~0x800);
        bytes = text.toString().getBytes(StandardCharsets.UTF_8);
        if (bytes.length > 0 && random.nextBoolean()) bytes = java.util.Arrays.copyOf(bytes, bytes.length - 1);
      }
      assertEquals(jdkAccepts(bytes), StrictUtf8.isValid(Buffer.buffer(bytes)), java.util.HexFormat.of().formatHex(bytes));
    }
  }

  @Test
  void theFormsThatLenientDecodersTurnIntoAsciiAreRefused() {
    assertFalse(StrictUtf8.isValid(Buffer.buffer(new byte[] {'v', (byte) 0xC1, (byte) 0x9F, 'c'})), "overlong _");
    assertFalse(StrictUtf8.isValid(Buffer.buffer(new byte[] {(byte) 0xC0, (byte) 0xAF})), "overlong /");
    assertFalse(StrictUtf8.isValid(Buffer.buffer(new byte[] {(byte) 0xE0, (byte) 0x80, (byte) 0xAF})), "3-byte /");
    assertFalse(StrictUtf8.isValid(Buffer.buffer(new byte[] {(byte) 0xED, (byte) 0xA0, (byte) 0x80})), "surrogate");
    assertFalse(StrictUtf8.isValid(Buffer.buffer(new byte[] {'a', (byte) 0xE2, (byte) 0x82})), "truncated");
    assertTrue(StrictUtf8.isValid(Buffer.buffer("Zoë 🚀 日本", StandardCharsets.UTF_8.name())));
  }

  @Test
  void headerValuesAreReadAsTheBytesTheyCameAs() {
    assertTrue(StrictUtf8.isValidHeader("plain ascii"));
    assertTrue(StrictUtf8.isValidHeader(new String("Zoë".getBytes(StandardCharsets.UTF_8), StandardCharsets.ISO_8859_1)));
    assertFalse(StrictUtf8.isValidHeader("vat\u00C1\u009Fcheck"));
  }

  private static boolean jdkAccepts(byte[] bytes) {
    try {
      StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
        .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes));
      return true;
    } catch (CharacterCodingException e) {
      return false;
    }
  }
}
