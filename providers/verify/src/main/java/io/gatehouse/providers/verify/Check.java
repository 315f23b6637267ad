package io.gatehouse.providers.verify;

import io.vertx.core.json.JsonObject;

/**
 * One check of a lead: which peer operation answers it and with what arguments.
 *
 * @param name      stable name in the result, e.g. {@code sanctions_contact}
 * @param kind      how the answer is judged
 * @param provider  the peer provider's id
 * @param operation the peer operation's id; the tool is {@code provider_operation}
 */
record Check(String name, Kind kind, String provider, String operation, JsonObject arguments) {

  enum Kind {
    VAT(true), REGISTER(true), SANCTIONS(false), EMAIL(false);

    /** A passing check of this kind shows that the company exists. */
    final boolean identifies;

    Kind(boolean identifies) {
      this.identifies = identifies;
    }
  }

  String tool() {
    return provider + "_" + operation;
  }
}
