package io.gatehouse.gateway.audit;

import io.gatehouse.gateway.caller.Principal;

/**
 * Who made a call, as a record names it: a key (id, fingerprint, plan) or an OAuth token holder
 * (subject; client once the principal carries it). The only reader of the principal in this package.
 */
public record CallerIdentity(String keyId, String fingerprint, String product, String plan, String subject,
                             String client) {

  static final CallerIdentity ANONYMOUS = new CallerIdentity(null, null, null, "anonymous", null, null);
  private static final String OAUTH_PREFIX = "oauth:";

  public static CallerIdentity of(Principal principalOrNull) {
    if (principalOrNull == null) return ANONYMOUS;
    if (principalOrNull.isToken()) {
      String id = principalOrNull.id();
      return new CallerIdentity(null, null, principalOrNull.product(), principalOrNull.plan(),
        id.startsWith(OAUTH_PREFIX) ? id.substring(OAUTH_PREFIX.length()) : id, null);
    }
    return new CallerIdentity(principalOrNull.id(), principalOrNull.fingerprint(), principalOrNull.product(),
      principalOrNull.plan(), null, null);
  }

  /** What a key holder's own records are filtered by: the key id, or the OAuth principal's. */
  public String ownerId() {
    return keyId != null ? keyId : subject != null ? OAUTH_PREFIX + subject : null;
  }
}
