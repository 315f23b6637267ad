package io.gatehouse.gateway.cli;

import java.io.IOException;
import java.io.InputStream;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalInt;
import java.util.concurrent.TimeUnit;

/**
 * The gateway's JVM options when nobody chose any. {@code java -jar gateway.jar} cannot carry JVM
 * options, and the JVM's own choice on a server (G1 on a heap a quarter of the machine) lets the heap
 * grow with the allocation rate: under load the gateway held 780 MiB, where the parallel collector
 * with a young generation of fixed size, the old one growing only with what survives, holds about
 * 330 MiB at the same speed and a lower p99 (docs/benchmarks/load.md, run 47). So a plain start
 * serves from a second JVM started with {@link #DEFAULTS} and waits for it, as launchers of other
 * servers do; the first stays small.
 *
 * <p>It steps aside when the JVM was given any option (on the command line, {@code JAVA_TOOL_OPTIONS}
 * or {@code JDK_JAVA_OPTIONS}: the operator chose), for every command but the server itself, and when
 * {@code GATEHOUSE_JVM_OPTIONS} is set but empty; set, it replaces the defaults. The server's JVM ends
 * at once when its launcher ends without stopping it (killed), as a single process would have; a
 * launcher told to stop (SIGTERM, Ctrl-C) stops the server gracefully and ends with its exit code.
 */
final class ServerJvm {

  /** The parallel collector; {@link #options} adds a young generation of 128 MiB, at most a quarter of the heap. */
  static final List<String> DEFAULTS = List.of("-XX:+UseParallelGC");
  static final String ENV = "GATEHOUSE_JVM_OPTIONS";
  /** Set on the server's JVM: it names the launcher whose end it follows. */
  static final String LAUNCHED = "gatehouse.launcher";
  private static final long YOUNG_MIB = 128;
  private static final long STOP_WAIT_SECONDS = 60;

  private ServerJvm() {
  }

  /**
   * Runs the server in a JVM of its own and answers its exit code, or answers empty when this JVM is
   * to serve: it was started by a launcher, given options, asked for another command, or told so.
   */
  static OptionalInt launch(boolean serverCommand, String[] args) throws IOException, InterruptedException {
    if (System.getProperty(LAUNCHED) != null) {
      followLauncher();
      return OptionalInt.empty();
    }
    List<String> options = options(System.getenv(ENV), Runtime.getRuntime().maxMemory());
    if (!serverCommand || options.isEmpty() || !ManagementFactory.getRuntimeMXBean().getInputArguments().isEmpty()) {
      return OptionalInt.empty();
    }
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(options);
    command.add("-D" + LAUNCHED + "=" + ProcessHandle.current().pid());
    command.addAll(List.of("-cp", System.getProperty("java.class.path"), Main.class.getName()));
    command.addAll(Arrays.asList(args));
    // the server's standard input is a pipe from here that nobody writes: its end tells the server this JVM is gone
    Process server = new ProcessBuilder(command)
      .redirectOutput(ProcessBuilder.Redirect.INHERIT).redirectError(ProcessBuilder.Redirect.INHERIT).start();
    Runtime.getRuntime().addShutdownHook(new Thread(() -> stop(server), "gatehouse-launcher-stop"));
    return OptionalInt.of(server.waitFor());
  }

  /** The options the server's JVM gets: the environment's when set (whitespace-separated), else the defaults. */
  static List<String> options(String configured, long maxHeapBytes) {
    if (configured != null) return Arrays.stream(configured.trim().split("\\s+")).filter(s -> !s.isEmpty()).toList();
    long young = Math.max(16, Math.min(YOUNG_MIB, maxHeapBytes / 4 / (1024 * 1024)));
    List<String> options = new ArrayList<>(DEFAULTS);
    options.add("-Xmn" + young + "m");
    return options;
  }

  /** SIGTERM through the handle: {@code Process.destroy()} would also close the pipe, which ends the server at once. */
  private static void stop(Process server) {
    server.toHandle().destroy();
    try {
      if (!server.waitFor(STOP_WAIT_SECONDS, TimeUnit.SECONDS)) server.toHandle().destroyForcibly();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** In the server's JVM: when the launcher's end closes the pipe, end at once, as a killed process does. */
  private static void followLauncher() {
    Thread watch = new Thread(() -> {
      try (InputStream launcher = System.in) {
        while (launcher.read() >= 0) {
          // nobody writes; a byte written by hand is ignored
        }
      } catch (IOException ignored) {
        // a broken pipe is an end too
      }
      Runtime.getRuntime().halt(137);
    }, "gatehouse-launcher-watch");
    watch.setDaemon(true);
    watch.start();
  }
}
