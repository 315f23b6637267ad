package io.gatehouse.gateway.auth;

import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.auth.JWTOptions;
import io.vertx.ext.auth.authentication.TokenCredentials;
import io.vertx.ext.auth.jwt.JWTAuth;
import io.vertx.ext.auth.jwt.JWTAuthOptions;
import io.vertx.ext.web.client.WebClient;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The optional OAuth mode: access tokens (JWTs) from the configured issuer, signatures checked
 * against its JWKS with vertx-auth-jwt, then the audience (the server's URL) and the scope.
 */
public final class OAuthVerifier {

  /** Why a token was refused: 401 for a bad token, 403 for a good token without the scope. */
  public static final class Refused extends RuntimeException {
    private final boolean insufficientScope;

    Refused(String message, boolean insufficientScope) {
      super(message, null, false, false);
      this.insufficientScope = insufficientScope;
    }

    public boolean insufficientScope() {
      return insufficientScope;
    }
  }

  private final JWTAuth jwt;
  private final String issuer;

  private OAuthVerifier(JWTAuth jwt, String issuer) {
    this.jwt = jwt;
    this.issuer = issuer;
  }

  /** Fetches the issuer's keys once at start; a gateway configured for OAuth does not start without them. */
  public static Future<OAuthVerifier> create(Vertx vertx, String issuer, String jwksUrl) {
    WebClient client = WebClient.create(vertx);
    return client.getAbs(jwksUrl).send()
      .andThen(ar -> client.close())
      .map(response -> {
        if (response.statusCode() != 200) {
          throw new IllegalStateException("the OAuth issuer's JWKS at " + jwksUrl + " answered " + response.statusCode());
        }
        List<JsonObject> keys = new ArrayList<>();
        response.bodyAsJsonObject().getJsonArray("keys", new JsonArray()).forEach(k -> keys.add((JsonObject) k));
        JWTAuth auth = JWTAuth.create(vertx, new JWTAuthOptions().setJwks(keys)
          .setJWTOptions(new JWTOptions().setIssuer(issuer).setLeeway(30)));
        return new OAuthVerifier(auth, issuer);
      });
  }

  /** A JWT has three dot-separated parts; an API key has none. */
  public static boolean looksLikeToken(String presented) {
    int first = presented.indexOf('.');
    return first > 0 && presented.indexOf('.', first + 1) > first;
  }

  /** The token's claims when it is valid for this audience and carries the scope. */
  public Future<JsonObject> verify(String token, String audience, String scope) {
    return jwt.authenticate(new TokenCredentials(token))
      .recover(e -> Future.failedFuture(new Refused("the access token is not valid: " + e.getMessage(), false)))
      .map(user -> {
        JsonObject claims = user.principal();
        if (!audiences(claims).contains(audience)) {
          throw new Refused("the access token is not meant for " + audience, false);
        }
        if (!scopes(claims).contains(scope)) {
          throw new Refused("the access token lacks the scope " + scope, true);
        }
        return claims;
      });
  }

  public String issuer() {
    return issuer;
  }

  private static List<String> audiences(JsonObject claims) {
    Object aud = claims.getValue("aud");
    if (aud instanceof JsonArray list) return list.stream().map(String::valueOf).toList();
    return aud == null ? List.of() : List.of(String.valueOf(aud));
  }

  /** The token's scopes, from {@code scope} (space-separated) or {@code scp} (a list). */
  public static List<String> scopes(JsonObject claims) {
    Object scope = claims.getValue("scope", claims.getValue("scp"));
    if (scope instanceof JsonArray list) return list.stream().map(String::valueOf).toList();
    return scope == null ? List.of() : Arrays.asList(String.valueOf(scope).split(" "));
  }
}
