package io.gatehouse.gateway.mcp.impl;

import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.Json;
import io.vertx.core.json.JsonObject;

import java.nio.charset.StandardCharsets;

/** JSON-RPC 2.0 codes and envelopes, written as strings so cached results are spliced, not re-encoded. */
final class JsonRpc {

  static final int PARSE_ERROR = -32700;
  static final int INVALID_REQUEST = -32600;
  static final int METHOD_NOT_FOUND = -32601;
  static final int INVALID_PARAMS = -32602;
  static final int INTERNAL_ERROR = -32603;
  static final int HEADER_MISMATCH = -32020;
  static final int MISSING_CLIENT_CAPABILITY = -32021;
  static final int UNSUPPORTED_VERSION = -32022;

  private static final byte[] RESULT_HEAD = "{\"jsonrpc\":\"2.0\",\"id\":".getBytes(StandardCharsets.US_ASCII);
  private static final byte[] RESULT_MIDDLE = ",\"result\":".getBytes(StandardCharsets.US_ASCII);

  private JsonRpc() {
  }

  /** The id as it appears on the wire; also the key under which a request is tracked. */
  static String encodeId(Object id) {
    return id instanceof String ? Json.encode(id) : String.valueOf(id);
  }

  static String result(String idJson, String resultJson) {
    return "{\"jsonrpc\":\"2.0\",\"id\":" + idJson + ",\"result\":" + resultJson + "}";
  }

  /** The same around a result that is already bytes, copied once. */
  static Buffer result(String idJson, Buffer resultJson) {
    return closeResult(openResult(idJson, resultJson.length()).appendBuffer(resultJson));
  }

  /**
   * A response's bytes up to its result, with room for {@code resultSize} more, so a result
   * can be written in place; {@link #closeResult} ends it.
   */
  static Buffer openResult(String idJson, int resultSize) {
    return Buffer.buffer(RESULT_HEAD.length + idJson.length() + RESULT_MIDDLE.length + resultSize + 1)
      .appendBytes(RESULT_HEAD).appendString(idJson).appendBytes(RESULT_MIDDLE);
  }

  static Buffer closeResult(Buffer opened) {
    return opened.appendByte((byte) '}');
  }

  /** idJson null gives an error without id, as for unreadable requests. */
  static String error(String idJson, int code, String message, Object data) {
    JsonObject error = new JsonObject().put("code", code).put("message", message);
    if (data != null) {
      error.put("data", data);
    }
    return "{\"jsonrpc\":\"2.0\"" + (idJson == null ? "" : ",\"id\":" + idJson)
      + ",\"error\":" + error.encode() + "}";
  }

  static String notification(String method, JsonObject params) {
    return new JsonObject().put("jsonrpc", "2.0").put("method", method).put("params", params).encode();
  }

  static String request(String idJson, String method, JsonObject params) {
    return "{\"jsonrpc\":\"2.0\",\"id\":" + idJson + ",\"method\":" + Json.encode(method)
      + ",\"params\":" + (params == null ? "{}" : params.encode()) + "}";
  }
}
