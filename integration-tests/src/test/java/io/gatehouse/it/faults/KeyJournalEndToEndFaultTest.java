package io.gatehouse.it.faults;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.gatehouse.gateway.Gateway;
import io.gatehouse.gateway.auth.IssuedKey;
import io.gatehouse.gateway.auth.KeyService;
import io.gatehouse.gateway.auth.TestProducts;
import io.gatehouse.gateway.cli.Main;
import io.gatehouse.gateway.store.KeyStore;
import io.gatehouse.it.ConfiguredGateway;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.ext.web.client.WebClient;
import io.vertx.junit5.VertxExtension;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * The whole gateway on a 50-key journal with record 26 damaged: it refuses to start naming the
 * journal and the offset, {@code keys verify} finds the damage, {@code keys repair} quarantines it,
 * and the gateway then serves the 49 other keys.
 */
@ExtendWith(VertxExtension.class)
class KeyJournalEndToEndFaultTest {

  private static final int KEYS = 50;
  private static final int DAMAGED = 25;

  @TempDir
  Path dir;

  @Test
  void aDamagedRecordStopsTheStartAndRepairKeepsEveryOtherKey(Vertx vertx) throws Exception {
    Path data = dir.resolve("data");
    List<String> keys = issue(vertx, data.resolve("keys"));
    Path journal = data.resolve("keys").resolve("keys.journal");
    byte[] bytes = Files.readAllBytes(journal);
    int offset = lineStart(bytes, DAMAGED);
    bytes[offset + 40] ^= 0x01;
    Files.write(journal, bytes);

    String refusal = ConfiguredGateway.start(vertx, data, Map.of())
      .<String>transform(ar -> Future.succeededFuture(ar.failed() ? ar.cause().getMessage() : "started"))
      .await();
    assertTrue(refusal.contains(journal.toAbsolutePath().toString()) && refusal.contains("offset " + offset), refusal);

    String config = ShippedConfig.pointingAt(data).toString();
    assertEquals(2, new CommandLine(new Main()).execute("--config", config, "keys", "verify"));
    assertEquals(0, new CommandLine(new Main()).execute("--config", config, "keys", "repair"));
    assertEquals(0, new CommandLine(new Main()).execute("--config", config, "keys", "verify"));

    Gateway gateway = ConfiguredGateway.start(vertx, data, Map.of()).await();
    WebClient client = WebClient.create(vertx);
    try {
      for (int i = 0; i < KEYS; i++) {
        int status = client.getAbs(gateway.baseUrl() + "/v1/keys/usage")
          .putHeader("Authorization", "Bearer " + keys.get(i)).send().await().statusCode();
        assertEquals(i == DAMAGED ? 403 : 200, status, "key " + (i + 1));
      }
    } finally {
      client.close();
      gateway.stop().await();
    }
  }

  private static List<String> issue(Vertx vertx, Path folder) {
    KeyStore store = KeyStore.embedded(vertx, folder).await();
    KeyService service = KeyService.create(vertx, store);
    List<String> keys = new ArrayList<>();
    for (int i = 0; i < KEYS; i++) {
      IssuedKey issued = service.issue(TestProducts.LEAD_VERIFICATION, "holder-" + i + "@example.com", null, null)
        .await();
      keys.add(issued.apiKey());
    }
    service.close().eventually(store::close).await();
    return keys;
  }

  private static int lineStart(byte[] bytes, int line) {
    int start = 0;
    for (int seen = 0; seen < line; start++) {
      if (bytes[start] == '\n') {
        seen++;
      }
    }
    return start;
  }
}
