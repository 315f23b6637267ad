package io.gatehouse.gateway.mcp;

/** Optional MCP features a backend serves; tools, ping and logging are always on. */
public enum McpFeature {
  RESOURCES,
  /** resources/subscribe (legacy revisions) and resourceSubscriptions on subscriptions/listen. */
  RESOURCE_SUBSCRIBE,
  PROMPTS,
  COMPLETIONS,
  /** The backend reports {@link McpChange}s, so listChanged can be declared. */
  CHANGES,
  /** The tasks extension (2026-07-28): tools whose {@link McpBackend#taskSupport} allows it can run as tasks. */
  TASKS
}
