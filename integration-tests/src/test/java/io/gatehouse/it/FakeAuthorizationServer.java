package io.gatehouse.it;

import io.gatehouse.gateway.testing.FakeUpstream;
import io.vertx.core.Future;
import io.vertx.core.MultiMap;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.BodyHandler;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * An OAuth authorization server for one confidential client: its RFC 8414 metadata, its JWKS, the
 * client-credentials grant, and the authorization-code grant (PKCE S256) whose authorization
 * endpoint approves at once, as a user would. Tokens are granted with the scope asked for, for the
 * resource asked for, to the client authenticated with HTTP Basic. It records the scopes asked for.
 */
final class FakeAuthorizationServer {

  static final String CLIENT_ID = "step-up-client";
  static final String CLIENT_SECRET = "step-up-secret";

  private final TestIssuer signer;
  private final FakeUpstream server;
  private final List<String> requestedScopes = new CopyOnWriteArrayList<>();
  /** Codes not yet exchanged, with the scope, resource and PKCE challenge of their authorization. */
  private final Map<String, JsonObject> codes = new ConcurrentHashMap<>();

  private FakeAuthorizationServer(Vertx vertx, TestIssuer signer) {
    this.signer = signer;
    this.server = FakeUpstream.create(vertx)
      .get("/.well-known/oauth-authorization-server", rc -> json(rc, 200, metadata()))
      .get("/jwks.json", rc -> json(rc, 200, signer.jwks()))
      .get("/authorize", this::authorize);
    server.router().post("/token").handler(BodyHandler.create()).handler(this::token);
  }

  static Future<FakeAuthorizationServer> start(Vertx vertx) throws Exception {
    FakeAuthorizationServer as = new FakeAuthorizationServer(vertx, TestIssuer.create(vertx));
    return as.server.start(vertx).map(s -> as);
  }

  /** The issuer identifier, which is also where the server is. */
  String issuer() {
    return server.baseUrl();
  }

  String jwksUrl() {
    return issuer() + "/jwks.json";
  }

  /** The scopes asked for so far (authorization requests, client-credentials token requests), in order. */
  List<String> requestedScopes() {
    return List.copyOf(requestedScopes);
  }

  Future<Void> close() {
    return server.close();
  }

  private JsonObject metadata() {
    return new JsonObject().put("issuer", issuer())
      .put("authorization_endpoint", issuer() + "/authorize")
      .put("token_endpoint", issuer() + "/token")
      .put("jwks_uri", jwksUrl())
      .put("response_types_supported", new JsonArray().add("code"))
      .put("grant_types_supported", new JsonArray().add("client_credentials").add("authorization_code"))
      .put("code_challenge_methods_supported", new JsonArray().add("S256"))
      .put("token_endpoint_auth_methods_supported", new JsonArray().add("client_secret_basic"));
  }

  /** Approves at once: back to the client's redirect URI with a code for the scope asked for. */
  private void authorize(RoutingContext rc) {
    MultiMap q = rc.queryParams();
    if (!CLIENT_ID.equals(q.get("client_id")) || q.get("redirect_uri") == null || q.get("resource") == null
      || q.get("scope") == null || !"S256".equals(q.get("code_challenge_method"))) {
      json(rc, 400, new JsonObject().put("error", "invalid_request"));
      return;
    }
    requestedScopes.add(q.get("scope"));
    String code = UUID.randomUUID().toString();
    codes.put(code, new JsonObject().put("scope", q.get("scope")).put("resource", q.get("resource"))
      .put("challenge", q.get("code_challenge")).put("redirect_uri", q.get("redirect_uri")));
    String state = q.get("state") == null ? "" : "&state=" + URLEncoder.encode(q.get("state"), StandardCharsets.UTF_8);
    rc.response().setStatusCode(302).putHeader("Location", q.get("redirect_uri") + "?code=" + code + state).end();
  }

  private void token(RoutingContext rc) {
    String basic = "Basic " + Base64.getEncoder().encodeToString((CLIENT_ID + ":" + CLIENT_SECRET)
      .getBytes(StandardCharsets.UTF_8));
    if (!basic.equals(rc.request().getHeader("Authorization"))) {
      json(rc, 401, new JsonObject().put("error", "invalid_client"));
      return;
    }
    String grant = rc.request().getFormAttribute("grant_type");
    JsonObject granted = "authorization_code".equals(grant) ? exchange(rc.request().getFormAttribute("code"),
      rc.request().getFormAttribute("code_verifier"))
      : "client_credentials".equals(grant) ? new JsonObject().put("scope", rc.request().getFormAttribute("scope"))
        .put("resource", rc.request().getFormAttribute("resource")) : null;
    if (granted == null || granted.getString("resource") == null || granted.getString("scope") == null) {
      json(rc, 400, new JsonObject().put("error", "invalid_grant"));
      return;
    }
    String scope = granted.getString("scope");
    if ("client_credentials".equals(grant)) requestedScopes.add(scope);
    json(rc, 200, new JsonObject().put("access_token", signer.token(issuer(), CLIENT_ID, granted.getString("resource"), scope))
      .put("token_type", "Bearer").put("expires_in", 300).put("scope", scope));
  }

  /** The authorization a code stands for, once, when the verifier is the one its challenge was made of. */
  private JsonObject exchange(String code, String verifier) {
    JsonObject authorization = code == null ? null : codes.remove(code);
    if (authorization == null || verifier == null) return null;
    try {
      byte[] digest = MessageDigest.getInstance("SHA-256").digest(verifier.getBytes(StandardCharsets.US_ASCII));
      String challenge = Base64.getUrlEncoder().withoutPadding().encodeToString(digest);
      return challenge.equals(authorization.getString("challenge")) ? authorization : null;
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  private static void json(RoutingContext rc, int status, JsonObject body) {
    rc.response().setStatusCode(status).putHeader("Content-Type", "application/json")
      .putHeader("Cache-Control", "no-store").end(body.encode());
  }
}
