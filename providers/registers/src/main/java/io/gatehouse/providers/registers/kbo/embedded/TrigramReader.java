package io.gatehouse.providers.registers.kbo.embedded;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.LongBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/** Reads posting lists of the name index: the offsets table is mapped, the lists read on demand. */
final class TrigramReader implements AutoCloseable {

  private final LongBuffer offsets;
  private final FileChannel postings;

  TrigramReader(Path postingsFile, Path offsetsFile) throws IOException {
    try (FileChannel channel = FileChannel.open(offsetsFile, StandardOpenOption.READ)) {
      offsets = channel.map(FileChannel.MapMode.READ_ONLY, 0, channel.size()).asLongBuffer();
    }
    postings = FileChannel.open(postingsFile, StandardOpenOption.READ);
  }

  int size(int trigram) {
    return (int) (offsets.get(trigram + 1) - offsets.get(trigram));
  }

  long[] keys(int trigram) throws IOException {
    long start = offsets.get(trigram);
    ByteBuffer bytes = ByteBuffer.allocate(size(trigram) * 8);
    while (bytes.hasRemaining()) {
      if (postings.read(bytes, start * 8 + bytes.position()) < 0) throw new IOException("postings file ends early");
    }
    bytes.flip();
    long[] keys = new long[bytes.remaining() / 8];
    bytes.asLongBuffer().get(keys);
    return keys;
  }

  @Override
  public void close() throws IOException {
    postings.close();
  }
}
