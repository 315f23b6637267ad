package io.gatehouse.providers.registers.kbo.data;

import io.vertx.core.Future;

import java.util.List;
import java.util.Optional;

/** Read access to one loaded KBO extract, embedded or in PostgreSQL. */
public interface KboStore {

  DatasetVersion version();

  Codes codes();

  Future<Optional<EntityRecord>> lookup(long key);

  /** Best-scoring entities for a normalised name, one hit per entity, best first. */
  Future<List<NameHit>> search(String normalizedName, int limit);

  Future<Void> close();
}
