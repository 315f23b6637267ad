package io.gatehouse.gateway.store;

/**
 * The key store cannot serve now (database unreachable, journal not writable, store closed), as
 * opposed to a bug or a refused request: callers answer it as a retryable outage.
 */
public final class StoreUnavailableException extends RuntimeException {

  private final boolean cannotWrite;

  public StoreUnavailableException(String message, Throwable cause) {
    this(message, cause, false);
  }

  private StoreUnavailableException(String message, Throwable cause, boolean cannotWrite) {
    super(message, cause);
    this.cannotWrite = cannotWrite;
  }

  /** The store serves reads but its disk refuses writes (full, failing): changes wait, keys are served. */
  public static StoreUnavailableException cannotWrite(String message, Throwable cause) {
    return new StoreUnavailableException(message, cause, true);
  }

  public boolean cannotWrite() {
    return cannotWrite;
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
