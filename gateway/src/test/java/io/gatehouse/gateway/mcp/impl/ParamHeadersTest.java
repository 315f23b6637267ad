package io.gatehouse.gateway.mcp.impl;

import io.gatehouse.gateway.mcp.CallContext;
import io.gatehouse.gateway.mcp.McpBackend;
import io.gatehouse.gateway.mcp.ServerIdentity;
import io.gatehouse.gateway.mcp.ToolOutcome;
import io.vertx.core.Future;
import io.vertx.core.MultiMap;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

class ParamHeadersTest {

  private final ParamHeaders headers = new ParamHeaders(new McpBackend() {
    private final List<JsonObject> tools = List.of(new JsonObject().put("name", "route")
      .put("inputSchema", new JsonObject().put("type", "object").put("properties", new JsonObject()
        .put("region", new JsonObject().put("type", "string").put("x-mcp-header", "Region")))));

    @Override
    public ServerIdentity identity() {
      return ServerIdentity.create("t", "1");
    }

    @Override
    public List<JsonObject> tools() {
      return tools;
    }

    @Override
    public Future<ToolOutcome> callTool(String name, JsonObject arguments, CallContext ctx) {
      return Future.succeededFuture(ToolOutcome.unknown(name));
    }
  });

  @Test
  void headerMustMirrorTheArgument() {
    JsonObject args = new JsonObject().put("region", "Hello");
    assertNull(headers.check("route", args, header("Hello")));
    assertNull(headers.check("route", args, header("  Hello ")));
    assertNull(headers.check("route", args, header("=?base64?SGVsbG8=?=")));
    assertNull(headers.check("other", args, MultiMap.caseInsensitiveMultiMap()));
    assertNull(headers.check("route", new JsonObject(), MultiMap.caseInsensitiveMultiMap()));
    assertNotNull(headers.check("route", args, MultiMap.caseInsensitiveMultiMap()));
    assertNotNull(headers.check("route", args, header("Bye")));
    assertNotNull(headers.check("route", args, header("=?base64?SGVsbG8?=")));
    assertNotNull(headers.check("route", args, header("=?base64?SGVs!!!bG8=?=")));
    assertNull(headers.check("route", new JsonObject().put("region", "=?base64?SGVsbG8="), header("=?base64?SGVsbG8=")));
  }

  private static MultiMap header(String value) {
    return MultiMap.caseInsensitiveMultiMap().add("Mcp-Param-Region", value);
  }
}
