package io.gatehouse.gateway.audit;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.StringWriter;
import java.time.Instant;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class IsoTimesTest {

  @Test
  void instantsAreWrittenAsInstantWritesThemWithinASecondAndAcrossSeconds() throws IOException {
    Instant base = Instant.parse("2026-11-26T06:10:02Z");
    List<Instant> instants = List.of(base, base.plusMillis(113), base.plusMillis(100), base.plusNanos(1_500),
      base.plusNanos(123_456_789), base.plusNanos(1), base.plusSeconds(1), base.minusSeconds(86_400 * 365L),
      Instant.parse("+12026-01-01T00:00:00.5Z"), Instant.parse("0999-12-31T23:59:59Z"), base);
    IsoTimes times = new IsoTimes();
    for (Instant instant : instants) {
      StringWriter text = new StringWriter();
      try (JsonGenerator out = new JsonFactory().createGenerator(text)) {
        out.writeStartObject();
        times.writeField(out, "t", instant);
        out.writeEndObject();
      }
      assertEquals("{\"t\":\"" + instant + "\"}", text.toString());
    }
  }
}
