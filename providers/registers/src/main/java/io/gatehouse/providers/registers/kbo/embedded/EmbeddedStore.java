package io.gatehouse.providers.registers.kbo.embedded;

import io.gatehouse.providers.registers.kbo.data.Codes;
import io.gatehouse.providers.registers.kbo.data.DatasetVersion;
import io.gatehouse.providers.registers.kbo.data.EntityRecord;
import io.gatehouse.providers.registers.kbo.data.KboStore;
import io.gatehouse.providers.registers.kbo.data.Kind;
import io.gatehouse.providers.registers.kbo.data.NameHit;
import io.vertx.core.Future;
import io.vertx.core.Vertx;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The embedded store's serving version: reads happen on worker threads, never on the event loop. */
public final class EmbeddedStore implements KboStore {

  private static final List<Kind> ENTERPRISE_KINDS = List.of(Kind.ENTERPRISE, Kind.DENOMINATION, Kind.ADDRESS,
    Kind.CONTACT, Kind.ACTIVITY, Kind.ESTABLISHMENT_BY_ENTERPRISE, Kind.BRANCH_BY_ENTERPRISE);
  private static final List<Kind> ESTABLISHMENT_KINDS = List.of(Kind.ESTABLISHMENT, Kind.DENOMINATION, Kind.ADDRESS,
    Kind.CONTACT, Kind.ACTIVITY);

  private final Vertx vertx;
  private final DatasetVersion version;
  private final Codes codes;
  private final Map<Kind, RowReader> readers = new EnumMap<>(Kind.class);
  private final TrigramReader names;

  private EmbeddedStore(Vertx vertx, Path dir) throws IOException {
    this.vertx = vertx;
    this.version = EmbeddedLayout.readVersion(dir);
    this.codes = CodesFile.read(EmbeddedLayout.codes(dir));
    for (Kind kind : Kind.values()) {
      readers.put(kind, new RowReader(EmbeddedLayout.data(dir, kind), EmbeddedLayout.index(dir, kind), kind.columns().size()));
    }
    this.names = new TrigramReader(EmbeddedLayout.postings(dir), EmbeddedLayout.offsets(dir));
  }

  /** The id of the version serving under {@code root}, if any; blocking. */
  public static Optional<String> currentId(Path root) throws IOException {
    return new EmbeddedLayout(root).currentId();
  }

  /**
   * Opens the serving version under {@code root}, if any; blocking. Unless an ingest is running, the
   * folders of ingests killed before they finished are removed first: nothing else would.
   */
  public static Optional<EmbeddedStore> open(Vertx vertx, Path root) throws IOException {
    EmbeddedLayout layout = new EmbeddedLayout(root);
    if (Files.isDirectory(layout.versions())) {
      Optional<IngestLock> lock = IngestLock.tryAcquire(layout.ingestLock());
      if (lock.isPresent()) {
        try (IngestLock held = lock.get()) {
          layout.removeAbandonedLoads();
        }
      }
    }
    Optional<String> id = layout.currentId();
    if (id.isEmpty()) return Optional.empty();
    return Optional.of(new EmbeddedStore(vertx, layout.versions().resolve(id.get())));
  }

  @Override
  public DatasetVersion version() {
    return version;
  }

  @Override
  public Codes codes() {
    return codes;
  }

  @Override
  public Future<Optional<EntityRecord>> lookup(long key) {
    return vertx.executeBlocking(() -> read(key), false);
  }

  Optional<EntityRecord> read(long key) throws IOException {
    boolean enterprise = key < 2_000_000_000L;
    Map<Kind, List<String[]>> rows = new EnumMap<>(Kind.class);
    for (Kind kind : enterprise ? ENTERPRISE_KINDS : ESTABLISHMENT_KINDS) {
      List<String[]> found = readers.get(kind).rows(key);
      if (rows.isEmpty() && found.isEmpty()) return Optional.empty();
      rows.put(kind, found);
    }
    return Optional.of(new EntityRecord(key, rows));
  }

  @Override
  public Future<List<NameHit>> search(String normalizedName, int limit) {
    return vertx.executeBlocking(() -> new NameSearch(names, readers.get(Kind.DENOMINATION)).search(normalizedName, limit), false);
  }

  @Override
  public Future<Void> close() {
    return vertx.executeBlocking(() -> {
      for (RowReader reader : readers.values()) reader.close();
      names.close();
      return null;
    }, false);
  }
}
