package io.gatehouse.gateway.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MainTest {

  @TempDir
  Path dir;

  @Test
  void aMissingConfigurationIsReportedInOneLine() {
    StringWriter err = new StringWriter();
    Path missing = dir.resolve("nope.yaml");
    int exit = Main.commandLine().setErr(new PrintWriter(err, true)).execute("--config", missing.toString(), "run");
    assertEquals(1, exit);
    assertTrue(err.toString().startsWith("Gatehouse: the configuration " + missing + " cannot be used: configuration file not found"),
      err.toString());
    assertEquals(1, err.toString().strip().lines().count(), err.toString());
  }

  @Test
  void aConfigurationThatIsNoYamlIsReportedInOneLineByEveryCommandThatReadsIt() throws Exception {
    Path broken = Files.writeString(dir.resolve("broken.yaml"), "http: [unclosed\n  port: 8080\n");
    for (String[] command : new String[][] {{"run"}, {"keys", "list", "--email", "ops@example.com"}, {"audit"}, {"count"}}) {
      StringWriter err = new StringWriter();
      String[] args = new String[command.length + 2];
      args[0] = "--config";
      args[1] = broken.toString();
      System.arraycopy(command, 0, args, 2, command.length);
      assertEquals(1, Main.commandLine().setErr(new PrintWriter(err, true)).execute(args), String.join(" ", command));
      assertTrue(err.toString().startsWith("Gatehouse: the configuration " + broken + " cannot be used: "), err.toString());
      assertFalse(err.toString().contains("\tat "), err.toString());
    }
  }
}
