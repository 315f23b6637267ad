package io.gatehouse.gateway.store.impl;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/** The embedded store's folder belongs to one process at a time: {@code keys.lock} held while it is open. */
final class StoreLock implements AutoCloseable {

  static final String FILE = "keys.lock";

  private final FileChannel channel;

  private StoreLock(FileChannel channel) {
    this.channel = channel;
  }

  /** Blocking: takes the folder's lock, or fails naming the folder when another process holds it. */
  static StoreLock take(Path dir) throws IOException {
    Files.createDirectories(dir);
    FileChannel channel = FileChannel.open(dir.resolve(FILE), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
    FileLock lock;
    try {
      lock = channel.tryLock();
    } catch (OverlappingFileLockException e) {
      // held by this very process, through another store on the same folder
      lock = null;
    }
    if (lock == null) {
      channel.close();
      throw new IOException("The key store folder " + dir.toAbsolutePath() + " is in use by another"
        + " process (it holds " + FILE + "); one process at a time may open it: stop the other gateway,"
        + " or give this one its own data folder");
    }
    return new StoreLock(channel);
  }

  @Override
  public void close() throws IOException {
    channel.close();
  }
}
