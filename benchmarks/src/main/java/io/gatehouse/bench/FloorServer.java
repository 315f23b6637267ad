package io.gatehouse.bench;

import io.vertx.core.Future;
import io.vertx.core.VerticleBase;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

/**
 * The floor: a bare Vert.x handler that parses a JSON-RPC tools/call body and answers it in MCP's
 * result shape, with no auth, validation or dispatch. What the gateway adds is measured against it.
 */
public final class FloorServer extends VerticleBase {

  private final int port;

  public FloorServer(int port) {
    this.port = port;
  }

  @Override
  public Future<?> start() {
    return vertx.createHttpServer().requestHandler(req -> req.body().onSuccess(body -> {
      JsonObject call = body.toJsonObject();
      JsonObject structured = new JsonObject().put("tool", call.getJsonObject("params").getString("name"))
        .put("status", "valid");
      JsonObject result = new JsonObject()
        .put("content", new JsonArray().add(new JsonObject().put("type", "text").put("text", structured.encode())))
        .put("structuredContent", structured)
        .put("isError", false);
      Buffer answer = new JsonObject().put("jsonrpc", "2.0").put("id", call.getValue("id")).put("result", result)
        .toBuffer();
      req.response().putHeader("Content-Type", "application/json").end(answer);
    })).listen(port, "127.0.0.1");
  }
}
