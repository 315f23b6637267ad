package io.gatehouse.providers.registers.kbo.embedded;

import io.gatehouse.providers.registers.kbo.data.Codes;
import io.gatehouse.providers.registers.kbo.data.DatasetVersion;
import io.gatehouse.providers.registers.kbo.data.Kind;
import io.gatehouse.providers.registers.kbo.ingest.ExtractFiles;
import io.gatehouse.providers.registers.kbo.ingest.ExtractMeta;
import io.gatehouse.providers.registers.kbo.ingest.ExtractSource;
import io.gatehouse.providers.registers.kbo.ingest.KboLoader;
import io.gatehouse.providers.registers.kbo.ingest.Progress;
import io.gatehouse.providers.registers.numbers.BelgianNumbers;
import io.vertx.core.json.JsonObject;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.Set;

/**
 * Loads extracts into the embedded store. Every ingest builds a complete new version folder (an
 * update merges the serving version with the update's deletes and inserts, linking the files it does
 * not touch), and only a finished folder is published; a failure deletes the half-built one.
 */
public final class EmbeddedLoader implements KboLoader {

  /** Files a full extract must have; the others may be absent in old extracts and load empty. */
  private static final Set<Kind> REQUIRED = EnumSet.of(Kind.ENTERPRISE, Kind.ESTABLISHMENT, Kind.DENOMINATION, Kind.ADDRESS);

  private final EmbeddedLayout layout;
  private final int chunkRows;
  private final int trigramBuffer;

  public EmbeddedLoader(Path root) {
    this(root, 250_000, 4_000_000);
  }

  EmbeddedLoader(Path root, int chunkRows, int trigramBuffer) {
    this.layout = new EmbeddedLayout(root);
    this.chunkRows = chunkRows;
    this.trigramBuffer = trigramBuffer;
  }

  @Override
  public JsonObject loadFull(ExtractSource source, ExtractMeta meta, Progress progress) throws Exception {
    String previous = layout.currentId().orElse(null);
    return build(meta, progress, (dir, tmp, files) -> {
      if (!source.has("code")) throw new IOException("the full extract lacks code.csv");
      Codes codes = new Codes();
      ExtractFiles.codes(source, "code", codes, progress);
      CodesFile.write(EmbeddedLayout.codes(dir), codes);
      for (Kind kind : Kind.FILES) {
        if (!source.has(kind.file()) && REQUIRED.contains(kind)) throw new IOException("the full extract lacks " + kind.file() + ".csv");
        ExternalSorter sorter = new ExternalSorter(tmp, kind.storageName(), chunkRows);
        long rows = !source.has(kind.file()) ? 0
          : ExtractFiles.rows(source, kind.file(), kind, progress, (key, f) -> sorter.add(key, RowLines.encode(key, f)));
        files.put(kind.file(), rows);
        writeKind(dir, tmp, kind, sorter.sorted());
      }
    }, previous);
  }

  @Override
  public JsonObject applyUpdate(ExtractSource source, ExtractMeta meta, Progress progress) throws Exception {
    String previous = layout.currentId().orElseThrow(() ->
      new IOException("no KBO data to update: ingest a full extract first"));
    Path old = layout.versions().resolve(previous);
    DatasetVersion serving = EmbeddedLayout.readVersion(old);
    if (meta.extractNumber() <= serving.extractNumber()) {
      progress.say("note: update extract " + meta.extractNumber() + " is not newer than the serving " + serving.label());
    }
    return build(meta, progress, (dir, tmp, files) -> {
      if (source.has("code")) {
        Codes codes = new Codes();
        ExtractFiles.codes(source, "code", codes, progress);
        CodesFile.write(EmbeddedLayout.codes(dir), codes);
      } else {
        link(EmbeddedLayout.codes(old), EmbeddedLayout.codes(dir));
      }
      for (Kind kind : Kind.FILES) {
        boolean deletes = source.has(kind.file() + "_delete");
        boolean inserts = source.has(kind.file() + "_insert");
        if (!deletes && !inserts) {
          linkKind(old, dir, kind);
          continue;
        }
        long[] deleted = deletes ? deletedKeys(source, kind, progress) : new long[0];
        ExternalSorter added = new ExternalSorter(tmp, kind.storageName() + "_insert", chunkRows);
        long rows = !inserts ? 0 : ExtractFiles.rows(source, kind.file() + "_insert", kind, progress,
          (key, f) -> added.add(key, RowLines.encode(key, f)));
        files.put(kind.file() + "_delete", (long) deleted.length);
        files.put(kind.file() + "_insert", rows);
        writeKind(dir, tmp, kind, new UpdateIterator(new FileRowIterator(EmbeddedLayout.data(old, kind)), deleted,
          added.sorted()));
      }
    }, previous);
  }

  private interface Steps {
    void run(Path dir, Path tmp, JsonObject files) throws Exception;
  }

