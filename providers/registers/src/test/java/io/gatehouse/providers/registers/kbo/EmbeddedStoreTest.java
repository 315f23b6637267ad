package io.gatehouse.providers.registers.kbo;

import io.gatehouse.api.StoreSettings;

import java.nio.file.Files;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The KBO contract on the embedded store (files under the provider's data folder). */
class EmbeddedStoreTest extends KboStoreContract {

  @Override
  StoreSettings store() {
    return new StoreSettings("embedded", null);
  }

  @Override
  void assertNoLeftovers() throws Exception {
    try (Stream<java.nio.file.Path> versions = Files.list(dir.resolve("providers/kbo/versions"))) {
      assertEquals(1, versions.count(), "only the serving version is left");
    }
  }
}
