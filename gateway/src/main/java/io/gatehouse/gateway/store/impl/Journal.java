package io.gatehouse.gateway.store.impl;

import io.vertx.core.Context;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.json.DecodeException;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Append-only JSON-lines file with group commit: appends queue up, one worker drains the queue,
 * writes every waiting line, fsyncs once and only then applies the entries and completes the
 * futures. Many concurrent writers thus share one fsync, and the in-memory state never shows what
 * the disk does not hold.
 */
final class Journal {

  private static final Logger LOG = LoggerFactory.getLogger(Journal.class);

  private record Append(List<JsonObject> entries, boolean durable, Context context,
                        Promise<Void> promise) {
  }

  private final Vertx vertx;
  private final Path file;
  private final Consumer<JsonObject> applier;
  private final Queue<Append> queue = new ConcurrentLinkedQueue<>();
  private final AtomicBoolean draining = new AtomicBoolean();
  private final Object writeLock = new Object();
  private FileChannel channel;
  private volatile boolean closed;

  Journal(Vertx vertx, Path file, Consumer<JsonObject> applier) {
    this.vertx = vertx;
    this.file = file;
    this.applier = applier;
  }

  /**
   * Blocking: applies every complete entry of the file, cuts off a torn tail (an append that was
   * never acknowledged because the process died before its fsync) and opens the file for appends.
   *
   * @return the number of entries replayed
   */
  int open() throws IOException {
    boolean created = !Files.exists(file);
    int entries = 0;
    long good = 0;
    if (!created) {
      byte[] bytes = Files.readAllBytes(file);
      int start = 0;
      for (int i = 0; i < bytes.length; i++) {
        if (bytes[i] != '\n') {
          continue;
        }
        JsonObject entry = parse(bytes, start, i);
        if (entry == null) {
          break;
        }
        applier.accept(entry);
        entries++;
        start = i + 1;
        good = start;
      }
      if (good < bytes.length) {
        LOG.warn("Journal {}: dropping {} bytes of an unacknowledged torn append", file.getFileName(),
          bytes.length - good);
      }
    }
    channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
    channel.truncate(good);
    channel.position(good);
    channel.force(true);
    if (created) {
      restrictPermissions(file);
      fsyncDirectory(file.getParent());
    }
    return entries;
  }

  /**
   * Queues entries; the future completes on the caller's context once they are written (and
   * fsynced when {@code durable}, or when a durable append shares the batch) and applied.
   */
  Future<Void> append(List<JsonObject> entries, boolean durable) {
    Context context = vertx.getOrCreateContext();
    Promise<Void> promise = Promise.promise();
    if (closed) {
      return Future.failedFuture(new IllegalStateException("Store is closed"));
    }
    queue.add(new Append(entries, durable, context, promise));
    scheduleDrain();
    return promise.future();
  }

  /** Writes what is queued, then closes the file. */
  Future<Void> close() {
    closed = true;
    return vertx.executeBlocking(() -> {
      synchronized (writeLock) {
        drainQueue();
        if (channel != null) {
          channel.close();
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
    long start = -1;
    try {
      if (channel == null || !channel.isOpen()) {
        throw new IOException("Journal is closed");
      }
      start = channel.position();
      StringBuilder text = new StringBuilder();
      boolean durable = false;
      for (Append a : batch) {
        durable |= a.durable;
        for (JsonObject entry : a.entries) {
          text.append(entry.encode()).append('\n');
        }
      }
      ByteBuffer buffer = ByteBuffer.wrap(text.toString().getBytes(StandardCharsets.UTF_8));
      while (buffer.hasRemaining()) {
        channel.write(buffer);
      }
      if (durable) {
        channel.force(false);
      }
    } catch (IOException | RuntimeException e) {
      LOG.error("Journal {}: append failed", file.getFileName(), e);
      undoPartialWrite(start);
      batch.forEach(a -> a.context.runOnContext(v -> a.promise.fail(e)));
      return;
    }
    for (Append a : batch) {
      a.entries.forEach(applier);
      a.context.runOnContext(v -> a.promise.complete());
    }
  }

  /** Cuts a half-written batch off so that the next append starts on a fresh line. */
  private void undoPartialWrite(long start) {
    if (start < 0) {
      return;
    }
    try {
      channel.truncate(start);
      channel.position(start);
    } catch (IOException e) {
      LOG.error("Journal {}: cannot undo a failed append", file.getFileName(), e);
    }
  }

  /**
   * Blocking, before any append: replaces the file with {@code snapshot} (written aside, fsynced,
   * then atomically renamed over), so that a crash leaves either the old or the new file.
   */
  void rewrite(List<JsonObject> snapshot) throws IOException {
    Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
    try (FileChannel out = FileChannel.open(tmp, StandardOpenOption.CREATE,
      StandardOpenOption.TRUNCATE_EXISTING, StandardOpenOption.WRITE)) {
      StringBuilder text = new StringBuilder();
      snapshot.forEach(entry -> text.append(entry.encode()).append('\n'));
      ByteBuffer buffer = ByteBuffer.wrap(text.toString().getBytes(StandardCharsets.UTF_8));
      while (buffer.hasRemaining()) {
        out.write(buffer);
      }
      out.force(true);
    }
    restrictPermissions(tmp);
    channel.close();
    Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    fsyncDirectory(file.getParent());
    channel = FileChannel.open(file, StandardOpenOption.WRITE);
    channel.position(channel.size());
  }

  private static void restrictPermissions(Path path) {
    try {
      Files.setPosixFilePermissions(path, PosixFilePermissions.fromString("rw-------"));
    } catch (UnsupportedOperationException | IOException e) {
      LOG.debug("Cannot restrict permissions of {}", path, e);
    }
  }

  private static JsonObject parse(byte[] bytes, int from, int to) {
    try {
      return new JsonObject(new String(bytes, from, to - from, StandardCharsets.UTF_8));
    } catch (DecodeException | ClassCastException e) {
      return null;
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
