package io.gatehouse.providers.registers.kbo.embedded;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Optional;

/**
 * Held by the ingest building a version, for the whole build. The operating system lets go of it
 * when the holder dies, so whoever gets it knows that every {@code *.loading} folder it finds was
 * left by an ingest that was killed.
 */
final class IngestLock implements AutoCloseable {

  private final FileChannel channel;
  private final FileLock lock;

  private IngestLock(FileChannel channel, FileLock lock) {
    this.channel = channel;
    this.lock = lock;
  }

  /** The lock, or empty while an ingest (in this process or another) holds it. */
  static Optional<IngestLock> tryAcquire(Path file) throws IOException {
    FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
    try {
      FileLock lock = channel.tryLock();
      if (lock != null) return Optional.of(new IngestLock(channel, lock));
    } catch (OverlappingFileLockException heldHere) {
      // an ingest of this process holds it
    }
    channel.close();
    return Optional.empty();
  }

  @Override
  public void close() throws IOException {
    try {
      lock.release();
    } finally {
      channel.close();
    }
  }
}
