package io.gatehouse.it;

import io.gatehouse.gateway.cli.Main;
import picocli.CommandLine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** The gateway's command line on a copy of the shipped configuration that points at a test's data folder. */
final class GatewayCli {

  private GatewayCli() {
  }

  /** Runs {@code gateway ingest sanctions [--format F] fixtures/sanctions/<fixture>}; answers the exit code. */
  static int ingestSanctions(Path dataDir, String fixture, String format) throws IOException {
    Path file = Fixtures.path("fixtures/sanctions/" + fixture);
    String[] args = format == null
      ? new String[] {"--config", config(dataDir).toString(), "ingest", "sanctions", file.toString()}
      : new String[] {"--config", config(dataDir).toString(), "ingest", "sanctions", "--format", format, file.toString()};
    return new CommandLine(new Main()).execute(args);
  }

  private static Path config(Path dataDir) throws IOException {
    Path config = dataDir.resolve("gateway.yaml");
    if (!Files.exists(config)) {
      String shipped = Files.readString(ConfiguredGateway.CONFIG);
      Files.writeString(config, shipped.replace("dataDir: ./data", "dataDir: " + dataDir)
        .replace("pluginsDir: ./plugins", "pluginsDir: " + dataDir.resolve("no-plugins")));
    }
    return config;
  }
}