  private JsonObject build(ExtractMeta meta, Progress progress, Steps steps, String previous) throws Exception {
    Files.createDirectories(layout.versions());
    try (IngestLock lock = IngestLock.tryAcquire(layout.ingestLock())
      .orElseThrow(() -> new IOException("another KBO ingest is loading into this store; try again when it ends"))) {
      int abandoned = layout.removeAbandonedLoads();
      if (abandoned > 0) progress.say("removed " + abandoned + " unfinished load(s) left by an ingest that was stopped");
      return buildLocked(meta, progress, steps, previous);
    }
  }

  private JsonObject buildLocked(ExtractMeta meta, Progress progress, Steps steps, String previous) throws Exception {
    String id = "x" + meta.extractNumber() + "-" + System.currentTimeMillis();
    Path dir = layout.versions().resolve(id + ".loading");
    Path tmp = dir.resolve("tmp");
    JsonObject files = new JsonObject();
    try {
      Files.createDirectories(tmp);
      steps.run(dir, tmp, files);
      DatasetVersion version = new DatasetVersion(id, meta.extractNumber(), meta.snapshotDate(),
        meta.full() ? "full" : "update", Instant.now());
      EmbeddedLayout.writeVersion(dir, version);
      EmbeddedLayout.deleteTree(tmp);
      Files.move(dir, layout.versions().resolve(id));
      layout.publish(id);
      layout.prune(id, previous);
      progress.say("serving " + version.label() + " (embedded store, version " + id + ")");
      return new JsonObject().put("store", "embedded").put("version", version.label()).put("id", id)
        .put("extract_type", version.extractType()).put("rows", progress.totalRows())
        .put("rows_per_second", progress.overallRate()).put("files", files);
    } catch (Exception e) {
      EmbeddedLayout.deleteTree(dir);
      throw e;
    }
  }

  /** Writes a kind's files from its sorted rows, then the kinds derived from it and, for names, the search index. */
  private void writeKind(Path dir, Path tmp, Kind kind, RowIterator rows) throws IOException {
    try (RowWriter writer = new RowWriter(EmbeddedLayout.data(dir, kind), EmbeddedLayout.index(dir, kind))) {
      writer.writeAll(rows);
    }
    for (Kind derived : kind.derived()) {
      ExternalSorter sorter = new ExternalSorter(tmp, derived.storageName(), chunkRows);
      try (FileRowIterator source = new FileRowIterator(EmbeddedLayout.data(dir, kind))) {
        while (source.next()) {
          String enterprise = RowLines.fields(source.line(), kind.columns().size())[derived.keyColumn()];
          if (enterprise != null) {
            long key = BelgianNumbers.key(enterprise);
            sorter.add(key, RowLines.rekey(key, source.line()));
          }
        }
      }
      try (RowWriter writer = new RowWriter(EmbeddedLayout.data(dir, derived), EmbeddedLayout.index(dir, derived))) {
        writer.writeAll(sorter.sorted());
      }
    }
    if (kind == Kind.DENOMINATION) writeNames(dir, tmp);
  }

  private void writeNames(Path dir, Path tmp) throws IOException {
    TrigramWriter names = new TrigramWriter(tmp, trigramBuffer);
    int column = Kind.DENOMINATION.column("Denomination");
    try (FileRowIterator rows = new FileRowIterator(EmbeddedLayout.data(dir, Kind.DENOMINATION))) {
      while (rows.next()) names.add(rows.key(), RowLines.fields(rows.line(), Kind.DENOMINATION.columns().size())[column]);
    }
    names.finish(EmbeddedLayout.postings(dir), EmbeddedLayout.offsets(dir));
  }

  private static long[] deletedKeys(ExtractSource source, Kind kind, Progress progress) throws Exception {
    long[][] keys = {new long[1024]};
    int[] size = {0};
    ExtractFiles.deletedKeys(source, kind, progress, (key, f) -> {
      if (size[0] == keys[0].length) keys[0] = Arrays.copyOf(keys[0], size[0] * 2);
      keys[0][size[0]++] = key;
    });
    long[] sorted = Arrays.copyOf(keys[0], size[0]);
    Arrays.sort(sorted);
    return sorted;
  }

  private void linkKind(Path from, Path to, Kind kind) throws IOException {
    link(EmbeddedLayout.data(from, kind), EmbeddedLayout.data(to, kind));
    link(EmbeddedLayout.index(from, kind), EmbeddedLayout.index(to, kind));
    for (Kind derived : kind.derived()) linkKind(from, to, derived);
    if (kind == Kind.DENOMINATION) {
      link(EmbeddedLayout.postings(from), EmbeddedLayout.postings(to));
      link(EmbeddedLayout.offsets(from), EmbeddedLayout.offsets(to));
    }
  }

  /** Files never change once written, so versions share them; a copy where links are not possible. */
  private static void link(Path existing, Path link) throws IOException {
    try {
      Files.createLink(link, existing);
    } catch (UnsupportedOperationException | IOException e) {
      Files.copy(existing, link);
    }
  }
}
