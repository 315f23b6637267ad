package io.gatehouse.gateway.auth.oauth;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.gatehouse.gateway.auth.ApiKeys;
import io.gatehouse.gateway.auth.KeyService;
import io.gatehouse.gateway.auth.Product;
import io.gatehouse.gateway.store.KeyRecord;
import io.gatehouse.gateway.store.KeyStore;
import io.gatehouse.gateway.store.OAuthClient;
import io.gatehouse.gateway.store.OAuthGrant;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.time.Clock;
import java.time.Instant;

/**
 * A product's grants: codes given for a key, exchanged once for tokens, tokens refreshed (both
 * replaced each time) and access tokens resolved to their key. A token is a delegate of its key and
 * nothing more: every request with it finds the key through the key service, so the key's plan,
 * scope, quota and audit apply, and a revoked or expired key ends its tokens at once. Secrets have
 * the key format (random, checksummed) with prefixes of their own and are stored as SHA-256 only.
 */
final class Grants {

  static final String CODE_PREFIX = "oac_";
  static final String ACCESS_PREFIX = "oat_";
  static final String REFRESH_PREFIX = "ort_";

  private static final Logger LOG = LoggerFactory.getLogger(Grants.class);

  private final KeyService keys;
  private final KeyStore store;
  private final Product product;
  private final OAuthOptions options;
  private final Clock clock;
  /** Access tokens by hash as last looked up; the key behind each is checked on every use. */
  private final Cache<String, OAuthGrant> byAccess;

  Grants(KeyService keys, KeyStore store, Product product, OAuthOptions options, Clock clock) {
    this.keys = keys;
    this.store = store;
    this.product = product;
    this.options = options;
    this.clock = clock;
    this.byAccess = Caffeine.newBuilder().executor(Runnable::run).expireAfterWrite(options.tokenCacheTtl())
      .maximumSize(100_000).build();
  }

  static boolean isAccessToken(String presented) {
    return ApiKeys.wellFormed(presented, ACCESS_PREFIX);
  }

  /**
   * A code for the key, to be sent to the client's redirect URI; {@code requestedRedirectUri} is the
   * one the authorization request named (null when it named none), which the exchange must repeat.
   */
  Future<String> issueCode(KeyRecord key, OAuthClient client, String requestedRedirectUri, String codeChallenge) {
    String code = ApiKeys.generate(CODE_PREFIX);
    Instant now = clock.instant();
    OAuthGrant grant = new OAuthGrant("grant_" + ApiKeys.newId().substring("key_".length()), product.id(), key.id(),
      key.hash(), client.id(), requestedRedirectUri, codeChallenge, ApiKeys.hash(code), now.plus(options.codeTtl()), null, null,
      null, null, now);
    return store.insertGrant(grant)
      .compose(v -> store.clientUsed(client.id(), now))
      .map(v -> {
        LOG.info("OAuth grant {} of {} key {} to client {}", grant.id(), product.id(), key.fingerprint(), client.id());
        return code;
      });
  }

  /** The authorization_code grant: the code, the client and redirect URI it was given to, the PKCE verifier. */
  Future<JsonObject> exchangeCode(String code, String clientId, String redirectUri, String verifier) {
    if (code == null || !ApiKeys.wellFormed(code, CODE_PREFIX)) {
      return Future.failedFuture(OAuthError.invalidGrant("the code is not one this server issued"));
    }
    String hash = ApiKeys.hash(code);
    return store.findGrant(hash).compose(grant -> {
      if (grant == null || !hash.equals(grant.codeHash()) || !grant.product().equals(product.id())) {
        throw OAuthError.invalidGrant("the code is unknown");
      }
      if (grant.accessHash() != null) {
        return revoke(grant, "its code was presented again").<JsonObject>map(v -> {
          throw OAuthError.invalidGrant("the code was already used; the tokens it gave are revoked");
        });
      }
      if (!clock.instant().isBefore(grant.codeExpiresAt())) throw OAuthError.invalidGrant("the code expired");
      if (!grant.clientId().equals(clientId)) throw OAuthError.invalidGrant("the code was issued to another client");
      // RFC 6749, 4.1.3: required, and the same, when the authorization request named one
      if (grant.redirectUri() != null && !grant.redirectUri().equals(redirectUri)) {
        throw OAuthError.invalidGrant(redirectUri == null ? "redirect_uri is required, as the authorization request"
          + " named one" : "redirect_uri differs from the authorization request's");
      }
      if (!Pkce.matches(verifier, grant.codeChallenge())) {
        throw OAuthError.invalidGrant("code_verifier does not match the code_challenge");
      }
      return renew(grant, hash);
    });
  }

