package io.gatehouse.gateway.audit.impl;

import io.gatehouse.gateway.audit.AuditQuery;
import io.gatehouse.gateway.audit.AuditRecord;
import io.gatehouse.gateway.audit.AuditSink;
import io.gatehouse.gateway.store.impl.Frames;
import io.vertx.core.json.JsonObject;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.YearMonth;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * One append-only file per month, {@code audit-YYYY-MM.log}, of journal frames (length, CRC32C,
 * JSON): a record cut short by a kill is told from a whole one and skipped on reading, as is a
 * damaged one. Each append is written before it returns, so a killed process keeps it; the files
 * are forced to disk once a second at most. Readers (the CLI) may read while a gateway appends.
 *
 * <p>An append is all or nothing: when the disk refuses part of it (full, failing), what it wrote is
 * cut off again before it fails, so that the writer's retry stores no record twice and leaves no
 * broken frame; should the cut fail too, the next append makes it first.
 */
public final class EmbeddedAuditSink implements AuditSink {

  private static final String PREFIX = "audit-";
  private static final String SUFFIX = ".log";
  private static final long FORCE_EVERY_MS = 1000;

  private final Path dir;
  /** The frames of a batch, written from outside the heap: no copy per batch, no garbage per record. */
  private ByteBuffer frames = ByteBuffer.allocateDirect(256 * 1024);
  private final MonthOfMillis months = new MonthOfMillis();
  private FileChannel channel;
  private YearMonth channelMonth;
  /** Where the open file ends: read once when it is opened, not asked of the file system per write. */
  private long channelEnd;
  private long forcedAt;
  /** Where files end before appends that failed, while cutting them back is still to do. */
  private final List<Cut> uncut = new ArrayList<>();

  private record Cut(Path file, long length) {
  }

  public EmbeddedAuditSink(Path dir) {
    this.dir = dir;
  }

  @Override
  public synchronized void append(List<AuditRecord> records) throws IOException {
    cutFailedAppends();
    List<Cut> cuts = new ArrayList<>(1);
    frames.clear();
    try {
      // one write per month's run of records, not one per record
      YearMonth month = null;
      for (AuditRecord record : records) {
        YearMonth recordMonth = months.of(record.atMillis());
        if (!recordMonth.equals(month)) {
          write(month, cuts);
          month = recordMonth;
        }
        room(Frames.size(record.json()));
        Frames.encode(record.json(), frames);
      }
      write(month, cuts);
      long now = System.currentTimeMillis();
      if (channel != null && now - forcedAt >= FORCE_EVERY_MS) {
        channel.force(false);
        forcedAt = now;
      }
    } catch (IOException | RuntimeException e) {
      uncut.addAll(cuts);
      // the cut moves the file's end: it is read again when the file is next opened
      closeChannel();
      try {
        cutFailedAppends();
      } catch (IOException cutFailed) {
        e.addSuppressed(cutFailed);
      }
      throw e;
    }
  }

  /** Makes room for a frame, keeping what the buffer holds; it stays at its largest for the next batches. */
  private void room(int bytes) {
    if (frames.remaining() >= bytes) return;
    ByteBuffer larger = ByteBuffer.allocateDirect(Math.max(frames.capacity() * 2, frames.position() + bytes));
    larger.put(frames.flip());
    frames = larger;
  }

  private void cutFailedAppends() throws IOException {
    while (!uncut.isEmpty()) {
      Cut cut = uncut.get(0);
      try (FileChannel file = FileChannel.open(cut.file(), StandardOpenOption.WRITE)) {
        file.truncate(cut.length());
      }
      uncut.remove(0);
    }
  }

  /** Writes a month's frames, noting first where its file ended, so a failed append can be cut off. */
  private void write(YearMonth month, List<Cut> cuts) throws IOException {
    if (frames.position() == 0) return;
    FileChannel out = channelFor(month);
    Path file = file(month);
    if (cuts.stream().noneMatch(cut -> cut.file().equals(file))) cuts.add(new Cut(file, channelEnd));
    frames.flip();
    while (frames.hasRemaining()) channelEnd += out.write(frames);
    frames.clear();
  }

  private FileChannel channelFor(YearMonth month) throws IOException {
    if (month.equals(channelMonth) && channel != null) return channel;
    closeChannel();
    Files.createDirectories(dir);
    channel = FileChannel.open(file(month), StandardOpenOption.CREATE, StandardOpenOption.WRITE, StandardOpenOption.APPEND);
    channelEnd = channel.size();
    channelMonth = month;
    return channel;
  }

  @Override
  public List<JsonObject> query(AuditQuery query) throws IOException {
    List<JsonObject> found = new ArrayList<>();
    YearMonth first = YearMonth.from(query.from().atZone(ZoneOffset.UTC));
    YearMonth last = YearMonth.from(query.to().atZone(ZoneOffset.UTC));
    for (YearMonth month : months()) {
      if (month.isBefore(first) || month.isAfter(last)) continue;
      byte[] bytes = Files.readAllBytes(file(month));
      int at = 0;
      while (at < bytes.length && found.size() < query.limit()) {
        Frames.Decoded decoded = Frames.decode(bytes, at, bytes.length);
        if (decoded.entry() == null) {
          // damaged, or the tail a kill cut short: go on with the next whole record, if any
          at = Frames.nextRecord(bytes, at + 1);
          if (at < 0) break;
          continue;
        }
        if (query.matches(decoded.entry())) found.add(decoded.entry());
        at = decoded.end() + 1;
      }
    }
    return found;
  }

  @Override
  public synchronized void maintain(YearMonth now, int retentionMonths) throws IOException {
    YearMonth oldestKept = now.minusMonths(retentionMonths);
    for (YearMonth month : months()) {
      if (month.isBefore(oldestKept)) Files.deleteIfExists(file(month));
    }
  }

  /** The months that have a file, oldest first. */
  private List<YearMonth> months() throws IOException {
    if (!Files.isDirectory(dir)) return List.of();
    try (Stream<Path> files = Files.list(dir)) {
      return files.map(p -> p.getFileName().toString())
        .filter(n -> n.startsWith(PREFIX) && n.endsWith(SUFFIX))
        .map(n -> parse(n.substring(PREFIX.length(), n.length() - SUFFIX.length())))
        .filter(m -> m != null).sorted().toList();
    }
  }

  private static YearMonth parse(String text) {
    try {
      return YearMonth.parse(text);
    } catch (RuntimeException e) {
      return null;
    }
  }

  private Path file(YearMonth month) {
    return dir.resolve(PREFIX + month + SUFFIX);
  }

  @Override
  public synchronized void close() {
    try {
      if (channel != null) channel.force(false);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } finally {
      closeChannel();
    }
  }

  private void closeChannel() {
    if (channel == null) return;
    try {
      channel.close();
    } catch (IOException ignored) {
      // the month's file is complete; a failed close loses nothing written
    }
    channel = null;
    channelMonth = null;
  }
}
