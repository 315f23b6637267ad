package io.gatehouse.gateway.audit;

import io.vertx.core.json.JsonObject;

/**
 * Who made a call, as a record names it: a key (id, fingerprint, plan) or an OAuth token holder
 * (subject, client). The only reader of the credential handler's principal in this package, so a
 * change of the principal's shape is one place here.
 */
public record CallerIdentity(String keyId, String fingerprint, String product, String plan, String subject,
                             String client) {

  static final CallerIdentity ANONYMOUS = new CallerIdentity(null, null, null, "anonymous", null, null);
  private static final String OAUTH_PREFIX = "oauth:";

  public static CallerIdentity of(JsonObject principalOrNull) {
    if (principalOrNull == null) return ANONYMOUS;
    String keyId = principalOrNull.getString("key_id");
    String plan = principalOrNull.getString("plan");
    if (keyId != null && keyId.startsWith(OAUTH_PREFIX)) {
      return new CallerIdentity(null, null, principalOrNull.getString("product"), plan,
        principalOrNull.getString("subject", keyId.substring(OAUTH_PREFIX.length())), principalOrNull.getString("client"));
    }
    return new CallerIdentity(keyId, principalOrNull.getString("fingerprint"), principalOrNull.getString("product"),
      plan, null, null);
  }

  /** What a key holder's own records are filtered by: the key id, or the OAuth principal's. */
  public String ownerId() {
    return keyId != null ? keyId : subject != null ? OAUTH_PREFIX + subject : null;
  }

  void putInto(JsonObject record) {
    if (keyId != null) record.put("key_id", keyId);
    if (fingerprint != null) record.put("fingerprint", fingerprint);
    if (subject != null) record.put("oauth_subject", subject);
    if (client != null) record.put("oauth_client", client);
    if (plan != null) record.put("plan", plan);
  }
}
