package io.gatehouse.gateway.setup;

import io.gatehouse.api.Failure;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.Set;

/**
 * One thing the operator has yet to set up for a provider, and what fixes it.
 *
 * @param kind         {@code credential} (an upstream's variable, from the manifest) or {@code data} (reported by the provider)
 * @param what         what is missing, in words
 * @param fix          the variable to set or the command to run
 * @param variable     the variable a credential is read from; null for data
 * @param operations   the operation ids it concerns; empty for all of the provider's
 * @param refusesCalls whether those calls fail until it is set up
 */
public record ProviderNeed(String kind, String what, String fix, String variable, Set<String> operations,
                           boolean refusesCalls) {

  public ProviderNeed {
    operations = Set.copyOf(operations);
  }

  /** Whether it concerns the operation with this id. */
  public boolean concerns(String operationId) {
    return operations.isEmpty() || operations.contains(operationId);
  }

  /** How a call it refuses fails: a credential as {@code missing-credential}, anything else as {@code not-configured}. */
  Failure failure() {
    return variable != null ? Failure.MISSING_CREDENTIAL : Failure.NOT_CONFIGURED;
  }

  public JsonObject toJson() {
    JsonObject json = new JsonObject().put("kind", kind).put("what", what).put("fix", fix)
      .put("refuses_calls", refusesCalls);
    if (variable != null) json.put("variable", variable);
    if (!operations.isEmpty()) json.put("operations", new JsonArray(operations.stream().sorted().toList()));
    return json;
  }
}
