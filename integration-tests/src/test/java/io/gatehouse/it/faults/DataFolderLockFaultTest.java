package io.gatehouse.it.faults;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.gatehouse.gateway.Gateway;
import io.gatehouse.gateway.cli.Main;
import io.gatehouse.gateway.testing.TestGateway;
import io.gatehouse.it.ConfiguredGateway;
import io.vertx.core.Vertx;
import io.vertx.ext.web.client.WebClient;
import io.vertx.junit5.VertxExtension;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two gateways on one data folder: the second process refuses to start with a message naming the
 * folder, and the first goes on serving.
 */
@ExtendWith(VertxExtension.class)
class DataFolderLockFaultTest {

  @TempDir
  Path dir;

  @Test
  void aSecondGatewayOnALockedDataFolderRefusesToStartNamingTheFolder(Vertx vertx) throws Exception {
    Path data = dir.resolve("data");
    Gateway first = ConfiguredGateway.start(vertx, data, Map.of()).await();
    try {
      ProcessBuilder second = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-cp", System.getProperty("java.class.path"), Main.class.getName(), "--config",
        ShippedConfig.pointingAt(data).toString()).redirectErrorStream(true);
      second.environment().put("GATEHOUSE_HTTP_PORT", Integer.toString(TestGateway.freePort()));
      Process process = second.start();
      String output;
      try {
        assertTrue(process.waitFor(120, TimeUnit.SECONDS), "the second gateway exits");
        output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      } finally {
        process.destroyForcibly();
      }
      assertEquals(1, process.exitValue(), output);
      assertTrue(output.contains("Gatehouse failed to start") && output.contains("in use by another process")
        && output.contains(data.resolve("keys").toAbsolutePath().toString()), output);

      WebClient client = WebClient.create(vertx);
      assertEquals(200, client.getAbs(first.baseUrl() + "/health/ready").send().await().statusCode());
      client.close();
    } finally {
      first.stop().await();
    }
  }
}
