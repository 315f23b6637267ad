package io.gatehouse.it;

import io.vertx.core.json.JsonObject;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.fail;

/**
 * The real MCP clients, run as child processes on Node 22: the official TypeScript SDK v2 client
 * and its v1 predecessor (driven by scripts of ours), mcp-remote and the Inspector CLI.
 * scripts/mcp-clients.sh installs them into a cache folder on first use.
 */
final class NodeClients {

  private static final Path SCRIPTS = Path.of("src", "test", "resources", "mcp-clients");
  private static Path cache;

  /** What a client printed (stdout and stderr together) and how it exited. */
  record Run(int exit, String output) {
  }

  private NodeClients() {
  }

  /** The SDK v2 client's sessions as sdk-sessions.cjs runs them, one JSON line per session. */
  static Run sdkSessions(JsonObject spec, Duration timeout) throws Exception {
    return node(timeout, Files.createTempDirectory("sdk-home"), SCRIPTS.resolve("sdk-sessions.cjs").toString(), spec.encode());
  }

  /** An SDK client's (v2 or v1) OAuth session as sdk-step-up.cjs runs it: one JSON line. */
  static Run sdkStepUp(JsonObject spec, Duration timeout) throws Exception {
    return node(timeout, Files.createTempDirectory("sdk-home"), SCRIPTS.resolve("sdk-step-up.cjs").toString(), spec.encode());
  }

  /** mcp-remote's own test client: connects, lists tools and resources, and exits. */
  static Run mcpRemote(String url, String header, Duration timeout) throws Exception {
    return mcpRemote(url, header, Map.of(), timeout);
  }

  /** As above, with variables in its environment (a header of the form {@code Name:${VARIABLE}} reads one). */
  static Run mcpRemote(String url, String header, Map<String, String> env, Duration timeout) throws Exception {
    return node(timeout, Files.createTempDirectory("mcp-remote-home"), env,
      cache().resolve("mcp-remote/node_modules/mcp-remote/dist/client.js").toString(),
      url, "--header", header, "--allow-http", "--transport", "http-only");
  }

  /**
   * The SDK v2 client signing in by URL alone (sdk-oauth.cjs), still running: it prints the
   * authorization URL as {@code {"authorize": URL}} and waits for the browser to bring the code back.
   */
  static Live sdkOAuth(JsonObject spec) throws Exception {
    return live(Files.createTempDirectory("sdk-home"), SCRIPTS.resolve("sdk-oauth.cjs").toString(), spec.encode());
  }

  /** mcp-remote's test client given the URL alone, still running: it prints the authorization URL and waits. */
  static Live mcpRemoteSignIn(String url) throws Exception {
    return live(Files.createTempDirectory("mcp-remote-home"),
      cache().resolve("mcp-remote/node_modules/mcp-remote/dist/client.js").toString(), url, "--allow-http",
      "--transport", "http-only");
  }

  /** A client process the test talks to while it runs: its output so far, read as it comes. */
  static final class Live {
    private final Process process;
    private final StringBuffer output = new StringBuffer();
    private final Thread reader;

    private Live(Process process) {
      this.process = process;
      this.reader = new Thread(() -> {
        try {
          byte[] buffer = new byte[8192];
          int n;
          while ((n = process.getInputStream().read(buffer)) >= 0) {
            output.append(new String(buffer, 0, n, StandardCharsets.UTF_8));
          }
        } catch (IOException e) {
          output.append(e);
        }
      });
      reader.start();
    }

    /** The first match of the pattern's first group in the output, waited for. */
    String await(Pattern pattern, Duration timeout) throws InterruptedException {
      long end = System.nanoTime() + timeout.toNanos();
      while (System.nanoTime() < end) {
        Matcher m = pattern.matcher(output);
        if (m.find()) return m.group(1);
        if (!process.isAlive() && !reader.isAlive()) break;
        Thread.sleep(100);
      }
      fail("no " + pattern + " in the client's output: " + output);
      return null;
    }

