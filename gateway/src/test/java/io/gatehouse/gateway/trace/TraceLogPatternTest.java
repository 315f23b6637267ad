package io.gatehouse.gateway.trace;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.encoder.PatternLayoutEncoder;
import ch.qos.logback.classic.joran.JoranConfigurator;
import ch.qos.logback.classic.spi.LoggingEvent;
import ch.qos.logback.core.OutputStreamAppender;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The shipped logback.xml prints a traced call's ids before the message, and nothing extra for other lines. */
class TraceLogPatternTest {

  @Test
  void aTracedLineNamesItsTraceAndSpanAndAnUntracedLineIsAsBefore() throws Exception {
    LoggerContext context = new LoggerContext();
    JoranConfigurator configurator = new JoranConfigurator();
    configurator.setContext(context);
    configurator.doConfigure(getClass().getResource("/logback.xml"));
    PatternLayoutEncoder encoder = (PatternLayoutEncoder) ((OutputStreamAppender<?>) context.getLogger("ROOT")
      .getAppender("STDOUT")).getEncoder();

    String traced = line(context, encoder, Map.of(TraceLog.TRACE_ID, "4bf92f3577b34da6a3ce929d0e0e4736",
      TraceLog.SPAN_ID, "00f067aa0ba902b7"));
    assertTrue(traced.endsWith(" - trace_id=4bf92f3577b34da6a3ce929d0e0e4736 span_id=00f067aa0ba902b7 provider failed"),
      traced);
    String plain = line(context, encoder, Map.of());
    assertTrue(plain.endsWith(" - provider failed"), plain);
    assertEquals(-1, plain.indexOf("trace_id"), plain);
    context.stop();
  }

  private static String line(LoggerContext context, PatternLayoutEncoder encoder, Map<String, String> mdc) {
    LoggingEvent event = new LoggingEvent("test", context.getLogger("io.gatehouse.test"), Level.ERROR,
      "provider failed", null, null);
    event.setMDCPropertyMap(mdc);
    return new String(encoder.encode(event), StandardCharsets.UTF_8).strip();
  }
}
