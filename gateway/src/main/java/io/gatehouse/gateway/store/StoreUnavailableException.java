package io.gatehouse.gateway.store;

/**
 * The key store cannot serve now (database unreachable, journal not writable, store closed), as
 * opposed to a bug or a refused request: callers answer it as a retryable outage.
 */
public final class StoreUnavailableException extends RuntimeException {

  public StoreUnavailableException(String message, Throwable cause) {
    super(message, cause);
  }

  /** The outage somewhere in {@code failure}'s causes, or null when it is something else. */
  public static StoreUnavailableException in(Throwable failure) {
    for (Throwable t = failure; t != null; t = t.getCause()) {
      if (t instanceof StoreUnavailableException outage) {
        return outage;
      }
    }
    return null;
  }
}
