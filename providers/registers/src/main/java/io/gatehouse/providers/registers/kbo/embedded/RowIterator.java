package io.gatehouse.providers.registers.kbo.embedded;

import java.io.IOException;

/** Rows in key order; {@link #next()} moves to the next row and says whether there is one. */
interface RowIterator extends AutoCloseable {

  boolean next() throws IOException;

  long key();

  String line();

  @Override
  void close() throws IOException;
}
