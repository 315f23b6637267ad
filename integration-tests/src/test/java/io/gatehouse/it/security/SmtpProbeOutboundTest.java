package io.gatehouse.it.security;

import io.gatehouse.gateway.Gateway;
import io.gatehouse.providers.email.FakeDns;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonObject;
import io.vertx.core.net.NetServer;
import io.vertx.ext.web.client.HttpResponse;
import io.vertx.ext.web.client.WebClient;
import io.vertx.junit5.VertxExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

import static io.gatehouse.it.security.HostileHarness.await;
import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The SMTP probe of {@code email_check} connects on a caller's behalf to whatever a domain's MX resolves
 * to. A local DNS server answers that evil.test's mail host is 127.0.0.1, where a listener counts
 * connections: under the default outbound policy none is made; with loopback allowed by the operator
 * ({@code GATEHOUSE_OUTBOUND_ALLOW}) the probe does connect, so the refusal is the policy's.
 */
@ExtendWith(VertxExtension.class)
class SmtpProbeOutboundTest {

  @TempDir
  Path dir;

  private FakeDns dns;
  private NetServer smtp;
  private final AtomicInteger connections = new AtomicInteger();
  private Gateway gateway;
  private WebClient client;

  @BeforeEach
  void start(Vertx vertx) throws Exception {
    dns = await(FakeDns.start(vertx)).mx("evil.test", 10, "mx.evil.test").a("mx.evil.test", "127.0.0.1")
      .mx("hex.test", 10, "mx.hex.test").a("mx.hex.test", "10.0.0.25");
    smtp = vertx.createNetServer().connectHandler(socket -> {
      connections.incrementAndGet();
      socket.write("554 5.7.1 no service here\r\n").onComplete(v -> socket.close());
    });
    await(smtp.listen(0, "127.0.0.1"));
    client = WebClient.create(vertx);
  }

  @AfterEach
  void stop() throws Exception {
    if (client != null) client.close();
    if (gateway != null) await(gateway.stop());
    await(smtp.close());
    await(dns.close());
  }

  @Test
  void aMailHostResolvingToLoopbackIsNeverConnectedTo(Vertx vertx) throws Exception {
    gateway = start(vertx, Map.of());

    JsonObject smtpAnswer = check("jan@evil.test");

    assertEquals("unreachable", smtpAnswer.getString("result"), smtpAnswer.encode());
    assertTrue(smtpAnswer.getString("reply").contains("127.0.0.1, a loopback address"), smtpAnswer.encode());
    assertEquals(0, connections.get(), "no connection was made");
  }

  @Test
  void aMailHostResolvingToAPrivateAddressIsRefusedToo(Vertx vertx) throws Exception {
    gateway = start(vertx, Map.of());

    JsonObject smtpAnswer = check("jan@hex.test");

    assertTrue(smtpAnswer.getString("reply").contains("10.0.0.25, a private address"), smtpAnswer.encode());
  }

  @Test
  void theOperatorMayAllowARangeAndThenTheProbeConnects(Vertx vertx) throws Exception {
    gateway = start(vertx, Map.of("GATEHOUSE_OUTBOUND_ALLOW", "127.0.0.0/8"));

    JsonObject smtpAnswer = check("jan@evil.test");

    await().until(() -> connections.get() == 1);
    assertTrue(smtpAnswer.getString("reply").contains("554"), smtpAnswer.encode());
  }

  private Gateway start(Vertx vertx, Map<String, String> env) throws Exception {
    JsonObject email = new JsonObject().put("resolver", dns.address()).put("smtp_probe_enabled", true)
      .put("smtp_port", smtp.actualPort()).put("smtp_timeout_ms", 3000);
    return HostileHarness.start(vertx, dir, new JsonObject().put("providers", new JsonObject().put("email", email)),
      new HashMap<>(env), "email");
  }

  /** email_check with the probe over MCP; its {@code smtp} part. */
  private JsonObject check(String address) throws Exception {
    HttpResponse<Buffer> answer = HostileHarness.post(client, gateway, "email_check",
      HostileHarness.toolCall("email_check", new JsonObject().put("email", address).put("smtp_probe", true)));
    assertEquals(200, answer.statusCode(), answer.bodyAsString());
    JsonObject result = answer.bodyAsJsonObject().getJsonObject("result");
    return result.getJsonObject("structuredContent").getJsonObject("smtp");
  }
}
