package io.gatehouse.gateway.auth.oauth;

import io.gatehouse.gateway.auth.KeyService;
import io.gatehouse.gateway.auth.Product;
import io.gatehouse.gateway.store.KeyRecord;
import io.gatehouse.gateway.store.KeyStore;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.BodyHandler;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.time.Clock;
import java.util.function.Supplier;

/**
 * The gateway as a product's own OAuth 2.1 authorization server, when no external issuer is
 * configured: RFC 8414 metadata, open but bounded dynamic client registration (RFC 7591), the
 * authorization code grant with PKCE S256 whose page is the signup, and refresh tokens rotated on
 * every use. What it grants is a key of the product, which the tokens stand for
 * ({@link #resolve}); the key's header keeps working beside them.
 */
public final class AuthorizationServer {

  private static final Logger LOG = LoggerFactory.getLogger(AuthorizationServer.class);

  private final Endpoints endpoints;
  private final Grants grants;
  private final ClientRegistration registration;
  private final Authorization authorization;
  private final TokenEndpoint token;

  private AuthorizationServer(KeyService keys, KeyStore store, Product product, Supplier<String> baseUrl,
                              OAuthOptions options, Clock clock, RegistrationLimit limit) {
    this.endpoints = new Endpoints(product, baseUrl);
    this.grants = new Grants(keys, store, product, options, clock);
    this.registration = new ClientRegistration(store, product, options, clock, limit);
    this.authorization = new Authorization(keys, store, product, grants, endpoints);
    this.token = new TokenEndpoint(grants);
  }

  /** The limit of registrations per address that the servers of every product are to share. */
  public static RegistrationLimit registrationLimit() {
    return new RegistrationLimit(OAuthOptions.DEFAULTS.registrations());
  }

  public static AuthorizationServer create(KeyService keys, KeyStore store, Product product, Supplier<String> baseUrl,
                                           RegistrationLimit limit) {
    return create(keys, store, product, baseUrl, OAuthOptions.DEFAULTS, Clock.systemUTC(), limit);
  }

  public static AuthorizationServer create(KeyService keys, KeyStore store, Product product, Supplier<String> baseUrl,
                                           OAuthOptions options, Clock clock, RegistrationLimit limit) {
    return new AuthorizationServer(keys, store, product, baseUrl, options, clock, limit);
  }

  /** Whether the credential presented is an access token of ours (else it is taken for a key). */
  public static boolean isAccessToken(String presented) {
    return Grants.isAccessToken(presented);
  }

  /** The active key an access token stands for, or null when the token is unknown, expired or its key inactive. */
  public Future<KeyRecord> resolve(String accessToken) {
    return grants.resolve(accessToken);
  }

  /** The issuer URL, which the product's protected resource metadata names. */
  public String issuer() {
    return endpoints.issuer();
  }

  /** The scope every token of the product carries: the product's id. */
  public String scope() {
    return endpoints.product().id();
  }

  public void mount(Router router) {
    router.get(endpoints.metadataPath()).handler(this::handleMetadata);
    // some clients append the well-known path to the issuer instead of inserting it
    router.get(endpoints.issuerPath() + "/.well-known/oauth-authorization-server").handler(this::handleMetadata);
    router.post(endpoints.issuerPath() + "/register")
      .handler(BodyHandler.create(false).setBodyLimit(ClientRegistration.MAX_BODY_BYTES))
      .handler(registration::handle).failureHandler(AuthorizationServer::handleFailure);
    router.get(endpoints.issuerPath() + "/authorize").handler(authorization::handlePage);
    router.post(endpoints.issuerPath() + "/authorize").handler(BodyHandler.create(false).setBodyLimit(16 * 1024))
      .handler(authorization::handleSubmit).failureHandler(AuthorizationServer::handleFailure);
    router.post(endpoints.issuerPath() + "/token").handler(BodyHandler.create(false).setBodyLimit(16 * 1024))
      .handler(token::handle).failureHandler(AuthorizationServer::handleFailure);
  }

  private void handleMetadata(RoutingContext rc) {
    JsonObject metadata = new JsonObject()
      .put("issuer", endpoints.issuer())
      .put("authorization_endpoint", endpoints.authorization())
      .put("token_endpoint", endpoints.token())
      .put("registration_endpoint", endpoints.registration())
      .put("response_types_supported", new JsonArray().add("code"))
      .put("grant_types_supported", new JsonArray().add("authorization_code").add("refresh_token"))
      .put("code_challenge_methods_supported", new JsonArray().add(Pkce.S256))
      .put("token_endpoint_auth_methods_supported", new JsonArray().add("none"))
      .put("scopes_supported", new JsonArray().add(scope()))
      .put("authorization_response_iss_parameter_supported", true)
      .put("service_documentation", endpoints.base() + "/#/");
    rc.response().putHeader("Content-Type", "application/json").putHeader("Cache-Control", "public, max-age=3600")
      .end(metadata.encodePrettily());
  }

  /** A body too large, or a failure of ours, in the OAuth error form the endpoint's clients read. */
  private static void handleFailure(RoutingContext rc) {
    if (rc.statusCode() == 413) {
      OAuthError.send(rc, 413, "invalid_request", "the body is too large");
    } else if (rc.statusCode() == 400) {
      OAuthError.send(rc, 400, "invalid_request", "the body could not be read");
    } else {
      LOG.error("OAuth endpoint {} failed", rc.request().path(), rc.failure());
      OAuthError.send(rc, 500, "server_error", "the server failed; retry later");
    }
  }
}
