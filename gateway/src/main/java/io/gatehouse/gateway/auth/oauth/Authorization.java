package io.gatehouse.gateway.auth.oauth;

import io.gatehouse.gateway.auth.Admission;
import io.gatehouse.gateway.auth.KeyLimitException;
import io.gatehouse.gateway.auth.KeyService;
import io.gatehouse.gateway.auth.Product;
import io.gatehouse.gateway.store.KeyRecord;
import io.gatehouse.gateway.store.KeyStore;
import io.gatehouse.gateway.store.OAuthClient;
import io.gatehouse.gateway.web.StoreOutages;
import io.vertx.core.Future;
import io.vertx.core.MultiMap;
import io.vertx.ext.web.RoutingContext;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.function.Consumer;

/**
 * The authorization endpoint: its GET shows the page, its POST takes the email (a new free key, with
 * the signup's limits) or a key already held, and sends the client's browser back with a code (or
 * with {@code access_denied} when the person declines).
 * A request whose client or redirect URI is unknown is refused on the page itself, never redirected.
 */
final class Authorization {

  /** No script, no framing; styles and icons from the portal. Forms may post here and follow the redirect to the client. */
  private static final String CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'self'; img-src 'self'; "
    + "base-uri 'none'; frame-ancestors 'none'";
  private static final int MAX_NAME_LENGTH = 100;
  private static final Logger LOG = LoggerFactory.getLogger(Authorization.class);

  private final KeyService keys;
  private final KeyStore store;
  private final Product product;
  private final Grants grants;
  private final Endpoints endpoints;

  Authorization(KeyService keys, KeyStore store, Product product, Grants grants, Endpoints endpoints) {
    this.keys = keys;
    this.store = store;
    this.product = product;
    this.grants = grants;
    this.endpoints = endpoints;
  }

  void handlePage(RoutingContext rc) {
    AuthorizationRequest request = AuthorizationRequest.of(rc.queryParams());
    withClient(rc, request, client -> page(rc, 200, client, request, null, null));
  }

  void handleSubmit(RoutingContext rc) {
    MultiMap form = rc.request().formAttributes();
    AuthorizationRequest request = AuthorizationRequest.of(form);
    withClient(rc, request, client -> {
      if (form.get("deny") != null) {
        redirect(rc, request.redirectFor(client), "error=access_denied&error_description="
          + enc("the key holder denied the request") + stateAndIssuer(request));
        return;
      }
      String presentedKey = trimmed(form.get("api_key"));
      Future<KeyRecord> key = presentedKey != null ? existingKey(presentedKey) : newKey(rc, form);
      key.compose(k -> grants.issueCode(k, client, request.redirectUri(), request.codeChallenge()))
        .onSuccess(code -> redirect(rc, request.redirectFor(client), "code=" + enc(code) + stateAndIssuer(request)))
        .onFailure(e -> {
          if (e instanceof Refusal refusal) {
            page(rc, refusal.status, client, request, refusal.getMessage(), trimmed(form.get("email")));
          } else if (!StoreOutages.send(rc, e)) {
            LOG.error("Authorization for {} failed", product.id(), e);
            rc.fail(e);
          }
        });
    });
  }

  /** Why the page is shown again: a message for the person, and the status to answer with. */
  private static final class Refusal extends RuntimeException {
    private final int status;

    Refusal(int status, String message) {
      super(message, null, false, false);
      this.status = status;
    }
  }

  private Future<KeyRecord> existingKey(String presented) {
    return keys.authenticate(product, presented).map(key -> {
      if (key == null) throw new Refusal(400, "That is not an active " + product.title() + " key ("
        + product.keyPrefix() + "…). Get a free one with your email instead.");
      return key;
    });
  }

