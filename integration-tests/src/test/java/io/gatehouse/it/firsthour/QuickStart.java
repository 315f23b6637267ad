package io.gatehouse.it.firsthour;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/** The README's quick start: the fat jar run from the repository root, on a free port and a fresh data folder. */
final class QuickStart implements AutoCloseable {

  static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
  static final Path JAR = ROOT.resolve("gateway/target/gateway.jar");

  private final Process process;
  private final int port;
  private final List<String> output;

  private QuickStart(Process process, int port, List<String> output) {
    this.process = process;
    this.port = port;
    this.output = output;
  }

  /** Starts the gateway and answers once it listens; {@code env} edits the environment it inherits. */
  static QuickStart start(Path dir, Consumer<Map<String, String>> env) throws Exception {
    int port = freePort();
    ProcessBuilder builder = new ProcessBuilder("java", "-jar", JAR.toString()).directory(ROOT.toFile())
      .redirectErrorStream(true);
    builder.environment().put("GATEHOUSE_HTTP_PORT", Integer.toString(port));
    builder.environment().put("GATEHOUSE_DATA_DIR", dir.resolve("data").toString());
    env.accept(builder.environment());
    Process process = builder.start();
    List<String> output = new CopyOnWriteArrayList<>();
    CompletableFuture<Void> listening = new CompletableFuture<>();
    Thread reader = new Thread(() -> {
      try (BufferedReader in = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
        String line;
        while ((line = in.readLine()) != null) {
          output.add(line);
          if (line.contains("Gatehouse listening on")) listening.complete(null);
        }
        listening.completeExceptionally(new IOException("the gateway exited:\n" + String.join("\n", output)));
      } catch (IOException e) {
        listening.completeExceptionally(e);
      }
    });
    reader.setDaemon(true);
    reader.start();
    QuickStart started = new QuickStart(process, port, output);
    try {
      listening.get(90, TimeUnit.SECONDS);
    } catch (Exception e) {
      started.close();
      throw e;
    }
    return started;
  }

  String baseUrl() {
    return "http://127.0.0.1:" + port;
  }

  int port() {
    return port;
  }

  /** What it has logged so far. */
  String log() {
    return String.join("\n", output);
  }

  @Override
  public void close() throws InterruptedException {
    process.destroy();
    if (!process.waitFor(20, TimeUnit.SECONDS)) process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
  }

  static int freePort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0)) {
      return socket.getLocalPort();
    }
  }
}
