package io.gatehouse.gateway.cli;

import org.slf4j.bridge.SLF4JBridgeHandler;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine;

import java.nio.file.Path;
import java.util.concurrent.Callable;

/** Entry point of the gateway jar: runs the gateway unless a subcommand is named. */
@Command(name = "gateway", mixinStandardHelpOptions = true, version = "Gatehouse 1.0.0",
  description = "Gatehouse: remote MCP servers and HTTP APIs over plug-in data providers.",
  subcommands = {RunCommand.class, CountCommand.class, IngestCommand.class, KeysCommand.class, AuditCommand.class,
    UpstreamsCommand.class})
public final class Main implements Callable<Integer> {

  @Option(names = "--config", description = "Configuration file (default: conf/gateway.yaml).",
    scope = CommandLine.ScopeType.INHERIT)
  Path config = Path.of("conf", "gateway.yaml");

  public static void main(String[] args) {
    // libraries that log to java.util.logging (the OpenTelemetry SDK's export warnings) log in the gateway's format
    SLF4JBridgeHandler.removeHandlersForRootLogger();
    SLF4JBridgeHandler.install();
    System.exit(new CommandLine(new Main()).execute(args));
  }

  Path configFile() {
    return config;
  }

  @Override
  public Integer call() throws Exception {
    RunCommand run = new RunCommand();
    run.main = this;
    return run.call();
  }
}
