package io.gatehouse.bench;

import io.gatehouse.gateway.Gateway;
import io.gatehouse.gateway.cli.GatewayRuntime;
import io.gatehouse.gateway.cli.TransportChoice;
import io.gatehouse.gateway.config.GatewayConfig;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import io.vertx.core.DeploymentOptions;
import io.vertx.core.Vertx;
import io.vertx.core.VertxOptions;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.client.WebClient;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The servers a load run drives, in one process: the floor (bare JSON-RPC handler), a fake FRED, a bare proxy in front of it, and
 * the gateway as shipped (conf/gateway.yaml, plug-ins from plugins/) with the free plan's limits
 * lifted. Writes ports, keys and a session id as shell variables to the file given, then runs until
 * killed. Run from the repository root. Ports 18080 (the gateway) to 18084, or LOAD_PORT and the four after it.
 *
 * <p>Tracing follows the OTEL_* variables as in production; TRACE_SINK=true or -Dgatehouse.traceSink=true
 * (without an OTLP endpoint of its own) also starts a local OTLP/HTTP sink and points the gateway's exporter at it, so a run pays for recording
 * and exporting every span (docs/tracing.md).
 */
public final class LoadServers {

  private LoadServers() {
  }

  public static void main(String[] args) throws Exception {
    Path out = Path.of(args.length > 0 ? args[0] : "benchmarks/target/load.env");
    // LOAD_PORT moves the gateway's port and the four after it, so two runs on one machine do not collide
    int gatewayPort = Integer.parseInt(System.getenv().getOrDefault("LOAD_PORT", "18080"));
    int floorPort = gatewayPort + 1;
    int fredPort = gatewayPort + 2;
    int proxyPort = gatewayPort + 3;
    int traceSinkPort = gatewayPort + 4;
    int cores = Runtime.getRuntime().availableProcessors();

    // the configuration first: the references run on the gateway's transport unless SIDE_TRANSPORT names another
    Vertx reader = Vertx.vertx();
    JsonObject json;
    try {
      // the benchmark measures the path, not the free plan's limits
      json = LiftedConfig.lift(LiftedConfig.read(reader));
    } finally {
      reader.close();
    }
    // the fake FRED is no real FRED: its 120 requests a minute do not apply
    json.put("upstreams", new JsonObject().put("fred.fred", new JsonObject().put("rateLimit", new JsonObject()
      .put("requests", 1_000_000).put("perSeconds", 1).put("burst", 1_000_000))));
    Map<String, String> env = new HashMap<>(System.getenv());
    env.put("GATEHOUSE_HTTP_PORT", Integer.toString(gatewayPort));
    env.put("GATEHOUSE_DATA_DIR", Files.createTempDirectory("gatehouse-load").toString());
    env.put("GATEHOUSE_UPSTREAM_OVERRIDES", "api.stlouisfed.org=http://127.0.0.1:" + fredPort);
    env.put("FRED_API_KEY", "abcdefghijklmnopqrstuvwxyz123456");
    // -Dgatehouse.traceSink=true does the same, so ab.sh can set it per jar (JAVA_OPTS_n)
    boolean traceSink = ("true".equals(env.get("TRACE_SINK")) || Boolean.getBoolean("gatehouse.traceSink"))
      && !env.containsKey("OTEL_EXPORTER_OTLP_ENDPOINT");
    if (traceSink) {
      env.put("OTEL_EXPORTER_OTLP_ENDPOINT", "http://127.0.0.1:" + traceSinkPort);
      env.put("OTEL_EXPORTER_OTLP_PROTOCOL", "http/protobuf");
      env.putIfAbsent("OTEL_SERVICE_NAME", "gatehouse-load");
    }
    // the audit trail as shipped (on) unless GATEHOUSE_AUDIT or -Dgatehouse.audit says otherwise, for an A/B of its cost
    String audit = System.getProperty("gatehouse.audit");
    if (audit != null) env.put("GATEHOUSE_AUDIT", audit);
    GatewayConfig config = GatewayConfig.fromJson(json, env);

    // the same transport as the gateway's, so the references are no slower than they need be
    Vertx side = Vertx.builder().with(new VertxOptions())
      .withTransport(TransportChoice.pick(System.getenv().getOrDefault("SIDE_TRANSPORT", config.transport()))).build();
    await(side.deployVerticle(() -> new FloorServer(floorPort), new DeploymentOptions().setInstances(cores)));
    await(side.deployVerticle(() -> new FakeFred(fredPort), new DeploymentOptions().setInstances(cores)));
    await(side.deployVerticle(() -> new BareProxy(proxyPort, fredPort), new DeploymentOptions().setInstances(cores)));
    if (traceSink) await(side.deployVerticle(new TraceSink(traceSinkPort)));

    // the gateway's Vert.x as shipped: its transport, HTTP and JVM metrics included
    PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
    Vertx vertx = GatewayRuntime.builder(GatewayRuntime.options(), registry, config.transport()).build();
    Gateway gateway = await(Gateway.start(vertx, config, registry));

    WebClient client = WebClient.create(vertx);
    String base = gateway.baseUrl();
    String lv = await(client.postAbs(base + "/v1/keys/create")
      .sendJsonObject(new JsonObject().put("email", "load@example.com"))).bodyAsJsonObject().getString("api_key");
    String pd = await(client.postAbs(base + "/api/v1/auth/register")
      .sendJsonObject(new JsonObject().put("email", "load@example.com").put("name", "Load")))
      .bodyAsJsonObject().getString("api_key");
    var init = await(client.postAbs(base + "/mcp").putHeader("Authorization", "Bearer " + lv)
      .putHeader("Accept", "application/json, text/event-stream")
      .sendJsonObject(new JsonObject().put("jsonrpc", "2.0").put("id", 1).put("method", "initialize")
        .put("params", new JsonObject().put("protocolVersion", "2025-11-25").put("capabilities", new JsonObject())
          .put("clientInfo", new JsonObject().put("name", "load").put("version", "1")))));
    String session = init.getHeader("MCP-Session-Id");
    await(client.postAbs(base + "/mcp").putHeader("Authorization", "Bearer " + lv)
      .putHeader("MCP-Session-Id", session).putHeader("MCP-Protocol-Version", "2025-11-25")
      .sendJsonObject(new JsonObject().put("jsonrpc", "2.0").put("method", "notifications/initialized")));

    Files.createDirectories(out.toAbsolutePath().getParent());
    Files.writeString(out, String.join("\n",
      "GATEWAY=" + base, "FLOOR=http://127.0.0.1:" + floorPort, "FRED=http://127.0.0.1:" + fredPort,
      "PROXY=http://127.0.0.1:" + proxyPort,
      "TRACES=" + (traceSink ? "http://127.0.0.1:" + traceSinkPort + "/count" : env.getOrDefault("OTEL_TRACES_EXPORTER",
        env.containsKey("OTEL_EXPORTER_OTLP_ENDPOINT") ? "otlp" : "off")),
      "LV_KEY=" + lv, "PD_KEY=" + pd, "SESSION=" + session, "PID=" + ProcessHandle.current().pid(), ""));
    System.out.println("load servers ready (audit trail " + (config.audit().enabled() ? "on" : "off") + "); settings in " + out);
    Thread.currentThread().join();
  }

  private static <T> T await(io.vertx.core.Future<T> future) throws Exception {
    return future.toCompletionStage().toCompletableFuture().get(120, TimeUnit.SECONDS);
  }
}
