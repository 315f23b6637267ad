package io.gatehouse.providers.verify;

import io.vertx.core.json.JsonObject;

/**
 * One check of a lead: which peer operation answers it and with what arguments.
 *
 * @param name      stable name in the result, e.g. {@code sanctions_contact}
 * @param kind      whose answer it is, so how it is read
 * @param provider  the peer provider's id
 * @param operation the peer operation's id; the tool is {@code provider_operation}
 */
record Check(String name, Kind kind, String provider, String operation, JsonObject arguments) {

  /** REGISTER: an open register's lookup (GLEIF included), read through the registers' common fields. */
  enum Kind { VAT, KVK, KBO, REGISTER, SANCTIONS, EMAIL }

  String tool() {
    return provider + "_" + operation;
  }

  boolean register() {
    return kind == Kind.KVK || kind == Kind.KBO || kind == Kind.REGISTER;
  }
}
