package io.gatehouse.gateway.auth;

import io.gatehouse.gateway.web.Problem;
import io.gatehouse.gateway.web.StoreOutages;
import io.gatehouse.gateway.web.Utf8Bodies;
import io.vertx.core.Handler;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.BodyHandler;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Installs a product's key routes (signup, the key's usage) and, in OAuth mode, its RFC 9728 metadata. */
public final class KeyRoutes {

  private static final Logger LOG = LoggerFactory.getLogger(KeyRoutes.class);

  private KeyRoutes() {
  }

  public static void mount(Router router, KeyService service, Product product, String baseUrl) {
    mount(router, service, product, baseUrl, CredentialHandler.authenticateOnly(service, product, baseUrl));
  }

  /**
   * @param usageGuard authenticates the callers of the usage page and of revocation: keys, and tokens where
   *                   the gateway issues them
   */
  public static void mount(Router router, KeyService service, Product product, String baseUrl,
                           Handler<RoutingContext> usageGuard) {
    router.post(product.signupPath())
      .handler(BodyHandler.create(false).setBodyLimit(SignupHandler.MAX_BODY_BYTES))
      .handler(Utf8Bodies::require)
      .handler(SignupHandler.create(service, product))
      .failureHandler(KeyRoutes::handleFailure);
    router.get(product.usagePath())
      .handler(usageGuard)
      .handler(UsageHandler.create(service, product))
      .failureHandler(KeyRoutes::handleFailure);
    // the key holder's own revoke and rotate, beside its usage
    KeyHolderRoutes.mount(router, service, product, baseUrl, usageGuard, KeyRoutes::handleFailure);
  }

  /**
   * The product's RFC 9728 metadata naming the OAuth issuer; only in OAuth mode, so that a client
   * without it finds no resource metadata to start a login from.
   */
  public static void mountMetadata(Router router, Product product, String baseUrl, String issuer, String scope) {
    router.get("/.well-known/oauth-protected-resource" + product.mcpPath())
      .handler(ProtectedResourceMetadataHandler.create(product, baseUrl, issuer, scope));
  }

  /** The body handler fails with 413 or 400; a store outage is a 503; everything else is ours and unexpected. */
  private static void handleFailure(RoutingContext rc) {
    switch (rc.statusCode()) {
      case 413 -> Problem.send(rc, 413, "payload-too-large", "Payload too large",
        "The body exceeds " + SignupHandler.MAX_BODY_BYTES + " bytes", null);
      case 400 -> Problem.send(rc, 400, "malformed-request", "Malformed request", null, null);
      default -> {
        if (StoreOutages.send(rc, rc.failure())) {
          LOG.warn("Key route {}: {}", rc.request().path(), rc.failure().getMessage());
          return;
        }
        LOG.error("Key route {} failed", rc.request().path(), rc.failure());
        Problem.send(rc, 500, "internal", "Internal error", null, null);
      }
    }
  }
}
