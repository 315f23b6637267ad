package io.gatehouse.gateway.mcp;

/**
 * A JSON-RPC error a backend wants the client to see (for example invalid prompt
 * arguments). Anything else a backend fails with becomes a bare internal error.
 */
public final class McpException extends RuntimeException {

  public static final int INVALID_PARAMS = -32602;

  private final int code;
  private final transient Object data;

  private McpException(int code, String message, Object data) {
    super(message, null, false, false);
    this.code = code;
    this.data = data;
  }

  public static McpException create(int code, String message, Object data) {
    return new McpException(code, message, data);
  }

  public static McpException invalidParams(String message) {
    return new McpException(INVALID_PARAMS, message, null);
  }

  public int code() {
    return code;
  }

  public Object data() {
    return data;
  }
}
