package io.gatehouse.gateway.store.impl;

import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * A journal read through: its records in order, each applied as it is read, and what could not be
 * read or applied, by byte offset. Only the final record may be incomplete (an append cut short by
 * a crash, never acknowledged); anything else unreadable is damage.
 *
 * @param records  the records read and applied, in order
 * @param damaged  records that could not be read or applied
 * @param tornTail the incomplete final record, or null
 * @param unterminated whether what is kept ends without a newline (a whole last record that lost it)
 */
record JournalScan(Path file, boolean legacy, List<Record> records, List<Piece> damaged, Piece tornTail,
                   boolean unterminated, long size) {

  /** A record read whole and applied. */
  record Record(JsonObject entry, long offset) {
  }

  /** Bytes of the file at an offset that hold no usable record, and why. */
  record Piece(long offset, byte[] bytes, String reason) {
  }

  /**
   * Reads {@code file}: the framed format, or the first format of bare JSON lines when
   * {@code legacy}. Each record read is handed to {@code applier}; one it throws on counts as damaged.
   */
  static JournalScan read(Path file, boolean legacy, Consumer<JsonObject> applier) throws IOException {
    byte[] bytes = Files.readAllBytes(file);
    List<Record> records = new ArrayList<>();
    List<Piece> damaged = new ArrayList<>();
    Piece torn = null;
    int start = 0;
    while (start < bytes.length) {
      int newline = Frames.indexOf(bytes, (byte) '\n', start, bytes.length);
      Frames.Decoded decoded = legacy
        ? Frames.decodeLegacy(bytes, start, newline < 0 ? bytes.length : newline)
        : Frames.decode(bytes, start, bytes.length);
      String failure = decoded.entry() == null ? decoded.damage() : apply(applier, decoded.entry());
      if (failure == null) {
        records.add(new Record(decoded.entry(), start));
        int end = decoded.end();
        start = end < bytes.length && bytes[end] == '\n' ? end + 1 : end;
        continue;
      }
      int next;
      if (decoded.entry() != null) {
        // read whole, but its content cannot be applied
        next = decoded.end() < bytes.length && bytes[decoded.end()] == '\n' ? decoded.end() + 1 : decoded.end();
      } else if (legacy) {
        next = newline < 0 ? bytes.length : newline + 1;
      } else {
        int resumed = Frames.nextRecord(bytes, start + 1);
        next = resumed < 0 ? bytes.length : resumed;
      }
      if (newline < 0 && decoded.entry() == null && (legacy || Frames.cutShort(bytes, start, bytes.length))) {
        torn = piece(bytes, start, next, "incomplete final record");
      } else {
        damaged.add(piece(bytes, start, next, failure));
      }
      start = next;
    }
    int intact = torn == null ? bytes.length : (int) torn.offset();
    boolean unterminated = intact > 0 && bytes[intact - 1] != '\n';
    return new JournalScan(file, legacy, records, damaged, torn, unterminated, bytes.length);
  }

  private static String apply(Consumer<JsonObject> applier, JsonObject entry) {
    try {
      applier.accept(entry);
      return null;
    } catch (RuntimeException e) {
      return "cannot be applied: " + e;
    }
  }

  private static Piece piece(byte[] bytes, int from, int to, String reason) {
    byte[] copy = new byte[to - from];
    System.arraycopy(bytes, from, copy, 0, copy.length);
    return new Piece(from, copy, reason);
  }

  /** Where complete records end: what is kept when only a torn tail is cut. */
  long intactLength() {
    return tornTail == null ? size : tornTail.offset();
  }
}
