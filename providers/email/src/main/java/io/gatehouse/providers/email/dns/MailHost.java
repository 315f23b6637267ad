package io.gatehouse.providers.email.dns;

import io.vertx.core.json.JsonObject;

/** One host that takes mail for a domain, with its MX preference (0 for the implicit MX). */
public record MailHost(String host, int preference) {

  public JsonObject toJson() {
    return new JsonObject().put("host", host).put("preference", preference);
  }
}
