package io.gatehouse.providers.registers.kbo.embedded;

import io.gatehouse.providers.registers.kbo.data.DatasetVersion;
import io.gatehouse.providers.registers.kbo.data.Kind;
import io.vertx.core.json.JsonObject;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Where the embedded store keeps its files: one folder per loaded version under {@code versions/},
 * and {@code CURRENT} naming the one serving. Switching versions is one atomic rename of that file.
 */
final class EmbeddedLayout {

  private final Path root;

  EmbeddedLayout(Path root) {
    this.root = root;
  }

  Path versions() {
    return root.resolve("versions");
  }

  /** The lock an ingest holds while it builds (outside {@code versions/}, which {@link #prune} empties). */
  Path ingestLock() {
    return root.resolve("INGEST.lock");
  }

  /**
   * Removes the folders of ingests that were killed before they finished; only while holding the
   * {@link IngestLock}, when no ingest can be building one. Returns how many there were.
   */
  int removeAbandonedLoads() throws IOException {
    if (!Files.isDirectory(versions())) return 0;
    int removed = 0;
    try (Stream<Path> list = Files.list(versions())) {
      for (Path dir : list.toList()) {
        if (dir.getFileName().toString().endsWith(".loading")) {
          deleteTree(dir);
          removed++;
        }
      }
    }
    return removed;
  }

  Optional<String> currentId() throws IOException {
    Path pointer = root.resolve("CURRENT");
    if (!Files.exists(pointer)) return Optional.empty();
    String id = Files.readString(pointer, StandardCharsets.UTF_8).trim();
    return id.isEmpty() || !Files.isDirectory(versions().resolve(id)) ? Optional.empty() : Optional.of(id);
  }

  void publish(String id) throws IOException {
    Path next = root.resolve("CURRENT.next");
    Files.writeString(next, id + "\n", StandardCharsets.UTF_8);
    Files.move(next, root.resolve("CURRENT"), StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
  }

  /** Removes finished versions other than the serving one and the one before it (readers may still use it). */
  void prune(String current, String previous) throws IOException {
    try (Stream<Path> list = Files.list(versions())) {
      for (Path dir : list.toList()) {
        String name = dir.getFileName().toString();
        if (!name.endsWith(".loading") && !name.equals(current) && !name.equals(previous)) deleteTree(dir);
      }
    }
  }

  static Path data(Path dir, Kind kind) {
    return dir.resolve(kind.storageName() + ".dat");
  }

  static Path index(Path dir, Kind kind) {
    return dir.resolve(kind.storageName() + ".idx");
  }

  static Path postings(Path dir) {
    return dir.resolve("names.post");
  }

  static Path offsets(Path dir) {
    return dir.resolve("names.off");
  }

  static Path codes(Path dir) {
    return dir.resolve("codes.tsv");
  }

  static DatasetVersion readVersion(Path dir) throws IOException {
    return DatasetVersion.fromJson(new JsonObject(Files.readString(dir.resolve("version.json"), StandardCharsets.UTF_8)));
  }

  static void writeVersion(Path dir, DatasetVersion version) throws IOException {
    Files.writeString(dir.resolve("version.json"), version.toJson().encodePrettily(), StandardCharsets.UTF_8);
  }

  static void deleteTree(Path dir) throws IOException {
    if (!Files.exists(dir)) return;
    try (Stream<Path> walk = Files.walk(dir)) {
      for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) Files.deleteIfExists(p);
    }
  }
}
