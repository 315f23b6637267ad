package io.gatehouse.it.firsthour;

import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The documentation's examples, run: every fenced block marked {@code sh runnable} in README.md and
 * docs/*.md goes through bash against the gateway as the quick start runs it, with its placeholders
 * filled from the environment ({@code GATEHOUSE_URL}, {@code LV_KEY}, {@code PD_KEY}, {@code PD_KEY_ID},
 * {@code ADMIN_TOKEN}); a block that exits non-zero (its curl -f meeting an HTTP error) fails, naming
 * the file and line. A doc example cannot break unseen.
 */
class DocExamplesTest {

  private static final String MARK = "```sh runnable";
  private static final String ADMIN_TOKEN = "docs-admin-token-0123456789";
  private static final HttpClient HTTP = HttpClient.newHttpClient();

  @TempDir
  static Path dir;

  private static QuickStart gateway;
  private static Map<String, String> placeholders;

  /** One runnable block: where it starts and its text. */
  record Example(Path file, int line, String script) {
    @Override
    public String toString() {
      return QuickStart.ROOT.relativize(file) + ":" + line;
    }
  }

  @BeforeAll
  static void start() throws Exception {
    assumeTrue("true".equals(System.getenv("CI")) || Files.isRegularFile(QuickStart.JAR), "the fat jar is built by package");
    gateway = QuickStart.start(dir, env -> env.put("GATEHOUSE_ADMIN_TOKEN", ADMIN_TOKEN));
    JsonObject lead = signup("/v1/keys/create", new JsonObject().put("email", "docs@example.com"));
    JsonObject data = signup("/api/v1/auth/register", new JsonObject().put("email", "docs@example.com").put("name", "Docs"));
    placeholders = Map.of("GATEHOUSE_URL", gateway.baseUrl(), "LV_KEY", lead.getString("api_key"),
      "PD_KEY", data.getString("api_key"), "PD_KEY_ID", data.getString("key_id"), "ADMIN_TOKEN", ADMIN_TOKEN);
  }

  @AfterAll
  static void stop() throws Exception {
    if (gateway != null) gateway.close();
  }

  @Test
  void theDocsMarkTheirExamplesRunnable() throws IOException {
    List<Example> examples = examples();
    assertTrue(examples.size() >= 4, "runnable examples found: " + examples);
    assertTrue(examples.stream().anyMatch(e -> e.file().endsWith("README.md")), examples.toString());
  }

  @TestFactory
  Stream<DynamicTest> everyRunnableExampleRuns() throws IOException {
    return examples().stream().map(example -> DynamicTest.dynamicTest(example.toString(), () -> run(example)));
  }

  /** The CLI beside a gateway running on the same embedded store says what to do, in a line, not a stack trace. */
  @Test
  void keysListBesideARunningGatewaySaysWhatToDo() throws Exception {
    ProcessBuilder builder = new ProcessBuilder("java", "-jar", QuickStart.JAR.toString(), "keys", "list", "--email",
      "docs@example.com").directory(QuickStart.ROOT.toFile()).redirectErrorStream(true);
    builder.environment().put("GATEHOUSE_DATA_DIR", dir.resolve("data").toString());
    Process process = builder.start();
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(process.waitFor(60, TimeUnit.SECONDS));
    assertEquals(1, process.exitValue(), output);
    assertTrue(output.contains("is in use by another process") && output.contains("use its admin routes"), output);
    assertTrue(output.lines().noneMatch(line -> line.startsWith("\tat ")), "no stack trace:\n" + output);
  }

  private static void run(Example example) throws Exception {
    Path work = Files.createTempDirectory(dir, "example");
    ProcessBuilder builder = new ProcessBuilder("bash", "-e", "-o", "pipefail", "-c", example.script())
      .directory(work.toFile()).redirectErrorStream(true);
    builder.environment().putAll(placeholders);
    Process process = builder.start();
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    if (!process.waitFor(60, TimeUnit.SECONDS)) {
      process.destroyForcibly();
      fail(example + " did not finish in 60 s:\n" + output);
    }
    if (process.exitValue() != 0) {
      fail(example + " exited " + process.exitValue() + ":\n" + example.script() + "\n--- output:\n" + output);
    }
  }

  /** Every block marked runnable in README.md and docs/*.md, in file order. */
  static List<Example> examples() throws IOException {
    List<Path> files = new ArrayList<>(List.of(QuickStart.ROOT.resolve("README.md")));
    try (Stream<Path> docs = Files.list(QuickStart.ROOT.resolve("docs"))) {
      docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(files::add);
    }
    List<Example> examples = new ArrayList<>();
    for (Path file : files) {
      List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
      for (int i = 0; i < lines.size(); i++) {
        if (!lines.get(i).trim().equals(MARK)) continue;
        StringBuilder script = new StringBuilder();
        int start = i + 1;
        for (i = i + 1; i < lines.size() && !lines.get(i).trim().startsWith("```"); i++) {
          script.append(lines.get(i)).append('\n');
        }
        examples.add(new Example(file, start, script.toString()));
      }
    }
    return examples;
  }

  private static JsonObject signup(String path, JsonObject body) throws Exception {
    HttpResponse<String> response = HTTP.send(HttpRequest.newBuilder(URI.create(gateway.baseUrl() + path))
      .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body.encode())).build(),
      HttpResponse.BodyHandlers.ofString());
    assertEquals(201, response.statusCode(), response.body());
    return new JsonObject(response.body());
  }
}
