package io.gatehouse.gateway.config;

import io.gatehouse.api.OutboundAddresses;
import io.gatehouse.api.manifest.UpstreamSpec;
import io.gatehouse.gateway.store.ConnectRetry;
import io.gatehouse.gateway.store.OutageBounds;
import io.vertx.config.ConfigRetriever;
import io.vertx.config.ConfigRetrieverOptions;
import io.vertx.config.ConfigStoreOptions;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The gateway's settings: the YAML file read with vertx-config, then the environment variables of
 * the operator contract on top.
 *
 * @param allowedHosts the hosts requests may name ({@code http.allowedHosts}, {@code GATEHOUSE_ALLOWED_HOSTS}),
 *                     empty for the base URL's and the loopback names, {@code *} for any
 * @param outbound     where connections made on a caller's behalf may go ({@code outbound.allow},
 *                     {@code GATEHOUSE_OUTBOUND_ALLOW}: ranges allowed besides public addresses)
 */
public record GatewayConfig(String host, int port, String baseUrl, int httpInstances, long bodyLimitBytes,
                            ConnectionLimits connections, String transport, Path dataDir, Path pluginsDir,
                            String storeType, String pgUri, ConnectRetry storeConnect, OutageBounds storeOutages,
                            String upstreamOverrides, ClusterOptions cluster, CallTimeouts callTimeouts,
                            JsonObject providers, JsonObject plans, List<ServerConfig> servers,
                            String adminToken, JsonObject upstreams, JsonObject oauth, AuditOptions audit,
                            Map<String, String> env, List<String> allowedHosts, OutboundAddresses outbound) {

  /** Whether an enabled server (MCP or REST) serves the provider. */
  public boolean serves(String providerId) {
    return servers.stream().anyMatch(server -> server.exposes(providerId));
  }

  public static Future<GatewayConfig> load(Vertx vertx, Path file, Map<String, String> env) {
    return readYaml(vertx, file).map(json -> fromJson(json, env));
  }

  /** The file as JSON, read once (no scan for changes), before the environment is applied. */
  public static Future<JsonObject> readYaml(Vertx vertx, Path file) {
    if (!Files.isRegularFile(file)) {
      return Future.failedFuture("configuration file not found: " + file.toAbsolutePath());
    }
    ConfigStoreOptions yaml = new ConfigStoreOptions().setType("file").setFormat("yaml")
      .setConfig(new JsonObject().put("path", file.toAbsolutePath().toString()));
    ConfigRetriever retriever = ConfigRetriever.create(vertx, new ConfigRetrieverOptions()
      .setScanPeriod(-1).addStore(yaml));
    return retriever.getConfig().eventually(retriever::close);
  }

  public static GatewayConfig fromJson(JsonObject json, Map<String, String> env) {
    JsonObject http = json.getJsonObject("http", new JsonObject());
    JsonObject store = json.getJsonObject("store", new JsonObject());
    String host = env.getOrDefault("GATEHOUSE_HTTP_HOST", http.getString("host", "127.0.0.1"));
    int port = Integer.parseInt(env.getOrDefault("GATEHOUSE_HTTP_PORT", String.valueOf(http.getInteger("port", 8080))));
    String baseUrl = Optional.ofNullable(env.get("GATEHOUSE_BASE_URL")).orElse(http.getString("baseUrl"));
    int instances = http.getInteger("instances", 0);
    return new GatewayConfig(host, port, baseUrl == null ? null : stripSlash(baseUrl),
      instances > 0 ? instances : Runtime.getRuntime().availableProcessors(),
      http.getLong("bodyLimitBytes", 1_048_576L),
      ConnectionLimits.fromJson(http),
      env.getOrDefault("GATEHOUSE_TRANSPORT", json.getString("transport", "auto")),
      Path.of(env.getOrDefault("GATEHOUSE_DATA_DIR", json.getString("dataDir", "./data"))),
      Path.of(env.getOrDefault("GATEHOUSE_PLUGINS_DIR", json.getString("pluginsDir", "./plugins"))),
      env.getOrDefault("GATEHOUSE_STORE", store.getString("type", "embedded")),
      env.getOrDefault("GATEHOUSE_PG_URI", store.getString("pgUri", "postgresql://postgres@127.0.0.1:5432/gatehouse")),
      ConnectRetry.fromJson(store.getJsonObject("connect", new JsonObject()), env),
      OutageBounds.fromJson(store, env),
      env.getOrDefault("GATEHOUSE_UPSTREAM_OVERRIDES", json.getString("upstreamOverrides", "")),
      ClusterOptions.fromJson(json.getJsonObject("cluster", new JsonObject()), env),
      CallTimeouts.fromJson(json.getJsonObject("dispatch", new JsonObject())),
      json.getJsonObject("providers", new JsonObject()),
      json.getJsonObject("plans", new JsonObject()),
      json.getJsonArray("servers", new io.vertx.core.json.JsonArray()).stream()
        .map(s -> ServerConfig.fromJson((JsonObject) s)).filter(s -> s.enabledIn(env)).toList(),
      env.getOrDefault("GATEHOUSE_ADMIN_TOKEN", json.getJsonObject("admin", new JsonObject()).getString("token")),
      json.getJsonObject("upstreams", new JsonObject()),
      oauth(json.getJsonObject("oauth", new JsonObject()), env),
      AuditOptions.fromJson(json.getJsonObject("audit", new JsonObject()), env),
      Map.copyOf(env),
      list(env.get("GATEHOUSE_ALLOWED_HOSTS"), http.getJsonArray("allowedHosts")),
      OutboundAddresses.allowing(list(env.get("GATEHOUSE_OUTBOUND_ALLOW"),
        json.getJsonObject("outbound", new JsonObject()).getJsonArray("allow"))));
  }

  /** A comma-separated variable, else the file's list, else empty. */
  private static List<String> list(String variable, JsonArray configured) {
    List<String> values = new ArrayList<>();
    if (variable != null && !variable.isBlank()) {
      for (String value : variable.split(",")) {
        if (!value.isBlank()) values.add(value.strip());
      }
    } else if (configured != null) {
      configured.forEach(value -> values.add(String.valueOf(value)));
    }
    return List.copyOf(values);
  }

  /**
   * The optional OAuth mode: issuer, JWKS URL and a scope per server, the first two from the environment
   * too; and {@code signIn}, whether the gateway is its own authorization server without an issuer.
   */
  private static JsonObject oauth(JsonObject json, Map<String, String> env) {
    JsonObject oauth = json.copy();
    if (env.containsKey("GATEHOUSE_OAUTH_ISSUER")) oauth.put("issuer", env.get("GATEHOUSE_OAUTH_ISSUER"));
    if (env.containsKey("GATEHOUSE_OAUTH_JWKS_URL")) oauth.put("jwksUrl", env.get("GATEHOUSE_OAUTH_JWKS_URL"));
    if (env.containsKey("GATEHOUSE_OAUTH_SIGN_IN")) oauth.put("signIn", Boolean.parseBoolean(env.get("GATEHOUSE_OAUTH_SIGN_IN")));
    return oauth;
  }

  private static String stripSlash(String url) {
    return url.endsWith("/") ? url.substring(0, url.length() - 1) : url;
  }

  /** The public URL used in descriptors and metadata; {@code http://{host}:{port}} unless configured. */
  public String publicBaseUrl(int actualPort) {
    return baseUrl != null ? baseUrl : "http://" + host + ":" + actualPort;
  }

  /**
   * An upstream as this deployment uses it: the manifest's, with the rate limit the operator set in
   * {@code upstreams.<provider>.<upstream>.rateLimit} (a mirror, or a higher quota, allows more) and the
   * other origins it may be redirected to in {@code upstreams.<provider>.<upstream>.redirectOrigins}.
   */
  public UpstreamSpec tune(String providerId, UpstreamSpec spec) {
    JsonObject tuning = upstreams.getJsonObject(providerId + "." + spec.name(), new JsonObject());
    JsonObject rate = tuning.getJsonObject("rateLimit");
    UpstreamSpec tuned = spec;
    if (rate != null) {
      double perSeconds = rate.getDouble("perSeconds", 1d);
      double requests = rate.getDouble("requests", 0d);
      tuned = new UpstreamSpec(spec.name(), spec.source(), spec.baseUrl(), spec.auth(), spec.headers(),
        requests > 0 && perSeconds > 0 ? requests / perSeconds : 0, rate.getInteger("burst", spec.burst()),
        spec.rateLimitGroup(), spec.timeoutMs(), spec.retries(), spec.redirectOrigins());
    }
    // the operator's redirect origins replace the manifest's: a mirror may redirect elsewhere than the original
    JsonArray redirects = tuning.getJsonArray("redirectOrigins");
    if (redirects == null) return tuned;
    List<String> origins = new ArrayList<>();
    redirects.forEach(o -> origins.add(String.valueOf(o)));
    return tuned.withRedirectOrigins(origins);
  }

  /** A provider's configuration section, never null. */
  public JsonObject providerConfig(String providerId) {
    return providers.getJsonObject(providerId, new JsonObject());
  }

  /** A variable from the provider's configuration section or else the environment. */
  public Optional<String> variable(String providerId, String name) {
    Object configured = providerConfig(providerId).getValue(name);
    if (configured != null) return Optional.of(String.valueOf(configured));
    return Optional.ofNullable(env.get(name)).filter(v -> !v.isBlank());
  }
}
