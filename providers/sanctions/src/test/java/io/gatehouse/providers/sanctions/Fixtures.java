package io.gatehouse.providers.sanctions;

import java.net.URISyntaxException;
import java.nio.file.Path;

/** The test fixtures: small lists in each real format, with fictional entries. */
public final class Fixtures {

  private Fixtures() {
  }

  public static Path path(String name) {
    try {
      return Path.of(Fixtures.class.getClassLoader().getResource("fixtures/" + name).toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }
}
