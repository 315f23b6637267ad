package io.gatehouse.gateway.mcp;

import io.gatehouse.gateway.mcp.impl.McpEndpointImpl;
import io.vertx.ext.web.Router;

/** One MCP endpoint serving every supported protocol revision on one path. */
public interface McpEndpoint {

  /**
   * Installs POST, GET and DELETE on path. Handlers already on the route (auth) run
   * first; their principal is read from {@code rc.get("gatehouse.key")}. No body
   * handler is needed: the endpoint reads and limits the body itself.
   */
  static McpEndpoint mount(Router router, String path, McpBackend backend, McpOptions options) {
    return McpEndpointImpl.mount(router, path, backend, options);
  }

  /** Legacy sessions currently alive. */
  int sessionCount();

  /** Ends every session and open stream. */
  void close();
}
