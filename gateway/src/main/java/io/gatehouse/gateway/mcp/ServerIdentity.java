package io.gatehouse.gateway.mcp;

import io.vertx.core.json.JsonArray;

/** Who the server says it is, in initialize, server/discover and modern result metadata. */
public record ServerIdentity(String name, String title, String version, String websiteUrl,
                             JsonArray icons, String description, String instructions) {

  public static ServerIdentity create(String name, String version) {
    return new ServerIdentity(name, null, version, null, null, null, null);
  }

  public ServerIdentity withTitle(String title) {
    return new ServerIdentity(name, title, version, websiteUrl, icons, description, instructions);
  }

  public ServerIdentity withWebsite(String websiteUrl, JsonArray icons) {
    return new ServerIdentity(name, title, version, websiteUrl, icons, description, instructions);
  }

  public ServerIdentity withDescription(String description) {
    return new ServerIdentity(name, title, version, websiteUrl, icons, description, instructions);
  }

  public ServerIdentity withInstructions(String instructions) {
    return new ServerIdentity(name, title, version, websiteUrl, icons, description, instructions);
  }
}
