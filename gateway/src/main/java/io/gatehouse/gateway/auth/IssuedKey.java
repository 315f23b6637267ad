package io.gatehouse.gateway.auth;

import io.gatehouse.gateway.store.KeyRecord;

/**
 * A key just issued: the only moment its plaintext exists outside the client. {@link #toString()}
 * leaves the key out so that it cannot reach a log by accident.
 */
public record IssuedKey(String apiKey, KeyRecord record) {

  @Override
  public String toString() {
    return "IssuedKey[" + record.fingerprint() + ", id=" + record.id() + "]";
  }
}
