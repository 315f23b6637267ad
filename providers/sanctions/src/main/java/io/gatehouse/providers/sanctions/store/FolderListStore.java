package io.gatehouse.providers.sanctions.store;

import io.gatehouse.providers.sanctions.model.SanctionsList;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;

/**
 * Ingested lists in the provider's data folder, one file per list in the {@link ListCodec} form. A
 * list is written beside its old copy and moved over it, so a reader never sees half a list and a
 * failed ingest leaves the previous one serving. Blocking: call it from a worker.
 */
final class FolderListStore implements ListStore {

  private static final String SUFFIX = ".jsonl.gz";

  private final Path folder;

  FolderListStore(Path dataDir) {
    this.folder = dataDir.resolve("lists");
  }

  @Override
  public void save(SanctionsList list) throws IOException {
    Files.createDirectories(folder);
    Path target = folder.resolve(list.info().id() + SUFFIX);
    Path temp = Files.createTempFile(folder, list.info().id(), ".tmp");
    try {
      try (OutputStream out = Files.newOutputStream(temp)) {
        ListCodec.write(list, out);
      }
      Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } finally {
      Files.deleteIfExists(temp);
    }
  }

  @Override
  public List<SanctionsList> loadAll() throws IOException {
    List<SanctionsList> lists = new ArrayList<>();
    if (!Files.isDirectory(folder)) return lists;
    List<Path> files;
    try (var stream = Files.list(folder)) {
      files = stream.filter(p -> p.getFileName().toString().endsWith(SUFFIX)).sorted().toList();
    }
    for (Path file : files) lists.add(load(file));
    return lists;
  }

  @Override
  public long stamp() throws IOException {
    if (!Files.isDirectory(folder)) return 0;
    try (var stream = Files.list(folder)) {
      return stream.filter(p -> p.getFileName().toString().endsWith(SUFFIX))
        .mapToLong(p -> {
          try {
            FileTime time = Files.getLastModifiedTime(p);
            return time.toMillis() ^ p.getFileName().hashCode();
          } catch (IOException e) {
            return 0;
          }
        }).sum();
    }
  }

  private static SanctionsList load(Path file) throws IOException {
    try (InputStream in = Files.newInputStream(file)) {
      return ListCodec.read(in, file.getFileName().toString());
    }
  }
}
