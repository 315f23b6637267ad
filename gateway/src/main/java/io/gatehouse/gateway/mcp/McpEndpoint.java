package io.gatehouse.gateway.mcp;

import io.gatehouse.gateway.mcp.impl.McpEndpointImpl;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;

/** One MCP endpoint serving every supported protocol revision on one path. */
public interface McpEndpoint {

  /**
   * Installs POST, GET and DELETE on path. Handlers already on the route (auth) run
   * first; their principal is read with {@link io.gatehouse.gateway.caller.Principal#of(io.vertx.ext.web.RoutingContext)}. No body
   * handler is needed: the endpoint reads and limits the body itself.
   */
  static McpEndpoint mount(Router router, String path, McpBackend backend, McpOptions options) {
    return create(backend, options).mount(router, path);
  }

  /**
   * An endpoint not yet on a router. One endpoint may be mounted on the routers of several HTTP
   * verticle instances so that they share its sessions.
   */
  static McpEndpoint create(McpBackend backend, McpOptions options) {
    return create(backend, options, SessionRecords.none());
  }

  /** An endpoint whose sessions are recorded in {@code records}, so that other nodes can take them over. */
  static McpEndpoint create(McpBackend backend, McpOptions options, SessionRecords records) {
    return McpEndpointImpl.create(backend, options, records, TaskRouting.alone(), "");
  }

  /**
   * An endpoint whose sessions are recorded in {@code records} and, on a cluster node, whose tasks
   * are reachable from the other nodes' endpoints of the same {@code name}.
   */
  static McpEndpoint create(McpBackend backend, McpOptions options, SessionRecords records, TaskRouting routing,
                            String name) {
    return McpEndpointImpl.create(backend, options, records, routing, name);
  }

  /**
   * Answers 400 with a JSON-RPC invalid-params error without id: for a handler that chooses among
   * endpoints and finds the request's choice invalid.
   */
  static void refuseParams(RoutingContext rc, String message) {
    McpEndpointImpl.refuseParams(rc, message);
  }

  /** Installs POST, GET and DELETE on path of this router; returns this endpoint. */
  McpEndpoint mount(Router router, String path);

  /**
   * Serves a POST, GET or DELETE that another handler routed here, e.g. one choosing among
   * endpoints by query parameter on a path where an endpoint is mounted (which pauses the body).
   */
  void handle(RoutingContext rc);

  /** Legacy sessions currently alive. */
  int sessionCount();

  /** Ends every session and open stream. */
  void close();
}