  /** The refresh_token grant: the current refresh token and its client; both tokens are replaced. */
  Future<JsonObject> refresh(String refreshToken, String clientId) {
    if (refreshToken == null || !ApiKeys.wellFormed(refreshToken, REFRESH_PREFIX)) {
      return Future.failedFuture(OAuthError.invalidGrant("the refresh token is not one this server issued"));
    }
    String hash = ApiKeys.hash(refreshToken);
    return store.findGrant(hash).compose(grant -> {
      if (grant == null || hash.equals(grant.codeHash()) || hash.equals(grant.accessHash())
        || !grant.product().equals(product.id())) {
        throw OAuthError.invalidGrant("the refresh token is unknown");
      }
      if (!hash.equals(grant.refreshHash())) {
        // a refresh token rotation replaced: it was copied, and which of the two holders is the client is unknown
        return revoke(grant, "a replaced refresh token was presented again").<JsonObject>map(v -> {
          throw OAuthError.invalidGrant("the refresh token was already used; its grant is revoked");
        });
      }
      if (!clock.instant().isBefore(grant.refreshExpiresAt())) throw OAuthError.invalidGrant("the refresh token expired");
      if (!grant.clientId().equals(clientId)) {
        throw OAuthError.invalidGrant("the refresh token was issued to another client");
      }
      return renew(grant, hash);
    });
  }

  /** New tokens for the grant while its key is active and {@code presentedHash} still current. */
  private Future<JsonObject> renew(OAuthGrant grant, String presentedHash) {
    return keys.authenticateHash(product, grant.keyHash()).compose(key -> {
      if (key == null) throw OAuthError.invalidGrant("the key this grant stands for is revoked or expired");
      String access = ApiKeys.generate(ACCESS_PREFIX);
      String refresh = ApiKeys.generate(REFRESH_PREFIX);
      Instant now = clock.instant();
      return store.renewGrant(grant.id(), presentedHash, ApiKeys.hash(access), now.plus(options.accessTtl()),
        ApiKeys.hash(refresh), now.plus(options.refreshTtl())).map(renewed -> {
          if (renewed == null) throw OAuthError.invalidGrant("the code or refresh token was already used");
          if (grant.accessHash() != null) byAccess.invalidate(grant.accessHash());
          return new JsonObject().put("access_token", access).put("token_type", "Bearer")
            .put("expires_in", options.accessTtl().toSeconds()).put("refresh_token", refresh)
            .put("scope", product.id());
        });
    });
  }

  /**
   * Ends the grant a replayed secret belongs to (OAuth 2.1, 4.1.3 and 4.3.1; the security BCP, 4.14):
   * its current tokens stop working at once on this node, within the token cache's lifetime on others.
   */
  private Future<Void> revoke(OAuthGrant grant, String why) {
    LOG.warn("OAuth grant {} to client {} revoked: {}", grant.id(), grant.clientId(), why);
    return store.revokeGrant(grant.id()).onSuccess(v -> {
      if (grant.accessHash() != null) byAccess.invalidate(grant.accessHash());
    });
  }

  /** The active key an access token of this product stands for, or null (unknown, expired, replaced, key revoked). */
  Future<KeyRecord> resolve(String accessToken) {
    String hash = ApiKeys.hash(accessToken);
    OAuthGrant cached = byAccess.getIfPresent(hash);
    Future<OAuthGrant> grant = cached != null ? Future.succeededFuture(cached) : store.findGrant(hash).andThen(ar -> {
      if (ar.succeeded() && ar.result() != null && hash.equals(ar.result().accessHash())) byAccess.put(hash, ar.result());
    });
    return grant.compose(g -> {
      if (g == null || !hash.equals(g.accessHash()) || !g.product().equals(product.id())
        || !clock.instant().isBefore(g.accessExpiresAt())) {
        return Future.succeededFuture();
      }
      return keys.authenticateHash(product, g.keyHash());
    });
  }
}
