package io.gatehouse.providers.registers.kbo.ingest;


/** Receives the rows of one file with the numeric key of the column they are looked up by. */
@FunctionalInterface
public interface RowSink {
  void accept(long key, String[] fields) throws Exception;
}
