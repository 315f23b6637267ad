package io.gatehouse.providers.sanctions.store;

import io.gatehouse.providers.sanctions.model.ListEntry;
import io.gatehouse.providers.sanctions.model.ListInfo;
import io.gatehouse.providers.sanctions.model.SanctionsList;
import io.vertx.core.json.JsonObject;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;

/**
 * Ingested lists in the provider's data folder, one gzipped JSON-lines file per list (first line
 * the list's description, then one entry a line). A list is written beside its old copy and moved
 * over it, so a reader never sees half a list and a failed ingest leaves the previous one serving.
 * Blocking: call it from a worker.
 */
public final class ListStore {

  private static final String SUFFIX = ".jsonl.gz";

  private final Path folder;

  public ListStore(Path dataDir) {
    this.folder = dataDir.resolve("lists");
  }

  public void save(SanctionsList list) throws IOException {
    Files.createDirectories(folder);
    Path target = folder.resolve(list.info().id() + SUFFIX);
    Path temp = Files.createTempFile(folder, list.info().id(), ".tmp");
    try {
      try (BufferedWriter out = new BufferedWriter(new OutputStreamWriter(
        new GZIPOutputStream(Files.newOutputStream(temp), 1 << 16), StandardCharsets.UTF_8))) {
        out.write(list.info().toJson().encode());
        out.newLine();
        for (ListEntry entry : list.entries()) {
          out.write(EntryCodec.encode(entry).encode());
          out.newLine();
        }
      }
      Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } finally {
      Files.deleteIfExists(temp);
    }
  }

  /** Every stored list, in a stable order. */
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

  /** Changes whenever a list is saved: the newest file time in the folder, or 0 when empty. */
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
    try (BufferedReader in = new BufferedReader(new InputStreamReader(
      new GZIPInputStream(Files.newInputStream(file), 1 << 16), StandardCharsets.UTF_8))) {
      String header = in.readLine();
      if (header == null) throw new IOException(file.getFileName() + " is empty");
      ListInfo info = ListInfo.fromJson(new JsonObject(header));
      List<ListEntry> entries = new ArrayList<>(info.entries());
      String line;
      while ((line = in.readLine()) != null) entries.add(EntryCodec.decode(new JsonObject(line)));
      return new SanctionsList(info, entries);
    }
  }
}
