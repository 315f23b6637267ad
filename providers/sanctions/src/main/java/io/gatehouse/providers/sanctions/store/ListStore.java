package io.gatehouse.providers.sanctions.store;

import io.gatehouse.api.ProviderContext;
import io.gatehouse.providers.sanctions.model.SanctionsList;

import java.io.IOException;
import java.util.List;

/**
 * Where ingested lists are kept: the deployment's store, PostgreSQL in production or the provider's
 * data folder by default. Saving a list replaces the previous version whole, or not at all.
 * Blocking: call it from a worker.
 */
public interface ListStore extends AutoCloseable {

  /** The store the deployment uses. */
  static ListStore open(ProviderContext context) {
    return context.store().postgres() ? new PgListStore(context.vertx(), context.store().pgUri())
      : new FolderListStore(context.dataDir());
  }

  void save(SanctionsList list) throws IOException;

  /** Every stored list, in a stable order. */
  List<SanctionsList> loadAll() throws IOException;

  /** Changes whenever a list is saved, so readers know when to reload; 0 when empty. */
  long stamp() throws IOException;

  @Override
  default void close() {
  }
}
