package io.gatehouse.providers.registers.kbo.embedded;

import java.io.IOException;
import java.util.Arrays;

/**
 * The serving rows of one kind with an update applied: rows of deleted keys are dropped, then the
 * inserted rows merged in (after the kept rows of the same key), all in key order.
 */
final class UpdateIterator implements RowIterator {

  private final RowIterator old;
  private final long[] deleted;
  private final RowIterator inserted;
  private boolean oldReady;
  private boolean insertedReady;
  private boolean oldLoaded;
  private boolean insertedLoaded;
  private RowIterator current;

  UpdateIterator(RowIterator old, long[] deleted, RowIterator inserted) {
    this.old = old;
    this.deleted = deleted;
    this.inserted = inserted;
  }

  @Override
  public boolean next() throws IOException {
    if (!oldLoaded) {
      oldReady = nextKept();
      oldLoaded = true;
    }
    if (!insertedLoaded) {
      insertedReady = inserted.next();
      insertedLoaded = true;
    }
    if (!oldReady && !insertedReady) return false;
    boolean takeOld = oldReady && (!insertedReady || old.key() <= inserted.key());
    current = takeOld ? old : inserted;
    if (takeOld) oldLoaded = false;
    else insertedLoaded = false;
    return true;
  }

  private boolean nextKept() throws IOException {
    while (old.next()) {
      if (Arrays.binarySearch(deleted, old.key()) < 0) return true;
    }
    return false;
  }

  @Override
  public long key() {
    return current.key();
  }

  @Override
  public String line() {
    return current.line();
  }

  @Override
  public void close() throws IOException {
    old.close();
    inserted.close();
  }
}
