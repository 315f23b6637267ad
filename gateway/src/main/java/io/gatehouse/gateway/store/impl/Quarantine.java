package io.gatehouse.gateway.store.impl;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.Collection;

/**
 * The side file that keeps, byte for byte, whatever is taken out of a journal (damaged records on
 * repair, an incomplete final record at start), so that nothing is destroyed and an operator can
 * still read it. Each piece follows a comment line saying where it came from and why.
 */
final class Quarantine {

  static final String FILE = "keys.quarantine";

  private Quarantine() {
  }

  /** Appends the pieces and makes them durable before the journal is changed. */
  static Path save(Path dir, Path source, Collection<JournalScan.Piece> pieces) throws IOException {
    Path file = dir.resolve(FILE);
    boolean created = !Files.exists(file);
    try (FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
      StandardOpenOption.APPEND)) {
      OutputStream out = Channels.newOutputStream(channel);
      for (JournalScan.Piece piece : pieces) {
        out.write(("# " + Instant.now() + " " + source.getFileName() + " offset " + piece.offset() + ", "
          + piece.bytes().length + " bytes: " + piece.reason() + "\n").getBytes(StandardCharsets.UTF_8));
        out.write(piece.bytes());
        if (piece.bytes().length == 0 || piece.bytes()[piece.bytes().length - 1] != '\n') {
          out.write('\n');
        }
      }
      out.flush();
      channel.force(true);
    }
    if (created) {
      Journal.restrictPermissions(file);
      Journal.fsyncDirectory(dir);
    }
    return file;
  }
}
