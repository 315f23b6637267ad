package io.gatehouse.providers.sanctions.parse;

import io.gatehouse.providers.sanctions.model.SanctionsList;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;

/** Reads one list format into entries. Blocking: run it on a worker. */
public interface ListParser {

  /**
   * @param source    the file (or, for OFAC CSV, the folder or the {@code sdn.csv} beside its companions)
   * @param retrieved when this copy was obtained
   */
  SanctionsList parse(Path source, Instant retrieved) throws IOException;
}
