package io.gatehouse.it.faults;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** The shipped configuration, copied next to a test's data folder with that folder as {@code dataDir}. */
final class ShippedConfig {

  static final Path FILE = Path.of("..", "conf", "gateway.yaml");

  private ShippedConfig() {
  }

  static Path pointingAt(Path dataDir) throws IOException {
    Path config = dataDir.resolveSibling(dataDir.getFileName() + ".yaml");
    Files.writeString(config, Files.readString(FILE).replace("dataDir: ./data", "dataDir: " + dataDir)
      .replace("pluginsDir: ./plugins", "pluginsDir: " + dataDir.resolve("no-plugins")));
    return config;
  }
}
