package io.gatehouse.gateway.store.impl;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;

/**
 * The end of an append-only file, where appends land whole or not at all. An append that fails
 * part way (a full disk takes the first bytes and refuses the rest, a failed fsync) is cut off
 * again; should even the cut fail, the next append cuts first, so that a record never follows the
 * remains of a failed one. Blocking; callers serialize.
 */
final class JournalTail {

  private static final Logger LOG = LoggerFactory.getLogger(JournalTail.class);

  private final String name;
  private final FileChannel channel;
  /** Where the last whole append ends. */
  private long intact;
  /** Whether bytes of a failed append may lie past {@link #intact}. */
  private boolean dirty;

  JournalTail(String name, FileChannel channel) throws IOException {
    this.name = name;
    this.channel = channel;
    this.intact = channel.size();
    channel.position(intact);
  }

  /** Appends the bytes, forced to disk when {@code durable}; when this throws, none of them stays. */
  void append(byte[] bytes, boolean durable) throws IOException {
    restore();
    try {
      write(bytes);
      if (durable) {
        channel.force(false);
      }
    } catch (IOException | RuntimeException e) {
      cutBack();
      throw e;
    }
    intact += bytes.length;
    dirty = false;
  }

  /**
   * Writes the bytes, forces them and cuts them off again: whether the file takes an append of
   * that size now, leaving it as it was. Should the process die in between, what is left is
   * {@code bytes} or a part of them, so they must be a record that changes nothing.
   */
  void probe(byte[] bytes) throws IOException {
    restore();
    try {
      write(bytes);
      channel.force(false);
    } finally {
      cutBack();
    }
  }

  void close() throws IOException {
    channel.close();
  }

  boolean isOpen() {
    return channel.isOpen();
  }

  private void write(byte[] bytes) throws IOException {
    dirty = true;
    ByteBuffer buffer = ByteBuffer.wrap(bytes);
    while (buffer.hasRemaining()) {
      channel.write(buffer);
    }
  }

  private void restore() throws IOException {
    if (dirty) {
      channel.truncate(intact);
      channel.position(intact);
      dirty = false;
    }
  }

  private void cutBack() {
    try {
      restore();
    } catch (IOException e) {
      LOG.error("{}: cannot cut off a failed append at byte {}; the next append tries again first", name, intact, e);
    }
  }
}
