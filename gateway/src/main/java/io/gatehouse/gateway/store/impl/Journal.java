package io.gatehouse.gateway.store.impl;

import io.gatehouse.gateway.store.StoreUnavailableException;
import io.vertx.core.Context;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Queue;
import java.util.Set;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Append-only journal of framed records ({@link Frames}) with group commit: appends queue up, one
 * worker drains the queue, writes every waiting record, fsyncs once and only then applies the
 * entries and completes the futures. Many concurrent writers thus share one fsync, and the
 * in-memory state never shows what the disk does not hold.
 *
 * <p>Nothing acknowledged is dropped at start: only an incomplete final record (an append cut short
 * by a crash, never acknowledged) is cut, and even its bytes are kept in the quarantine file. Any
 * other record that cannot be read or applied stops the start, naming the file and the offset,
 * until an operator runs {@code keys repair} (see {@link JournalRepair} for why it is not automatic).
 *
 * <p>An append the disk refuses (full, failing) fails its callers and leaves nothing behind
 * ({@link JournalTail}); from then on the journal reports the problem until an append or a
 * {@link #probe} succeeds again, which happens by itself once the disk takes writes.
 */
final class Journal {

  private static final Logger LOG = LoggerFactory.getLogger(Journal.class);
  static final String FILE = "keys.journal";
  /** The first format, bare JSON lines, read once and migrated. */
  static final String LEGACY_FILE = "keys.jsonl";
  /** What the first-format file is renamed to once migrated; kept for the operator to delete. */
  static final String LEGACY_RETIRED = "keys.jsonl.migrated";

  /**
   * What a probe writes and cuts off again: a record that changes nothing, larger than any key's
   * record and than a disk block, so that it fits only where a new block is free.
   */
  private static final byte[] PROBE = Frames.encode(new JsonObject().put("op", "usage").put("counts", new JsonArray())
    .put("probe", "x".repeat(4096)));

  private record Append(List<JsonObject> entries, boolean durable, Context context,
                        Promise<Void> promise) {
  }

  private final Vertx vertx;
  private final Path file;
  private final Consumer<JsonObject> applier;
  private final Queue<Append> queue = new ConcurrentLinkedQueue<>();
  private final AtomicBoolean draining = new AtomicBoolean();
  private final Object writeLock = new Object();
  private JournalTail tail;
  private volatile boolean closed;
  private final AtomicLong failedWrites = new AtomicLong();
  /** Why the last write failed, until one succeeds again. */
  private volatile StoreUnavailableException writeFailure;

  Journal(Vertx vertx, Path dir, Consumer<JsonObject> applier) {
    this.vertx = vertx;
    this.file = dir.resolve(FILE);
    this.applier = applier;
  }

  /**
   * Blocking: applies every record of the journal (migrating a first-format journal), cuts off an
   * incomplete final record and opens the file for appends.
   *
   * @return the number of records replayed
   * @throws IOException when a record before the end is damaged: nothing has been changed then
   */
  int open() throws IOException {
    Path legacy = file.resolveSibling(LEGACY_FILE);
    boolean migrating = Files.exists(legacy) && !Files.exists(file);
    boolean created = !migrating && !Files.exists(file);
    JournalScan scan = created ? null : JournalScan.read(migrating ? legacy : file, migrating, applier);
    if (scan != null) {
      refuseDamage(scan);
      keepTornTail(scan);
    }
    if (migrating) {
      write(file, scan.records().stream().map(JournalScan.Record::entry).toList());
      LOG.info("Key journal {} migrated to {} ({} records); the old file is kept as {}", legacy, FILE,
        scan.records().size(), LEGACY_RETIRED);
    }
    if (!migrating && Files.exists(legacy)) {
      refuseUnmigrated(legacy, scan);
    }
    if (Files.exists(legacy)) {
      Files.move(legacy, legacy.resolveSibling(LEGACY_RETIRED), StandardCopyOption.REPLACE_EXISTING);
      fsyncDirectory(file.getParent());
    }
    FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
    if (scan != null && !migrating) {
      channel.truncate(scan.intactLength());
      if (scan.unterminated()) {
        // a whole last record that lost its newline: end it, so the next append starts a line
        channel.write(ByteBuffer.wrap(new byte[] {'\n'}), scan.intactLength());
      }
    }
    channel.force(true);
    if (created) {
      restrictPermissions(file);
      fsyncDirectory(file.getParent());
    }
    tail = new JournalTail("Key journal " + file, channel);
    // a disk already full at start: the keys are served, readiness says the journal cannot write
    probeNow();
    return scan == null ? 0 : scan.records().size();
  }

  private static void refuseDamage(JournalScan scan) throws IOException {
    if (scan.damaged().isEmpty()) {
      return;
    }
    JournalScan.Piece first = scan.damaged().get(0);
    throw new IOException("Key journal " + scan.file().toAbsolutePath() + " is damaged at byte offset "
      + first.offset() + " (" + first.reason() + "); damage in " + scan.damaged().size() + " place(s), "
      + scan.records().size() + " records whole. Nothing was changed and the store will not"
      + " open on it, as a damaged record may be a key, a revocation or a rotation. 'keys verify' lists"
      + " the damage; 'keys repair' moves the damaged records to " + Quarantine.FILE
      + " and keeps every other record.");
  }

  /**
   * A first-format file beside the framed one is the leftover of a migration that stopped before
   * retiring it, and then holds nothing the framed one lacks; if it does, an older gateway wrote to
   * it since, and retiring it would lose those records.
   */
  private static void refuseUnmigrated(Path legacy, JournalScan scan) throws IOException {
    Set<JsonObject> migrated = new HashSet<>();
    scan.records().forEach(r -> migrated.add(r.entry()));
    JournalScan old = JournalScan.read(legacy, true, entry -> { });
    if (old.damaged().isEmpty() && old.records().stream().allMatch(r -> migrated.contains(r.entry()))) {
      return;
    }
    throw new IOException("Both " + scan.file().toAbsolutePath() + " and " + legacy.toAbsolutePath()
      + " exist, and the old one holds records the new one lacks (written by an older gateway since the"
      + " migration?). Nothing was changed: merge them, or move " + legacy.getFileName() + " away to keep"
      + " only " + scan.file().getFileName() + ".");
  }

  private static void keepTornTail(JournalScan scan) throws IOException {
    if (scan.tornTail() == null) {
      return;
    }
    Path kept = Quarantine.save(scan.file().getParent(), scan.file(), List.of(scan.tornTail()));
    LOG.warn("Key journal {}: cut {} bytes of an incomplete final record at offset {} (an append never"
      + " acknowledged); the bytes are kept in {}", scan.file().getFileName(), scan.tornTail().bytes().length,
      scan.tornTail().offset(), kept.getFileName());
  }

  /**
   * Queues entries; the future completes on the caller's context once they are written (and
   * fsynced when {@code durable}, or when a durable append shares the batch) and applied.
   */
  Future<Void> append(List<JsonObject> entries, boolean durable) {
    Context context = vertx.getOrCreateContext();
    Promise<Void> promise = Promise.promise();
    if (closed) {
      return Future.failedFuture(new StoreUnavailableException("The key store is closed", null));
    }
    queue.add(new Append(entries, durable, context, promise));
    scheduleDrain();
    return promise.future();
  }

  /**
   * Tries whether the journal takes a record now without keeping one; completes as an append would.
   * This is how the journal finds out that the disk takes writes again while nothing is appended.
   */
  Future<Void> probe() {
    return vertx.executeBlocking(() -> {
      synchronized (writeLock) {
        if (closed) {
          throw new StoreUnavailableException("The key store is closed", null);
        }
        probeNow();
        if (writeFailure != null) {
          throw writeFailure;
        }
      }
      return null;
    }, false);
  }

  /** Appends and probes the disk refused since the journal was opened. */
  long failedWrites() {
    return failedWrites.get();
  }

  /** Why the journal cannot take appends now, or null while it can. */
  StoreUnavailableException problem() {
    if (closed) {
      return new StoreUnavailableException("The key store is closed", null);
    }
    return writeFailure;
  }

  /** Writes what is queued, then closes the file. */
  Future<Void> close() {
    closed = true;
    return vertx.executeBlocking(() -> {
      synchronized (writeLock) {
        drainQueue();
        if (tail != null) {
          tail.close();
        }
      }
      return null;
    });
  }

  private void scheduleDrain() {
    if (draining.compareAndSet(false, true)) {
      vertx.executeBlocking(() -> {
        do {
          synchronized (writeLock) {
            drainQueue();
          }
          draining.set(false);
          // an append may have slipped in after the last poll: take it over unless someone did
        } while (!queue.isEmpty() && draining.compareAndSet(false, true));
        return null;
      }, false);
    }
  }

  private void drainQueue() {
    List<Append> batch = new ArrayList<>();
    for (Append a = queue.poll(); a != null; a = queue.poll()) {
      batch.add(a);
    }
    if (batch.isEmpty()) {
      return;
    }
    try {
      if (tail == null || !tail.isOpen()) {
        throw new IOException("the journal is closed");
      }
      ByteArrayOutputStream records = new ByteArrayOutputStream();
      boolean durable = false;
      for (Append a : batch) {
        durable |= a.durable;
        for (JsonObject entry : a.entries) {
          records.writeBytes(Frames.encode(entry));
        }
      }
      tail.append(records.toByteArray(), durable);
    } catch (IOException e) {
      StoreUnavailableException failure = failed(e);
      batch.forEach(a -> a.context.runOnContext(v -> a.promise.fail(failure)));
      return;
    } catch (RuntimeException e) {
      LOG.error("Journal {}: append failed", file, e);
      batch.forEach(a -> a.context.runOnContext(v -> a.promise.fail(e)));
      return;
    }
    writable();
    for (Append a : batch) {
      a.entries.forEach(applier);
      a.context.runOnContext(v -> a.promise.complete());
    }
  }

  /** Blocking, under the write lock: a probe, noting its outcome as an append's. */
  private void probeNow() {
    try {
      tail.probe(PROBE);
      writable();
    } catch (IOException e) {
      failed(e);
    }
  }

  /** Notes a refused write: logged in full the first time, counted every time. */
  private StoreUnavailableException failed(IOException e) {
    failedWrites.incrementAndGet();
    if (writeFailure == null) {
      LOG.error("Key journal {} cannot be written ({}): signups and key changes answer 503 and the gateway is"
        + " not ready until it can; nothing refused was acknowledged. Keys are still served.", file, e.toString(), e);
    }
    writeFailure = StoreUnavailableException.cannotWrite("The key journal " + file + " cannot be written: "
      + e.getMessage(), e);
    return writeFailure;
  }

  private void writable() {
    if (writeFailure != null) {
      LOG.info("Key journal {} takes writes again ({} refused writes so far)", file, failedWrites.get());
      writeFailure = null;
    }
  }

  /** Blocking, before any append: replaces the file with {@code snapshot}, as {@link #write} does. */
  void rewrite(List<JsonObject> snapshot) throws IOException {
    tail.close();
    write(file, snapshot);
    tail = new JournalTail("Key journal " + file, FileChannel.open(file, StandardOpenOption.WRITE));
  }

  /**
   * Replaces {@code target} with a journal of {@code entries}, written aside, fsynced, then
   * atomically renamed over, so that a crash leaves either the old or the new file.
   */
  static void write(Path target, List<JsonObject> entries) throws IOException {
    Path tmp = target.resolveSibling(target.getFileName() + ".tmp");
    try (FileChannel out = FileChannel.open(tmp, StandardOpenOption.CREATE,
      StandardOpenOption.TRUNCATE_EXISTING, StandardOpenOption.WRITE)) {
      ByteArrayOutputStream records = new ByteArrayOutputStream();
      entries.forEach(entry -> records.writeBytes(Frames.encode(entry)));
      ByteBuffer buffer = ByteBuffer.wrap(records.toByteArray());
      while (buffer.hasRemaining()) {
        out.write(buffer);
      }
      out.force(true);
    }
    restrictPermissions(tmp);
    Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    fsyncDirectory(target.getParent());
  }

  static void restrictPermissions(Path path) {
    try {
      Files.setPosixFilePermissions(path, PosixFilePermissions.fromString("rw-------"));
    } catch (UnsupportedOperationException | IOException e) {
      LOG.debug("Cannot restrict permissions of {}", path, e);
    }
  }

  /** Makes a newly created file's directory entry durable too. */
  static void fsyncDirectory(Path dir) {
    try (FileChannel d = FileChannel.open(dir, StandardOpenOption.READ)) {
      d.force(true);
    } catch (IOException e) {
      LOG.debug("Cannot fsync directory {}", dir, e);
    }
  }
}
