package io.gatehouse.gateway.store;

import io.vertx.core.Future;
import io.vertx.core.Vertx;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;

/** The contract against the embedded store. */
class EmbeddedKeyStoreTest extends KeyStoreContract {

  @TempDir
  Path dir;

  @Override
  protected Future<KeyStore> open(Vertx vertx) {
    return KeyStore.embedded(vertx, dir);
  }

  @Override
  protected String persisted() throws Exception {
    try (Stream<Path> files = Files.walk(dir)) {
      return files.filter(Files::isRegularFile).map(EmbeddedKeyStoreTest::read)
        .collect(Collectors.joining("\n"));
    }
  }

  static String read(Path file) {
    try {
      return Files.readString(file);
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