  /** A free key for the email, exactly as the signup issues one: its validation, its limits, its key cap. */
  private Future<KeyRecord> newKey(RoutingContext rc, MultiMap form) {
    String email = trimmed(form.get("email"));
    String name = trimmed(form.get("name"));
    if (email == null) return Future.failedFuture(new Refusal(400, "Enter your email to get a free key, or a key you hold."));
    if (product.nameRequired() && name == null) return Future.failedFuture(new Refusal(400, "Enter your name as well."));
    if (name != null && (name.length() > MAX_NAME_LENGTH || name.codePoints().anyMatch(Character::isISOControl))) {
      return Future.failedFuture(new Refusal(400, "The name must be at most " + MAX_NAME_LENGTH + " characters."));
    }
    Admission admission = keys.admitSignup(product, rc.request().remoteAddress().host(), email);
    if (!admission.allowed()) {
      boolean byEmail = KeyService.SIGNUPS_PER_EMAIL.equals(admission.limitedBy());
      return Future.failedFuture(new Refusal(429, "Too many " + product.title() + " keys requested "
        + (byEmail ? "for this email" : "from this address") + "; retry in " + admission.retryAfter()
        + " s, or use a key you hold."));
    }
    return keys.issue(product, email, name, null).<KeyRecord>map(issued -> issued.record()).recover(e -> {
      if (e instanceof KeyLimitException) {
        return Future.failedFuture(new Refusal(409, e.getMessage() + ": use one of them below, or revoke one first."));
      }
      if (e instanceof IllegalArgumentException) return Future.failedFuture(new Refusal(400, "The " + e.getMessage() + "."));
      return Future.failedFuture(e);
    });
  }

  /** Checks the client and its redirect URI (else the page refuses), then the rest (else the client hears why). */
  private void withClient(RoutingContext rc, AuthorizationRequest request, Consumer<OAuthClient> then) {
    if (request.clientId() == null) {
      refuse(rc, "The request names no client (client_id).");
      return;
    }
    store.findClient(request.clientId()).onFailure(e -> {
      if (!StoreOutages.send(rc, e)) rc.fail(e);
    }).onSuccess(client -> {
      if (client == null || !client.product().equals(product.id())) {
        refuse(rc, "The client " + request.clientId() + " is not registered here (registrations unused for long expire).");
        return;
      }
      String redirect = request.redirectFor(client);
      if (redirect == null) {
        refuse(rc, "The redirect URI is not one the client registered.");
        return;
      }
      String problem = request.problem(endpoints.resource());
      if (problem != null) {
        redirect(rc, redirect, "error=invalid_request&error_description=" + enc(problem) + stateAndIssuer(request));
        return;
      }
      then.accept(client);
    });
  }

  private String stateAndIssuer(AuthorizationRequest request) {
    return (request.state() == null ? "" : "&state=" + enc(request.state())) + "&iss=" + enc(endpoints.issuer());
  }

  private void page(RoutingContext rc, int status, OAuthClient client, AuthorizationRequest request, String error,
                    String email) {
    html(rc, status, AuthorizePage.render(product, client, request, endpoints.authorization(), error, email));
  }

  private static void refuse(RoutingContext rc, String message) {
    html(rc, 400, AuthorizePage.refusal(message));
  }

  private static void html(RoutingContext rc, int status, String page) {
    rc.response().setStatusCode(status)
      .putHeader("Content-Type", "text/html; charset=utf-8")
      .putHeader("Content-Security-Policy", CONTENT_SECURITY_POLICY)
      .putHeader("X-Frame-Options", "DENY")
      .putHeader("X-Content-Type-Options", "nosniff")
      // not no-referrer: a browser then sends the form's post with "Origin: null", which the host guard refuses
      .putHeader("Referrer-Policy", "same-origin")
      .putHeader("Cache-Control", "no-store")
      .end(page);
  }

  /** 303: the browser follows with a GET, whatever the request was. */
  private static void redirect(RoutingContext rc, String redirectUri, String query) {
    rc.response().setStatusCode(303)
      .putHeader("Location", redirectUri + (redirectUri.contains("?") ? "&" : "?") + query)
      .putHeader("Cache-Control", "no-store")
      .putHeader("Referrer-Policy", "no-referrer")
      .end();
  }

  private static String trimmed(String value) {
    return value == null || value.isBlank() ? null : value.strip();
  }

  private static String enc(String value) {
    return URLEncoder.encode(value, StandardCharsets.UTF_8);
  }
}
