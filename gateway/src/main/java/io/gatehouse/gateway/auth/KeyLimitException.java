package io.gatehouse.gateway.auth;

/** Refusal to issue a key because the email already holds the allowed number of active keys. */
public final class KeyLimitException extends RuntimeException {

  public KeyLimitException(String message) {
    super(message, null, false, false);
  }
}
