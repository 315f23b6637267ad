package io.gatehouse.it;

import io.gatehouse.gateway.cli.Main;
import picocli.CommandLine;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
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

  /** Runs {@code gateway keys ARGS} against the PostgreSQL at {@code pgUri}; answers the exit code. */
  static int keysOnPostgres(Path dataDir, String pgUri, String... args) throws IOException {
    Path config = dataDir.resolve("gateway-postgres.yaml");
    Files.writeString(config, Files.readString(config(dataDir)).replace("type: embedded", "type: postgres")
      .replace("pgUri: postgresql://postgres@127.0.0.1:5432/gatehouse", "pgUri: " + pgUri));
    return keys(config, args);
  }

  /** Runs {@code gateway --config CONFIG keys ARGS}; answers the exit code. */
  static int keys(Path config, String... args) {
    String[] all = new String[args.length + 3];
    all[0] = "--config";
    all[1] = config.toString();
    all[2] = "keys";
    System.arraycopy(args, 0, all, 3, args.length);
    return new CommandLine(new Main()).execute(all);
  }

  /** Runs {@code gateway count}; answers what it printed. */
  static String count(Path dataDir) throws IOException {
    CommandLine cli = new CommandLine(new Main());
    PrintStream before = System.out;
    ByteArrayOutputStream printed = new ByteArrayOutputStream();
    // count prints its table on standard output
    System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
    try {
      int exit = cli.execute("--config", config(dataDir).toString(), "count");
      if (exit != 0) throw new AssertionError("count exited " + exit + ": " + printed);
    } finally {
      System.setOut(before);
    }
    return printed.toString(StandardCharsets.UTF_8);
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
