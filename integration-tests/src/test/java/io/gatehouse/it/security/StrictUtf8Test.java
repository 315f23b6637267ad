package io.gatehouse.it.security;

import io.gatehouse.gateway.Gateway;
import io.gatehouse.gateway.testing.FakeUpstream;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonObject;
import io.vertx.core.net.NetClient;
import io.vertx.core.net.NetSocket;
import io.vertx.ext.web.client.HttpResponse;
import io.vertx.ext.web.client.WebClient;
import io.vertx.junit5.VertxExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;

import static io.gatehouse.it.security.HostileHarness.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Overlong UTF-8 ({@code C1 9F}, which lenient decoders read as {@code _}) in a tool name, in an
 * argument and in a header: each refused with 400 before anything is parsed or run, so no filter
 * reading the bytes sees another name than the one that would run. Well-formed non-ASCII text passes.
 */
@ExtendWith(VertxExtension.class)
class StrictUtf8Test {

  private static final byte[] OVERLONG_UNDERSCORE = {(byte) 0xC1, (byte) 0x9F};

  @TempDir
  Path dir;

  private FakeUpstream vies;
  private Gateway gateway;
  private WebClient client;

  @BeforeEach
  void start(Vertx vertx) throws Exception {
    vies = FakeUpstream.create(vertx);
    await(vies.start(vertx));
    gateway = HostileHarness.start(vertx, dir, new JsonObject(),
      Map.of("GATEHOUSE_UPSTREAM_OVERRIDES", "ec.europa.eu=" + vies.baseUrl()), "vat");
    client = WebClient.create(vertx);
  }

  @AfterEach
  void stop() throws Exception {
    if (client != null) client.close();
    if (gateway != null) await(gateway.stop());
    await(vies.close());
  }

  @Test
  void anOverlongFormInAToolNameIsRefused() throws Exception {
    Buffer body = withOverlong("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{\"name\":\"vat",
      "check\",\"arguments\":{\"vat_number\":\"NL000099998B57\"}}}");

    HttpResponse<Buffer> answer = HostileHarness.post(client, gateway, "vat_check", body);

    assertRefused(answer);
  }

  @Test
  void anOverlongFormInAnArgumentIsRefused() throws Exception {
    Buffer body = withOverlong("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{\"name\":\"vat_check\","
      + "\"arguments\":{\"vat_number\":\"NL000099998", "B57\"}}}");

    HttpResponse<Buffer> answer = HostileHarness.post(client, gateway, "vat_check", body);

    assertRefused(answer);
  }

  @Test
  void anOverlongFormInAHeaderIsRefused(Vertx vertx) throws Exception {
    Buffer call = HostileHarness.toolCall("vat_check", new JsonObject().put("vat_number", "NL000099998B57"));
    Buffer request = Buffer.buffer("POST " + HostileHarness.MCP + " HTTP/1.1\r\nHost: 127.0.0.1:" + gateway.port()
        + "\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\n"
        + "MCP-Protocol-Version: 2026-07-28\r\nMcp-Method: tools/call\r\nMcp-Name: vat")
      .appendBytes(OVERLONG_UNDERSCORE)
      .appendString("check\r\nContent-Length: " + call.length() + "\r\nConnection: close\r\n\r\n").appendBuffer(call);

    String answer = exchange(vertx, request);

    assertTrue(answer.startsWith("HTTP/1.1 400 "), answer);
    assertTrue(answer.contains("malformed-utf8") && answer.contains("Mcp-Name"), answer);
    assertEquals(0, vies.hitsStartingWith("/"), "nothing ran");
  }

  @Test
  void wellFormedTextOutsideAsciiPasses() throws Exception {
    Buffer call = HostileHarness.toolCall("vat_check", new JsonObject().put("vat_number", "Zoë 🚀 日本"));

    HttpResponse<Buffer> answer = HostileHarness.post(client, gateway, "vat_check", call);

    assertEquals(200, answer.statusCode(), answer.bodyAsString());
    assertTrue(answer.bodyAsJsonObject().containsKey("result"), "read and answered: " + answer.bodyAsString());
  }

  private void assertRefused(HttpResponse<Buffer> answer) {
    assertEquals(400, answer.statusCode(), answer.bodyAsString());
    JsonObject error = answer.bodyAsJsonObject().getJsonObject("error");
    assertEquals(-32700, error.getInteger("code"));
    assertTrue(error.getString("message").contains("UTF-8"), error.encode());
    assertEquals(0, vies.hitsStartingWith("/"), "nothing ran");
  }

  private static Buffer withOverlong(String before, String after) {
    return Buffer.buffer(before).appendBytes(OVERLONG_UNDERSCORE).appendString(after);
  }

  /** Sends raw bytes, as no HTTP client would encode them, and reads the whole answer. */
  private static String exchange(Vertx vertx, Buffer request) throws Exception {
    NetClient net = vertx.createNetClient();
    try {
      NetSocket socket = await(net.connect(Integer.parseInt(request.toString(StandardCharsets.ISO_8859_1)
        .replaceAll("(?s).*Host: 127\\.0\\.0\\.1:(\\d+).*", "$1")), "127.0.0.1"));
      Promise<String> answer = Promise.promise();
      Buffer received = Buffer.buffer();
      socket.handler(received::appendBuffer);
      socket.endHandler(v -> answer.tryComplete(received.toString(StandardCharsets.ISO_8859_1)));
      socket.closeHandler(v -> answer.tryComplete(received.toString(StandardCharsets.ISO_8859_1)));
      await(socket.write(request));
      return await(answer.future());
    } finally {
      await(net.close());
    }
  }
}
