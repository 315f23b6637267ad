package io.gatehouse.gateway.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** Entry point of the gateway jar: runs the gateway unless a subcommand is named. */
@Command(name = "gateway", mixinStandardHelpOptions = true, version = "Gatehouse 1.0.0",
  description = "Gatehouse: remote MCP servers and HTTP APIs over plug-in data providers.")
public final class Main implements Runnable {

  public static void main(String[] args) {
    System.exit(new CommandLine(new Main()).execute(args));
  }

  @Override
  public void run() {
  }
}
