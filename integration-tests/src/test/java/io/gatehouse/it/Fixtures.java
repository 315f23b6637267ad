package io.gatehouse.it;

import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Path;

/** Test resources of this module as files. */
final class Fixtures {

  private Fixtures() {
  }

  static Path path(String resource) {
    URL url = Fixtures.class.getClassLoader().getResource(resource);
    if (url == null) throw new IllegalArgumentException("no test resource " + resource);
    try {
      return Path.of(url.toURI());
    } catch (URISyntaxException e) {
      throw new IllegalArgumentException(e);
    }
  }
}
