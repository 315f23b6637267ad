package io.gatehouse.gateway.auth.impl;

import io.gatehouse.gateway.auth.Admission;
import io.gatehouse.gateway.auth.IssuedKey;
import io.gatehouse.gateway.auth.KeyLimitException;
import io.gatehouse.gateway.auth.KeyService;
import io.gatehouse.gateway.auth.Product;
import io.gatehouse.gateway.auth.RateLimitHeaders;
import io.gatehouse.gateway.auth.SignupHandler;
import io.gatehouse.gateway.store.KeyRecord;
import io.gatehouse.gateway.web.Problem;
import io.gatehouse.gateway.web.StoreOutages;
import io.vertx.core.json.DecodeException;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.RoutingContext;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.Locale;

/** See {@link SignupHandler}. */
public final class SignupHandlerImpl implements SignupHandler {

  private static final Logger LOG = LoggerFactory.getLogger(SignupHandlerImpl.class);

  private final KeyService service;
  private final Product product;

  public SignupHandlerImpl(KeyService service, Product product) {
    this.service = service;
    this.product = product;
  }

  @Override
  public void handle(RoutingContext rc) {
    if (!isJson(rc.request().getHeader("Content-Type"))) {
      Problem.send(rc, 415, "unsupported-media-type", "Unsupported media type",
        "Send the request as Content-Type: application/json", null);
      return;
    }
    if (rc.body().length() > MAX_BODY_BYTES) {
      Problem.send(rc, 413, "payload-too-large", "Payload too large",
        "The body exceeds " + MAX_BODY_BYTES + " bytes", null);
      return;
    }
    JsonObject body;
    try {
      body = rc.body().asJsonObject();
    } catch (DecodeException | ClassCastException e) {
      body = null;
    }
    if (body == null) {
      Problem.send(rc, 400, "malformed-json", "Malformed JSON",
        "The body must be a JSON object", null);
      return;
    }
    if (invalid(rc, "email", emailProblem(body.getValue("email")))
      || invalid(rc, "name", nameProblem(body.getValue("name")))) {
      return;
    }
    String email = body.getString("email").trim();
    String name = body.getString("name") == null || body.getString("name").isBlank() ? null
      : body.getString("name").strip();
    Admission admission = service.admitSignup(product, rc.request().remoteAddress().host(), email);
    if (!admission.allowed()) {
      RateLimitHeaders.put(rc.response(), admission);
      boolean byEmail = KeyService.SIGNUPS_PER_EMAIL.equals(admission.limitedBy());
      Problem.send(rc, 429, "signup-throttled", "Too many signups",
        "Too many " + product.title() + " keys requested " + (byEmail ? "for this email" : "from this address")
          + ": at most " + admission.limit() + " in a row, then a few an hour (docs/keys.md, \"Signup limits\");"
          + " retry after " + admission.retryAfter() + " s. Each product has its own limits.",
        new JsonObject().put("retry_after", admission.retryAfter()).put("limit", admission.limitedBy())
          .put("limit_value", admission.limit()));
      return;
    }
    service.issue(product, email, name, null).onComplete(ar -> {
      if (ar.succeeded()) {
        created(rc, ar.result());
      } else if (ar.cause() instanceof KeyLimitException e) {
        Problem.send(rc, 409, "key-limit-reached", "Key limit reached", e.getMessage(),
          new JsonObject().put("field", "email"));
      } else if (ar.cause() instanceof IllegalArgumentException e) {
        Problem.send(rc, 400, "invalid-field", "Invalid field", e.getMessage(),
          new JsonObject().put("field", "email"));
      } else if (StoreOutages.send(rc, ar.cause())) {
        LOG.warn("Key issuance for {} refused: {}", product.id(), ar.cause().getMessage());
      } else {
        LOG.error("Key issuance failed for {}", product.id(), ar.cause());
        Problem.send(rc, 500, "internal", "Internal error", "The key could not be issued",
          null);
      }
    });
  }

  private void created(RoutingContext rc, IssuedKey issued) {
    KeyRecord key = issued.record();
    JsonObject body = new JsonObject()
      .put("api_key", issued.apiKey())
      .put("key_id", key.id())
      .put("fingerprint", key.fingerprint())
      .put("product", key.product())
      .put("email", key.email())
      .put("name", key.name())
      .put("created_at", key.createdAt().toString())
      .put("plan", key.plan())
      .put("limits", UsageHandlerImpl.limits(product.plan(key.plan())))
      .put("credential", product.credential().usage())
      .put("note", "Store this key now: it is shown only once.");
    rc.response()
      .setStatusCode(201)
      .putHeader("Content-Type", "application/json")
      .putHeader("Cache-Control", "no-store")
      .end(body.encode());
  }

  private boolean invalid(RoutingContext rc, String field, String problem) {
    if (problem == null) {
      return false;
    }
    String detail = field + " " + problem;
    Problem.send(rc, 400, "invalid-field", "Invalid field", detail, new JsonObject()
      .put("field", field)
      .put("errors", new JsonArray().add(new JsonObject().put("field", field)
        .put("pointer", "#/" + field).put("detail", detail))));
    return true;
  }

  private static String emailProblem(Object value) {
    if (value != null && !(value instanceof String)) {
      return "must be a string";
    }
    return EmailAddress.problem(value == null ? null : ((String) value).trim());
  }

  private String nameProblem(Object value) {
    if (value == null) {
      return product.nameRequired() ? "is required" : null;
    }
    if (!(value instanceof String text)) {
      return "must be a string";
    }
    String name = text.strip();
    if (name.isEmpty() && product.nameRequired()) {
      return "is required";
    }
    if (name.codePointCount(0, name.length()) > MAX_NAME_LENGTH) {
      return "is longer than " + MAX_NAME_LENGTH + " characters";
    }
    if (name.codePoints().anyMatch(Character::isISOControl)) {
      return "must not contain control characters";
    }
    return null;
  }

  private static boolean isJson(String contentType) {
    if (contentType == null) {
      return false;
    }
    String type = contentType.split(";", 2)[0].trim().toLowerCase(Locale.ROOT);
    return type.equals("application/json") || (type.startsWith("application/")
      && type.endsWith("+json"));
  }
}
