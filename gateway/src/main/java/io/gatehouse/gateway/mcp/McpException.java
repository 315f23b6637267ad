package io.gatehouse.gateway.mcp;

/**
 * A JSON-RPC error a backend wants the client to see (for example invalid prompt
 * arguments). Anything else a backend fails with becomes a bare internal error. An error with a
 * {@link #challenge} is also an HTTP refusal: a request answered on its own gets 403 with that
 * {@code WWW-Authenticate}, so that an OAuth client can re-authorize (MCP's scope challenge).
 */
public final class McpException extends RuntimeException {

  public static final int INVALID_PARAMS = -32602;

  private final int code;
  private final transient Object data;
  private final String challenge;

  private McpException(int code, String message, Object data, String challenge) {
    super(message, null, false, false);
    this.code = code;
    this.data = data;
    this.challenge = challenge;
  }

  public static McpException create(int code, String message, Object data) {
    return new McpException(code, message, data, null);
  }

  /** An error answered as HTTP 403 with this {@code WWW-Authenticate} challenge where the request stands alone. */
  public static McpException forbidden(int code, String message, Object data, String challenge) {
    return new McpException(code, message, data, challenge);
  }

  public static McpException invalidParams(String message) {
    return new McpException(INVALID_PARAMS, message, null, null);
  }

  /** The {@code WWW-Authenticate} challenge of a 403, or null for an error answered in a 200. */
  public String challenge() {
    return challenge;
  }

  public int code() {
    return code;
  }

  public Object data() {
    return data;
  }
}
