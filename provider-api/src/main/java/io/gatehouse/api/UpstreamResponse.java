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

  /** The body as JSON (object, array or scalar); a body that is not JSON means the upstream is not working. */
  public Object json() {
    try {
      return Json.decodeValue(body);
    } catch (DecodeException e) {
      throw new ProviderException(Failure.UPSTREAM_UNAVAILABLE,
        source.name() + " answered with a body that is not valid JSON");
    }
  }
}
