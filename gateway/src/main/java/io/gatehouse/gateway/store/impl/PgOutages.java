package io.gatehouse.gateway.store.impl;

import io.gatehouse.gateway.store.StoreUnavailableException;
import io.vertx.core.Future;
import io.vertx.pgclient.PgException;

/**
 * Tells a PostgreSQL outage from a refused statement. The server's own errors are statements it
 * refused (a duplicate key, a bug), except those of the classes that say it cannot serve:
 * connection (08), insufficient resources (53), operator intervention (57, e.g. a shutdown) and
 * system errors (58). Any failure without a server error (refused or lost connection, pool timeout)
 * is an outage too.
 */
final class PgOutages {

  private PgOutages() {
  }

  static boolean isOutage(Throwable failure) {
    if (failure instanceof StoreUnavailableException) {
      return true;
    }
    if (failure instanceof PgException pg) {
      String state = pg.getSqlState();
      return state != null && (state.startsWith("08") || state.startsWith("53") || state.startsWith("57")
        || state.startsWith("58"));
    }
    return true;
  }

  /** The failure as a store outage naming the database, when it is one; as it was otherwise. */
  static <T> Future<T> classify(Throwable failure, String redactedUri) {
    if (failure instanceof StoreUnavailableException || !isOutage(failure)) {
      return Future.failedFuture(failure);
    }
    return Future.failedFuture(new StoreUnavailableException("The key store PostgreSQL at " + redactedUri
      + " is unavailable: " + describe(failure), failure));
  }

  static String describe(Throwable failure) {
    return failure.getMessage() == null ? failure.getClass().getSimpleName() : failure.getMessage();
  }

  /** The URI without its password, fit for logs and messages. */
  static String redact(String uri) {
    return uri.replaceAll("(://[^:/@?]+:)[^@/?]*@", "$1***@").replaceAll("(?i)(password=)[^&]*", "$1***");
  }
}
