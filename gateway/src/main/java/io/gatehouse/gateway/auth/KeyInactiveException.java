package io.gatehouse.gateway.auth;

/** Refusal to change a key that no longer authenticates (revoked, or past its rotation's grace period). */
public final class KeyInactiveException extends RuntimeException {

  public KeyInactiveException(String message) {
    super(message, null, false, false);
  }
}
