package io.gatehouse.gateway.auth.oauth;

import io.gatehouse.gateway.auth.ApiKeys;
import io.gatehouse.gateway.auth.Product;
import io.gatehouse.gateway.store.KeyStore;
import io.gatehouse.gateway.store.OAuthClient;
import io.gatehouse.gateway.web.StoreOutages;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.RoutingContext;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.net.URI;
import java.net.URISyntaxException;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Dynamic client registration (RFC 7591), open as the MCP authorization spec expects, and bounded:
 * public clients only (no secret; PKCE protects the code), redirect URIs that are https, loopback
 * http or a native app's own scheme, a few registrations per address (all products together), and at most
 * {@link OAuthOptions#maxClients()} held, those no authorization used for a while making room.
 */
final class ClientRegistration {

  static final int MAX_BODY_BYTES = 16 * 1024;
  private static final int MAX_REDIRECT_URIS = 10;
  private static final int MAX_URI_LENGTH = 2000;
  private static final int MAX_NAME_LENGTH = 100;
  private static final Set<String> LOOPBACK = Set.of("localhost", "127.0.0.1", "[::1]", "::1");
  /** Schemes a browser would run or read locally instead of handing to an application. */
  private static final Set<String> REFUSED_SCHEMES = Set.of("javascript", "data", "file", "vbscript", "about", "blob");
  private static final Logger LOG = LoggerFactory.getLogger(ClientRegistration.class);

  private final KeyStore store;
  private final Product product;
  private final OAuthOptions options;
  private final Clock clock;
  private final RegistrationLimit limit;

  ClientRegistration(KeyStore store, Product product, OAuthOptions options, Clock clock, RegistrationLimit limit) {
    this.store = store;
    this.product = product;
    this.options = options;
    this.clock = clock;
    this.limit = limit;
  }

  void handle(RoutingContext rc) {
    JsonObject body;
    try {
      body = rc.body().asJsonObject();
    } catch (RuntimeException e) {
      body = null;
    }
    if (body == null) {
      OAuthError.send(rc, 400, "invalid_client_metadata", "the body must be a JSON object of client metadata");
      return;
    }
    OAuthClient client;
    try {
      client = client(body);
    } catch (OAuthError e) {
      e.send(rc);
      return;
    }
    long wait = limit.take(rc.request().remoteAddress().host());
    if (wait > 0) {
      rc.response().putHeader("Retry-After", Long.toString(wait));
      OAuthError.send(rc, 429, "too_many_requests", "too many client registrations from this address; retry later");
      return;
    }
    Instant at = clock.instant();
    store.registerClient(client, options.maxClients(), at.minus(options.clientUnusedFor())).onComplete(ar -> {
      if (ar.failed()) {
        if (!StoreOutages.send(rc, ar.cause())) rc.fail(ar.cause());
      } else if (!ar.result()) {
        LOG.warn("OAuth client registration refused: {} registrations held", options.maxClients());
        OAuthError.send(rc, 503, "temporarily_unavailable", "this server holds as many client registrations as it"
          + " keeps; unused ones expire after " + options.clientUnusedFor().toDays() + " days");
      } else {
        LOG.info("OAuth client {} registered for {}", client.id(), product.id());
        rc.response().setStatusCode(201).putHeader("Content-Type", "application/json")
          .putHeader("Cache-Control", "no-store").end(answer(client).encode());
      }
    });
  }

  private OAuthClient client(JsonObject body) {
    List<String> uris = redirectUris(body.getValue("redirect_uris"));
    for (String field : List.of("grant_types", "response_types")) {
      Object value = body.getValue(field);
      List<String> allowed = field.equals("grant_types") ? List.of("authorization_code", "refresh_token") : List.of("code");
      if (value != null && (!(value instanceof JsonArray list) || !allowed.containsAll(list.getList()))) {
        throw new OAuthError(400, "invalid_client_metadata", field + " may hold only " + String.join(", ", allowed));
      }
    }
    Object name = body.getValue("client_name");
    String nameProblem = clientNameProblem(name);
    if (nameProblem != null) throw new OAuthError(400, "invalid_client_metadata", "client_name " + nameProblem);
    Instant now = clock.instant();
    return new OAuthClient("client_" + ApiKeys.newId().substring("key_".length()), product.id(),
      name == null ? null : ((String) name).strip(), uris, now, now);
  }

  /**
   * Null when the name may be shown on the authorization page. Control and format characters (bidi
   * overrides such as U+202E, zero-width ones) are refused: they could make the page read as another
   * client's or hide part of the name.
   */
  static String clientNameProblem(Object name) {
    if (name == null) return null;
    if (!(name instanceof String text)) return "must be a string";
    if (text.length() > MAX_NAME_LENGTH) return "must be at most " + MAX_NAME_LENGTH + " characters";
    if (text.codePoints().anyMatch(ClientRegistration::hidden)) {
      return "may not hold control, format (such as bidirectional overrides) or line separator characters";
    }
    return null;
  }

  private static boolean hidden(int codePoint) {
    int type = Character.getType(codePoint);
    return type == Character.CONTROL || type == Character.FORMAT || type == Character.LINE_SEPARATOR
      || type == Character.PARAGRAPH_SEPARATOR;
  }

  private static List<String> redirectUris(Object value) {
    if (!(value instanceof JsonArray list) || list.isEmpty() || list.size() > MAX_REDIRECT_URIS) {
      throw new OAuthError(400, "invalid_redirect_uri", "redirect_uris must list 1 to " + MAX_REDIRECT_URIS + " URIs");
    }
    List<String> uris = new ArrayList<>();
    for (Object uri : list) {
      String problem = uri instanceof String text ? redirectUriProblem(text) : "is not a string";
      if (problem != null) throw new OAuthError(400, "invalid_redirect_uri", "redirect URI " + uri + " " + problem);
      uris.add((String) uri);
    }
    return uris;
  }

  /** Null when the URI may receive codes: https, http on a loopback address, or an application's own scheme. */
  static String redirectUriProblem(String text) {
    if (text.length() > MAX_URI_LENGTH) return "is longer than " + MAX_URI_LENGTH + " characters";
    // java.net.URI takes non-ASCII characters, which a browser may show in place of look-alike ones
    if (!text.chars().allMatch(ClientRegistration::uriCharacter)) {
      return "may hold only the characters of RFC 3986 (non-ASCII ones percent-encoded)";
    }
    URI uri;
    try {
      uri = new URI(text);
    } catch (URISyntaxException e) {
      return "is not a URI";
    }
    if (!uri.isAbsolute() || uri.getFragment() != null) return "must be absolute and without a fragment";
    // https://good.example@evil.example/cb reads as good.example and goes to evil.example
    if (uri.getRawUserInfo() != null || uri.getRawAuthority() != null && uri.getRawAuthority().contains("@")) {
      return "may not name a user (a part before @ in its host)";
    }
    String scheme = uri.getScheme().toLowerCase(Locale.ROOT);
    if (scheme.equals("https")) return uri.getHost() == null ? "names no host" : null;
    if (scheme.equals("http")) {
      return uri.getHost() != null && LOOPBACK.contains(uri.getHost().toLowerCase(Locale.ROOT)) ? null
        : "uses http on a host other than a loopback address";
    }
    return REFUSED_SCHEMES.contains(scheme) ? "uses a scheme a browser would not hand to an application" : null;
  }

  /** RFC 3986's unreserved and reserved characters, and the percent of an escape. */
  private static boolean uriCharacter(int c) {
    return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
      || "-._~:/?#[]@!$&'()*+,;=%".indexOf(c) >= 0;
  }

  private static JsonObject answer(OAuthClient client) {
    JsonObject answer = new JsonObject().put("client_id", client.id())
      .put("client_id_issued_at", client.createdAt().getEpochSecond())
      .put("redirect_uris", new JsonArray(List.copyOf(client.redirectUris())))
      .put("grant_types", new JsonArray().add("authorization_code").add("refresh_token"))
      .put("response_types", new JsonArray().add("code"))
      // a public client: whatever it asked for, it proves nothing at the token endpoint but its PKCE verifier
      .put("token_endpoint_auth_method", "none");
    if (client.name() != null) answer.put("client_name", client.name());
    return answer;
  }
}
