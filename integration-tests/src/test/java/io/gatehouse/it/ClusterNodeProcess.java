package io.gatehouse.it;

import io.gatehouse.gateway.testing.TestGateway;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

/** One gateway process of a test cluster, with its output kept for failure messages. */
final class ClusterNodeProcess {

  private final String name;
  private final int port;
  private final Process process;
  private final List<String> output = new CopyOnWriteArrayList<>();
  private final CompletableFuture<Void> listening = new CompletableFuture<>();

  static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
  static final Path JAR = ROOT.resolve("gateway/target/gateway.jar");

  /**
   * Starts the fat jar as the node {@code name} of a cluster, with its roles and Hazelcast port, on a
   * free HTTP port, its data under {@code dataDir}, the repository's plug-ins, and {@code env} besides.
   */
  static ClusterNodeProcess launch(String name, String roles, int hzPort, Path config, Path dataDir,
                                   Map<String, String> env) throws IOException {
    int port = TestGateway.freePort();
    ProcessBuilder builder = new ProcessBuilder("java", "-Xmx384m", "-XX:TieredStopAtLevel=1", "-jar", JAR.toString(),
      "--config", config.toString()).directory(ROOT.toFile()).redirectErrorStream(true);
    builder.environment().putAll(env);
    builder.environment().put("GATEHOUSE_ROLES", roles);
    builder.environment().put("GATEHOUSE_CLUSTER_PORT", Integer.toString(hzPort));
    builder.environment().put("GATEHOUSE_HTTP_PORT", Integer.toString(port));
    builder.environment().put("GATEHOUSE_DATA_DIR", dataDir.toString());
    builder.environment().put("GATEHOUSE_PLUGINS_DIR", ROOT.resolve("plugins").toString());
    return new ClusterNodeProcess(name, port, builder.start());
  }

  ClusterNodeProcess(String name, int port, Process process) {
    this.name = name;
    this.port = port;
    this.process = process;
    Thread reader = new Thread(this::read, "node-" + name + "-output");
    reader.setDaemon(true);
    reader.start();
  }

  String name() {
    return name;
  }

  int port() {
    return port;
  }

  /** A path on this node's HTTP port. */
  URI uri(String path) {
    return URI.create("http://127.0.0.1:" + port + path);
  }

  String log() {
    return String.join("\n", output);
  }

  /** The last lines of output, for failure messages. */
  /** What a multi-node test does, as a step that may throw. */
  interface Scenario {
    void run() throws Exception;
  }

  /** Runs the scenario; a failure carries the last lines of every node's log, where its cause usually is. */
  static void withLogsOnFailure(List<ClusterNodeProcess> nodes, Scenario scenario) {
    try {
      scenario.run();
    } catch (Exception | AssertionError e) {
      StringBuilder logs = new StringBuilder(String.valueOf(e.getMessage()));
      for (ClusterNodeProcess node : nodes) logs.append("\n--- node ").append(node.name()).append('\n').append(node.tail(40));
      throw new AssertionError(logs.toString(), e);
    }
  }

  String tail(int lines) {
    List<String> all = List.copyOf(output);
    return String.join("\n", all.subList(Math.max(0, all.size() - lines), all.size()));
  }

  void awaitListening(int seconds) throws Exception {
    try {
      listening.get(seconds, TimeUnit.SECONDS);
    } catch (Exception e) {
      throw new AssertionError("node " + name + " did not start:\n" + log(), e);
    }
  }

  /** SIGKILL: the node vanishes without leaving the cluster. */
  void kill() throws InterruptedException {
    if (process.isAlive()) process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
  }

  private void read() {
    try (BufferedReader in = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
      String line;
      while ((line = in.readLine()) != null) {
        output.add(line);
        if (line.contains("Gatehouse listening on")) listening.complete(null);
      }
      listening.completeExceptionally(new IOException("node " + name + " exited"));
    } catch (IOException e) {
      listening.completeExceptionally(e);
    }
  }
}
