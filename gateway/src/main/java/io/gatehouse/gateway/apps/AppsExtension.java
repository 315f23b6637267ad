package io.gatehouse.gateway.apps;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

/**
 * The MCP Apps extension (SEP-1865): views as {@code ui://} resources of {@link #MIME_TYPE}, linked from
 * tools by {@code _meta.ui.resourceUri}. A client takes part by declaring the extension with that
 * MIME type in its capabilities; any other client sees the server as it was without it.
 */
public final class AppsExtension {

  public static final String ID = "io.modelcontextprotocol/ui";
  public static final String MIME_TYPE = "text/html;profile=mcp-app";

  private AppsExtension() {
  }

  /** What the server declares for the extension: the view format it serves. */
  public static JsonObject settings() {
    return new JsonObject().put("mimeTypes", new JsonArray().add(MIME_TYPE));
  }

  /** Whether these client capabilities declare the extension with the MIME type the views have. */
  public static boolean negotiated(JsonObject clientCapabilities) {
    return clientCapabilities != null
      && clientCapabilities.getValue("extensions") instanceof JsonObject extensions
      && extensions.getValue(ID) instanceof JsonObject ui
      && ui.getValue("mimeTypes") instanceof JsonArray types
      && types.stream().anyMatch(type -> type instanceof String text && isViewFormat(text));
  }

  /**
   * Whether a media type is the views' format however it is written: type, subtype and parameter name
   * in any case, spaces around the separators, the value quoted or not (RFC 9110 8.3.1).
   */
  static boolean isViewFormat(String mediaType) {
    String[] parts = mediaType.split(";", -1);
    if (parts.length != 2 || !parts[0].strip().equalsIgnoreCase("text/html")) return false;
    String[] parameter = parts[1].split("=", 2);
    if (parameter.length != 2 || !parameter[0].strip().equalsIgnoreCase("profile")) return false;
    String value = parameter[1].strip();
    if (value.length() >= 2 && value.startsWith("\"") && value.endsWith("\"")) value = value.substring(1, value.length() - 1);
    return value.equals("mcp-app");
  }
}
