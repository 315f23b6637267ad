package io.gatehouse.api;

import io.vertx.core.MultiMap;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.DecodeException;
import io.vertx.core.json.Json;

/** An upstream's answer together with the source to cite for it. */
public record UpstreamResponse(int status, MultiMap headers, Buffer body, Source source) {

  public boolean isSuccess() {
    return status >= 200 && status < 300;
  }

  public String contentType() {
    String type = headers.get("content-type");
    return type == null ? "" : type;
  }

  /**
   * The body as it came, once it is known to be one well-formed JSON value: checked byte by byte,
   * without decoding anything; a body that is not JSON is an unusable answer (502). A leading
   * byte-order mark, which RFC 8259 lets a parser ignore, is left out, since the body is spliced
   * into a larger answer.
   */
  public Buffer checkedJson() {
    // a copy through the public API: checking costs the same as reading the bytes in place
    // (CheckedJsonBenchmark), and the SPI stays off Vert.x internals
    byte[] bytes = body.getBytes();
    int mark = bytes.length >= 3 && bytes[0] == (byte) 0xEF && bytes[1] == (byte) 0xBB && bytes[2] == (byte) 0xBF ? 3 : 0;
    if (!JsonSyntax.isOneValue(bytes, mark, bytes.length)) throw notJson();
    return mark == 0 ? body : body.slice(mark, body.length());
  }

  private ProviderException notJson() {
    // the upstream answered, with something no caller can use: a bad gateway answer, not an unavailable one
    return new ProviderException(Failure.UPSTREAM_REJECTED, source.name() + " answered with a body that is not valid JSON");
  }

  /** The body as JSON (object, array or scalar); a body that is not JSON is an unusable answer (502). */
  public Object json() {
    try {
      return Json.decodeValue(body);
    } catch (DecodeException e) {
      throw notJson();
    }
  }
}
