package io.gatehouse.gateway.store;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * A client registered with the gateway's own authorization server (RFC 7591). Public clients only:
 * there is no secret to keep. A registration unused for long enough is dropped to make room.
 *
 * @param id           the {@code client_id} handed out
 * @param product      the product whose authorization server registered it
 * @param name         the {@code client_name} it gave, or null; shown on the authorization page
 * @param redirectUris where codes may be sent, compared exactly
 * @param createdAt    registration time
 * @param usedAt       the last authorization granted to it (registration time until then)
 */
public record OAuthClient(String id, String product, String name, List<String> redirectUris, Instant createdAt,
                          Instant usedAt) {

  public OAuthClient {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(product, "product");
    redirectUris = List.copyOf(redirectUris);
    Objects.requireNonNull(createdAt, "createdAt");
    Objects.requireNonNull(usedAt, "usedAt");
  }

  public OAuthClient withUsedAt(Instant at) {
    return new OAuthClient(id, product, name, redirectUris, createdAt, at);
  }

  public JsonObject toJson() {
    return new JsonObject().put("id", id).put("product", product).put("name", name)
      .put("redirect_uris", new JsonArray(List.copyOf(redirectUris)))
      .put("created_at", createdAt.toString()).put("used_at", usedAt.toString());
  }

  public static OAuthClient fromJson(JsonObject json) {
    return new OAuthClient(json.getString("id"), json.getString("product"), json.getString("name"),
      json.getJsonArray("redirect_uris").stream().map(String::valueOf).toList(),
      Instant.parse(json.getString("created_at")), Instant.parse(json.getString("used_at")));
  }
}
