package io.gatehouse.gateway.auth;

import io.gatehouse.gateway.caller.Principal;
import io.gatehouse.gateway.caller.ScopePolicy;
import io.gatehouse.gateway.store.KeyRecord;

import java.util.Map;
import java.util.Objects;

/**
 * A product hosted by the gateway as far as keys are concerned. The lead maps configuration onto
 * it; nothing here reads configuration.
 *
 * @param id          stable id stored with each key, e.g. {@code lead-verification}
 * @param title       human name, used in metadata and messages
 * @param keyPrefix   prefix of the product's keys, e.g. {@code lv_live_}
 * @param credential  how requests present the key
 * @param signupPath  e.g. {@code /v1/keys/create}
 * @param usagePath   e.g. {@code /v1/keys/usage}
 * @param mcpPath     the MCP endpoint, e.g. {@code /mcp}; names the protected resource
 * @param nameRequired whether signup requires {@code name}
 * @param defaultPlan plan given to free keys; a key of an unknown plan falls back to it
 * @param plans       plans by name
 */
public record Product(String id, String title, String keyPrefix, Credential credential,
                      String signupPath, String usagePath, String mcpPath, boolean nameRequired,
                      String defaultPlan, Map<String, Plan> plans) {

  public Product {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(credential, "credential");
    if (!keyPrefix.matches("[a-z]{1,8}_live_")) {
      throw new IllegalArgumentException("Key prefix must look like xx_live_: " + keyPrefix);
    }
    plans = Map.copyOf(plans);
    if (!plans.containsKey(defaultPlan)) {
      throw new IllegalArgumentException("Unknown default plan " + defaultPlan + " of " + id);
    }
  }

  /** The plan of a key; the default one if its plan was removed from the configuration. */
  public Plan plan(String name) {
    return plans.getOrDefault(name, plans.get(defaultPlan));
  }

  /** A key's principal: its own scope, or its plan's when it has none. */
  public Principal principalOf(KeyRecord key) {
    ScopePolicy scope = key.scope() != null ? ScopePolicy.parse(key.scope()) : plan(key.plan()).scope();
    return new Principal(key.id(), key.fingerprint(), key.product(), key.plan(), scope);
  }

  /**
   * Where a request carries the key.
   *
   * @param scheme     {@code bearer} (Authorization: Bearer) or {@code header}
   * @param headerName the header for {@code header}, e.g. {@code X-API-Key}
   */
  public record Credential(String scheme, String headerName) {

    public static Credential bearer() {
      return new Credential("bearer", "Authorization");
    }

    public static Credential header(String name) {
      return new Credential("header", name);
    }

    public Credential {
      if (!scheme.equals("bearer") && !scheme.equals("header")) {
        throw new IllegalArgumentException("Credential scheme must be bearer or header: " + scheme);
      }
      Objects.requireNonNull(headerName, "headerName");
    }

    public boolean isBearer() {
      return scheme.equals("bearer");
    }

    /** How to send it, for messages, e.g. {@code Authorization: Bearer <key>}; a header key may also come as a bearer one. */
    public String usage() {
      return isBearer() ? "Authorization: Bearer <key>" : headerName + ": <key> (or Authorization: Bearer <key>)";
    }
  }
}
