package io.gatehouse.providers.registers.kbo.embedded;

import io.gatehouse.providers.registers.kbo.ingest.ExtractMeta;
import io.gatehouse.providers.registers.kbo.ingest.ExtractSource;
import io.gatehouse.providers.registers.kbo.ingest.Progress;
import io.vertx.core.Vertx;
import io.vertx.junit5.VertxExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What an ingest killed mid-way leaves behind (its {@code *.loading} folder) is removed, and only that. */
@ExtendWith(VertxExtension.class)
class KboIngestFaultTest {

  @TempDir
  Path root;

  private final List<String> progress = new ArrayList<>();

  private void ingestFull() throws Exception {
    Path source = Path.of(getClass().getClassLoader().getResource("kbo/full").toURI());
    try (ExtractSource extract = ExtractSource.open(source)) {
      new EmbeddedLoader(root).loadFull(extract, ExtractMeta.read(extract), new Progress(progress::add));
    }
  }

  /** A half-built version as a killed ingest leaves it: sorted chunks under tmp, no version.json. */
  private Path abandonedLoad(String id) throws IOException {
    Path dir = root.resolve("versions").resolve(id + ".loading");
    Files.createDirectories(dir.resolve("tmp"));
    Files.write(dir.resolve("tmp").resolve("denomination.0"), new byte[64 * 1024]);
    Files.writeString(dir.resolve("enterprise.dat"), "half written");
    return dir;
  }

  private List<String> loadingFolders() throws IOException {
    try (Stream<Path> list = Files.list(root.resolve("versions"))) {
      return list.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".loading")).toList();
    }
  }

  @Test
  void theNextIngestRemovesWhatAKilledOneLeft() throws Exception {
    ingestFull();
    abandonedLoad("x180-1");
    ingestFull();
    assertEquals(List.of(), loadingFolders());
    assertTrue(progress.contains("removed 1 unfinished load(s) left by an ingest that was stopped"), progress.toString());
  }

  @Test
  void startingTheStoreRemovesWhatAKilledIngestLeft(Vertx vertx) throws Exception {
    ingestFull();
    abandonedLoad("x180-1");
    abandonedLoad("x181-2");
    assertTrue(EmbeddedStore.open(vertx, root).isPresent());
    assertEquals(List.of(), loadingFolders());
  }

  @Test
  void aLoadInProgressIsLeftAloneAndASecondIngestRefused(Vertx vertx) throws Exception {
    ingestFull();
    EmbeddedLayout layout = new EmbeddedLayout(root);
    try (IngestLock running = IngestLock.tryAcquire(layout.ingestLock()).orElseThrow()) {
      Path building = abandonedLoad("x182-3");
      assertTrue(EmbeddedStore.open(vertx, root).isPresent(), "the serving version still opens");
      assertEquals(List.of(building.getFileName().toString()), loadingFolders());
      IOException refused = assertThrows(IOException.class, this::ingestFull);
      assertTrue(refused.getMessage().contains("another KBO ingest"), refused.getMessage());
      assertEquals(List.of(building.getFileName().toString()), loadingFolders());
    }
  }
}
