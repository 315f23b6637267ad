package io.gatehouse.api;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import io.netty.buffer.ByteBuf;
import io.vertx.core.MultiMap;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.internal.buffer.BufferInternal;
import io.vertx.core.json.DecodeException;
import io.vertx.core.json.Json;

import java.io.IOException;

/** An upstream's answer together with the source to cite for it. */
public record UpstreamResponse(int status, MultiMap headers, Buffer body, Source source) {

  private static final JsonFactory JSON = new JsonFactory();

  public boolean isSuccess() {
    return status >= 200 && status < 300;
  }

  public String contentType() {
    String type = headers.get("content-type");
    return type == null ? "" : type;
  }

  /**
   * The body as it came, once it is known to be one well-formed JSON value: checked token by token,
   * without building objects; a body that is not JSON means the upstream is not working.
   */
  public Buffer checkedJson() {
    try (JsonParser parser = parserOver(body)) {
      if (parser.nextToken() == null) throw notJson();
      parser.skipChildren();
      if (parser.nextToken() != null) throw notJson();
      return body;
    } catch (IOException e) {
      throw notJson();
    }
  }

  /** Reads a body held on the heap where it lies, copying only one held elsewhere. */
  private static JsonParser parserOver(Buffer body) throws IOException {
    // getByteBuf() makes a new view each call: take it once
    ByteBuf bytes = body instanceof BufferInternal internal ? internal.getByteBuf() : null;
    return bytes != null && bytes.hasArray()
      ? JSON.createParser(bytes.array(), bytes.arrayOffset() + bytes.readerIndex(), bytes.readableBytes())
      : JSON.createParser(body.getBytes());
  }

  private ProviderException notJson() {
    return new ProviderException(Failure.UPSTREAM_UNAVAILABLE, source.name() + " answered with a body that is not valid JSON");
  }

  /** The body as JSON (object, array or scalar); a body that is not JSON means the upstream is not working. */
  public Object json() {
    try {
      return Json.decodeValue(body);
    } catch (DecodeException e) {
      throw notJson();
    }
  }
}
