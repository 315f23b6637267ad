package io.gatehouse.gateway.mcp;

/** A change the backend reports: a list changed, or one resource was updated (then uri is set). */
public record McpChange(Kind kind, String uri) {

  public enum Kind { TOOLS, PROMPTS, RESOURCES, RESOURCE_UPDATED }

  public static McpChange listChanged(Kind kind) {
    return new McpChange(kind, null);
  }

  public static McpChange resourceUpdated(String uri) {
    return new McpChange(Kind.RESOURCE_UPDATED, uri);
  }
}
