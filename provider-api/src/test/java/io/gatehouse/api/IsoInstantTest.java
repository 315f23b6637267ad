package io.gatehouse.api;

import io.vertx.core.buffer.Buffer;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

class IsoInstantTest {

  private static String written(Instant instant) {
    Buffer out = Buffer.buffer();
    IsoInstant.append(out, instant);
    return out.toString();
  }

  @Test
  void writesWhatInstantToStringWrites() {
    Instant[] instants = {Instant.EPOCH, Instant.parse("2026-11-25T16:02:08Z"), Instant.parse("2026-11-25T16:02:08.671Z"),
      Instant.parse("2026-11-25T16:02:08.671194Z"), Instant.parse("2026-11-25T16:02:08.671194789Z"),
      Instant.parse("2026-11-25T16:02:08.000000001Z"), Instant.parse("2024-02-29T23:59:59.999999999Z"),
      Instant.parse("1969-12-31T23:59:59.5Z"), Instant.parse("0999-01-01T00:00:00Z"), Instant.parse("+10000-01-01T00:00:00Z"),
      Instant.parse("-0001-06-15T12:00:00Z"), Instant.MIN, Instant.MAX, Instant.now()};
    for (Instant instant : instants) {
      assertEquals(instant.toString(), written(instant));
    }
    Random random = new Random(11);
    for (int i = 0; i < 10_000; i++) {
      Instant instant = Instant.ofEpochSecond(random.nextLong() % 300_000_000_000L, random.nextInt(4) == 0 ? 0
        : random.nextBoolean() ? random.nextInt(1000) * 1_000_000 : random.nextInt(1_000_000_000));
      assertEquals(instant.toString(), written(instant));
    }
  }
}
