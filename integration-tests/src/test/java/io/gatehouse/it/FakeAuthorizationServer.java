package io.gatehouse.it;

import io.gatehouse.gateway.testing.FakeUpstream;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.BodyHandler;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * An OAuth authorization server for one confidential client, the client-credentials grant only: its
 * RFC 8414 metadata, its JWKS, and a token endpoint that grants the scope asked for, for the
 * resource asked for, to the client authenticated with HTTP Basic. It records the scopes asked for.
 */
final class FakeAuthorizationServer {

  static final String CLIENT_ID = "step-up-client";
  static final String CLIENT_SECRET = "step-up-secret";

  private final TestIssuer signer;
  private final FakeUpstream server;
  private final List<String> requestedScopes = new CopyOnWriteArrayList<>();

  private FakeAuthorizationServer(Vertx vertx, TestIssuer signer) {
    this.signer = signer;
    this.server = FakeUpstream.create(vertx)
      .get("/.well-known/oauth-authorization-server", rc -> json(rc, 200, metadata()))
      .get("/jwks.json", rc -> json(rc, 200, signer.jwks()));
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

  /** The scopes of the token requests so far, in order. */
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
      .put("grant_types_supported", new JsonArray().add("client_credentials"))
      .put("token_endpoint_auth_methods_supported", new JsonArray().add("client_secret_basic"));
  }

  private void token(RoutingContext rc) {
    String basic = "Basic " + Base64.getEncoder().encodeToString((CLIENT_ID + ":" + CLIENT_SECRET)
      .getBytes(StandardCharsets.UTF_8));
    if (!basic.equals(rc.request().getHeader("Authorization"))) {
      json(rc, 401, new JsonObject().put("error", "invalid_client"));
      return;
    }
    String grant = rc.request().getFormAttribute("grant_type");
    String resource = rc.request().getFormAttribute("resource");
    String scope = rc.request().getFormAttribute("scope");
    if (!"client_credentials".equals(grant) || resource == null || scope == null) {
      json(rc, 400, new JsonObject().put("error", "invalid_request"));
      return;
    }
    requestedScopes.add(scope);
    json(rc, 200, new JsonObject().put("access_token", signer.token(issuer(), CLIENT_ID, resource, scope))
      .put("token_type", "Bearer").put("expires_in", 300).put("scope", scope));
  }

  private static void json(RoutingContext rc, int status, JsonObject body) {
    rc.response().setStatusCode(status).putHeader("Content-Type", "application/json")
      .putHeader("Cache-Control", "no-store").end(body.encode());
  }
}
