package io.gatehouse.gateway.cli;

import org.slf4j.bridge.SLF4JBridgeHandler;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.OptionalInt;
import java.util.Set;
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

  private static final Set<String> HELP = Set.of("-h", "--help", "-V", "--version");

  public static void main(String[] args) throws InterruptedException {
    OptionalInt served = launchServer(args);
    if (served.isPresent()) System.exit(served.getAsInt());
    // libraries that log to java.util.logging (the OpenTelemetry SDK's export warnings) log in the gateway's format
    SLF4JBridgeHandler.removeHandlersForRootLogger();
    SLF4JBridgeHandler.install();
    System.exit(commandLine().execute(args));
  }

  /** The commands, a configuration the operator must fix reported in one line (exit code 1). */
  static CommandLine commandLine() {
    return new CommandLine(new Main()).setExecutionExceptionHandler((e, command, parsed) -> {
      if (!(e instanceof ConfigurationError)) throw e;
      command.getErr().println("Gatehouse: " + e.getMessage());
      return 1;
    });
  }

  /** The server's exit code when it ran in a JVM of its own (README, "The JVM"), else empty: it runs here. */
  private static OptionalInt launchServer(String[] args) throws InterruptedException {
    try {
      return ServerJvm.launch(servesRequests(args), args);
    } catch (IOException e) {
      System.err.println("Could not start the server's JVM, serving from this one: " + e.getMessage());
      return OptionalInt.empty();
    }
  }

  /**
   * Whether the arguments run the gateway rather than another command or help: read by hand, as
   * picocli's model of every command would cost the launcher's small JVM some 28 MiB; a mistake
   * still reaches picocli, in the server's JVM, which reports it.
   */
  static boolean servesRequests(String[] args) {
    for (int i = 0; i < args.length; i++) {
      String arg = args[i];
      if (HELP.contains(arg)) return false;
      if (arg.equals("--config")) i++;
      else if (!arg.startsWith("-")) return arg.equals("run") && Arrays.stream(args, i + 1, args.length).noneMatch(HELP::contains);
    }
    return true;
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
