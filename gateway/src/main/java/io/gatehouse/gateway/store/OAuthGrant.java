package io.gatehouse.gateway.store;

import io.vertx.core.json.JsonObject;
import java.time.Instant;
import java.util.Objects;

/**
 * One authorization a key holder gave a client, from its code to its current tokens. Like a key,
 * every secret of it is held as a SHA-256 hash only. The code, once exchanged, is kept (as its hash)
 * so that a second exchange is recognised; a refresh replaces both tokens, and the store keeps the
 * replaced refresh token's hash pointing at the grant, so that its replay is recognised too.
 *
 * @param id               public identifier
 * @param product          the product the tokens open
 * @param keyId            the key whose plan, scope, quota and audit the tokens use
 * @param keyHash          that key's hash, by which its cached record (and its revocation) is found
 * @param clientId         the client it was granted to
 * @param redirectUri      the redirect URI the authorization request named, which the exchange must repeat;
 *                         null when it named none (the client's only one was used)
 * @param codeChallenge    the PKCE S256 challenge
 * @param codeHash         the authorization code's hash
 * @param codeExpiresAt    until when the code may be exchanged
 * @param accessHash       the current access token's hash, null before the exchange
 * @param accessExpiresAt  its end
 * @param refreshHash      the current refresh token's hash, null before the exchange
 * @param refreshExpiresAt its end
 * @param createdAt        when the key holder granted it
 */
public record OAuthGrant(String id, String product, String keyId, String keyHash, String clientId, String redirectUri,
                         String codeChallenge, String codeHash, Instant codeExpiresAt, String accessHash,
                         Instant accessExpiresAt, String refreshHash, Instant refreshExpiresAt, Instant createdAt) {

  public OAuthGrant {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(product, "product");
    Objects.requireNonNull(keyId, "keyId");
    Objects.requireNonNull(keyHash, "keyHash");
    Objects.requireNonNull(clientId, "clientId");
    Objects.requireNonNull(codeHash, "codeHash");
    Objects.requireNonNull(codeExpiresAt, "codeExpiresAt");
    Objects.requireNonNull(createdAt, "createdAt");
  }

  /** Whether {@code hash} may still be exchanged for tokens: the unexchanged code, or the current refresh token. */
  public boolean exchangeable(String hash) {
    return (accessHash == null && codeHash.equals(hash)) || hash.equals(refreshHash);
  }

  /** The grant with new tokens. */
  public OAuthGrant withTokens(String access, Instant accessUntil, String refresh, Instant refreshUntil) {
    return new OAuthGrant(id, product, keyId, keyHash, clientId, redirectUri, codeChallenge, codeHash, codeExpiresAt,
      access, accessUntil, refresh, refreshUntil, createdAt);
  }

  /** Whether nothing of it can be used any more at {@code now}: neither its code nor its refresh token. */
  public boolean spentAt(Instant now) {
    return accessHash == null ? !now.isBefore(codeExpiresAt) : refreshExpiresAt == null || !now.isBefore(refreshExpiresAt);
  }

  public JsonObject toJson() {
    return new JsonObject().put("id", id).put("product", product).put("key_id", keyId).put("key_hash", keyHash)
      .put("client_id", clientId).put("redirect_uri", redirectUri).put("code_challenge", codeChallenge)
      .put("code_hash", codeHash).put("code_expires_at", codeExpiresAt.toString())
      .put("access_hash", accessHash).put("access_expires_at", text(accessExpiresAt))
      .put("refresh_hash", refreshHash).put("refresh_expires_at", text(refreshExpiresAt))
      .put("created_at", createdAt.toString());
  }

  public static OAuthGrant fromJson(JsonObject json) {
    return new OAuthGrant(json.getString("id"), json.getString("product"), json.getString("key_id"),
      json.getString("key_hash"), json.getString("client_id"), json.getString("redirect_uri"),
      json.getString("code_challenge"), json.getString("code_hash"), Instant.parse(json.getString("code_expires_at")),
      json.getString("access_hash"), instant(json.getString("access_expires_at")), json.getString("refresh_hash"),
      instant(json.getString("refresh_expires_at")), Instant.parse(json.getString("created_at")));
  }

  private static String text(Instant instant) {
    return instant == null ? null : instant.toString();
  }

  private static Instant instant(String text) {
    return text == null ? null : Instant.parse(text);
  }
}
