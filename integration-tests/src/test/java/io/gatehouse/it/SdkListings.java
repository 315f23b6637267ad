package io.gatehouse.it;

import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.spec.McpSchema;

import java.util.ArrayList;
import java.util.List;

/** What the official Java SDK's client reads from a listing, every page followed. */
final class SdkListings {

  private SdkListings() {
  }

  static List<String> toolNames(McpSyncClient mcp) {
    List<String> names = new ArrayList<>();
    String cursor = null;
    do {
      McpSchema.ListToolsResult page = mcp.listTools(cursor);
      page.tools().forEach(t -> names.add(t.name()));
      cursor = page.nextCursor();
    } while (cursor != null);
    return names;
  }
}
