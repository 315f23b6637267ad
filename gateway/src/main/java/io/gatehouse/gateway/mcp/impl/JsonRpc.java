package io.gatehouse.gateway.mcp.impl;

import io.vertx.core.json.Json;

/** JSON-RPC 2.0 codes and ids; {@link WireWriter} writes the envelopes. */
final class JsonRpc {

  static final int PARSE_ERROR = -32700;
  static final int INVALID_REQUEST = -32600;
  static final int METHOD_NOT_FOUND = -32601;
  static final int INVALID_PARAMS = -32602;
  static final int INTERNAL_ERROR = -32603;
  static final int HEADER_MISMATCH = -32020;
  static final int MISSING_CLIENT_CAPABILITY = -32021;
  static final int UNSUPPORTED_VERSION = -32022;

  private JsonRpc() {
  }

  /** The id as it appears on the wire; also the key under which a request is tracked. */
  static String encodeId(Object id) {
    return id instanceof String ? Json.encode(id) : String.valueOf(id);
  }
}
