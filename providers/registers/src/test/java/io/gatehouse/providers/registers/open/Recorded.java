package io.gatehouse.providers.registers.open;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** A register answer written for the tests in the shape the register's documentation gives. */
public final class Recorded {

  private Recorded() {
  }

  public static String body(String resource) {
    try (InputStream in = Recorded.class.getClassLoader().getResourceAsStream(resource)) {
      if (in == null) throw new AssertionError(resource + " is not on the test class path");
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