    /** Its exit and whole output once it ends. */
    Run finish(Duration timeout) throws InterruptedException {
      if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
        process.destroyForcibly();
        reader.join(5_000);
        fail("the client did not finish within " + timeout + ": " + output);
      }
      reader.join(5_000);
      return new Run(process.exitValue(), output.toString());
    }

    void kill() {
      process.destroyForcibly();
    }
  }

  private static Live live(Path home, String... args) throws Exception {
    List<String> command = new ArrayList<>(List.of(cache().resolve("node22/node_modules/.bin/node").toString()));
    command.addAll(List.of(args));
    ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
    builder.environment().put("HOME", home.toString());
    builder.environment().put("MCP_CLIENT_DIR", cache().resolve("client").toString());
    // no desktop browser opens: the test's Chromium follows the printed URL instead
    builder.environment().put("BROWSER", "true");
    builder.environment().put("DISPLAY", "");
    return new Live(builder.start());
  }

  /** The Inspector CLI, listing tools over Streamable HTTP. */
  static Run inspector(String url, String header, Duration timeout) throws Exception {
    return node(timeout, Files.createTempDirectory("inspector-home"),
      cache().resolve("inspector/node_modules/@modelcontextprotocol/inspector/clients/launcher/build/index.js").toString(),
      "--cli", url, "--transport", "http", "--header", header, "--method", "tools/list");
  }

  /** The MCP Apps host side, bundled for a browser: the folder holding host.js. */
  static Path appsHost() throws Exception {
    return cache().resolve("apps-host");
  }

  /** Sessions' JSON lines; fails on a line with an error. */
  static List<JsonObject> sessions(Run run) {
    List<JsonObject> lines = new ArrayList<>();
    for (String line : run.output().split("\n")) {
      if (!line.startsWith("{")) continue;
      JsonObject session = new JsonObject(line);
      if (session.containsKey("error")) fail("session failed: " + run.output());
      lines.add(session);
    }
    return lines;
  }

  private static Run node(Duration timeout, Path home, String... args) throws Exception {
    return node(timeout, home, Map.of(), args);
  }

  private static Run node(Duration timeout, Path home, Map<String, String> env, String... args) throws Exception {
    List<String> command = new ArrayList<>(List.of(cache().resolve("node22/node_modules/.bin/node").toString()));
    command.addAll(List.of(args));
    ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
    // a home of its own: nothing read from or left in the user's OAuth stores
    builder.environment().put("HOME", home.toString());
    builder.environment().put("MCP_CLIENT_DIR", cache().resolve("client").toString());
    builder.environment().put("MCP_SDK1_DIR", cache().resolve("sdk1").toString());
    builder.environment().putAll(env);
    return finish(builder.start(), timeout, String.join(" ", command));
  }

  private static synchronized Path cache() throws Exception {
    if (cache == null) {
      Run install = finish(new ProcessBuilder("bash", Path.of("..", "scripts", "mcp-clients.sh").toString())
        .redirectErrorStream(true).start(), Duration.ofMinutes(10), "scripts/mcp-clients.sh");
      String[] lines = install.output().trim().split("\n");
      if (install.exit() != 0) fail("scripts/mcp-clients.sh failed: " + install.output());
      cache = Path.of(lines[lines.length - 1]);
    }
    return cache;
  }

  private static Run finish(Process process, Duration timeout, String what) throws IOException, InterruptedException {
    // read on another thread so that a chatty child never blocks on a full pipe
    StringBuilder output = new StringBuilder();
    Thread reader = new Thread(() -> {
      try {
        output.append(new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8));
      } catch (IOException e) {
        output.append(e);
      }
    });
    reader.start();
    if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
      process.destroyForcibly();
      reader.join(5_000);
      fail(what + " did not finish within " + timeout + ": " + output);
    }
    reader.join(5_000);
    return new Run(process.exitValue(), output.toString());
  }
}
