package io.gatehouse.it;

import io.gatehouse.api.manifest.UpstreamSpec;
import io.gatehouse.gateway.Gateway;
import io.gatehouse.gateway.catalog.Catalog;
import io.gatehouse.gateway.catalog.CatalogOperation;
import io.gatehouse.gateway.plugins.PluginLoader;
import io.gatehouse.gateway.plugins.PluginScan;
import io.gatehouse.gateway.testing.FakeUpstream;
import io.gatehouse.gateway.testing.TestGateway;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.client.HttpRequest;
import io.vertx.ext.web.client.HttpResponse;
import io.vertx.ext.web.client.WebClient;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;

/**
 * One provider served by a whole gateway, every upstream host redirected to a fake upstream that
 * answers each operation's upstream path with the fixture {@code fixtures/<provider>/<operation>.<ext>}
 * (json, geojson, xml, csv or txt) written in the real API's shape.
 */
public final class ProviderSmoke {

  private static final Map<String, String> TYPES = Map.of(
    "json", "application/json", "geojson", "application/geo+json", "xml", "application/xml",
    "csv", "text/csv", "txt", "text/plain");

  private final String providerId;
  private final FakeUpstream upstream;
  private final Gateway gateway;
  private final WebClient client;
  private final Map<String, AtomicInteger> hits;

  private ProviderSmoke(String providerId, FakeUpstream upstream, Gateway gateway, WebClient client,
                        Map<String, AtomicInteger> hits) {
    this.providerId = providerId;
    this.upstream = upstream;
    this.gateway = gateway;
    this.client = client;
    this.hits = hits;
  }

  public static Future<ProviderSmoke> start(Vertx vertx, Path dir, String providerId, Map<String, String> env) {
    List<CatalogOperation> ops = classpathOperations(providerId);
    FakeUpstream upstream = FakeUpstream.create(vertx);
    Map<String, AtomicInteger> hits = new ConcurrentHashMap<>();
    serveFixtures(upstream, providerId, ops, hits);
    return upstream.start(vertx).compose(u -> {
      Set<String> hosts = new HashSet<>();
      ops.forEach(op -> op.manifest().upstreams().values().forEach(s -> hosts.add(s.host())));
      Map<String, String> allEnv = new HashMap<>(env);
      allEnv.put("GATEHOUSE_UPSTREAM_OVERRIDES",
        hosts.stream().map(h -> h + "=" + u.baseUrl()).collect(Collectors.joining(",")));
      JsonObject config = TestGateway.openServerConfig(dir.resolve("data"), dir.resolve("no-plugins"), providerId);
      return TestGateway.start(vertx, config, allEnv);
    }).map(g -> new ProviderSmoke(providerId, upstream, g, WebClient.create(vertx), hits));
  }

  /** The provider's operations as the gateway will catalog them, read before anything starts. */
  static List<CatalogOperation> classpathOperations(String providerId) {
    PluginScan scan = new PluginLoader(ProviderSmoke.class.getClassLoader()).scan(Path.of("no-plugins"));
    List<CatalogOperation> ops = Catalog.build(scan.providers(), new ArrayList<>()).byProvider().get(providerId);
    if (ops == null) throw new IllegalStateException("provider " + providerId + " is not on the classpath");
    return ops;
  }

  private static void serveFixtures(FakeUpstream upstream, String providerId, List<CatalogOperation> ops,
                                    Map<String, AtomicInteger> hits) {
    Set<String> served = new HashSet<>();
    for (CatalogOperation op : ops) {
      if (op.spec().computed()) continue;
      String path = fakePath(op);
      String call = op.spec().request().method() + " " + path;
      if (!served.add(call)) continue;
      Fixture fixture = Fixture.load(providerId, op.spec().id());
      upstream.router().route(io.vertx.core.http.HttpMethod.valueOf(op.spec().request().method()), path)
        .handler(rc -> {
          hits.computeIfAbsent(call, t -> new AtomicInteger()).incrementAndGet();
          if (fixture == null) {
            rc.response().setStatusCode(599).end("no fixture for " + op.toolName());
          } else {
            rc.response().putHeader("Content-Type", fixture.contentType()).end(fixture.body());
          }
        });
    }
  }

  /** The upstream path as the fake sees it: base URL path prefix plus the template, placeholders as params. */
  static String fakePath(CatalogOperation op) {
    UpstreamSpec spec = op.manifest().upstreams().get(op.spec().request().upstream());
    String prefix = URI.create(spec.baseUrl()).getPath();
    String template = op.spec().request().path();
    StringBuilder path = new StringBuilder(prefix == null ? "" : prefix.replaceAll("/$", ""));
    int n = 0;
    for (String segment : template.split("/", -1)) {
      if (segment.isEmpty()) continue;
      path.append('/');
      path.append(segment.contains("{") ? ":p" + (n++) : segment);
    }
    return path.length() == 0 ? "/" : path.toString();
  }

  public List<CatalogOperation> operations() {
    return gateway.catalog().byProvider().get(providerId);
  }

  /** How often the fake upstream answered for this operation (shared upstream paths count together). */
  public int upstreamHits(CatalogOperation op) {
    AtomicInteger count = hits.get(op.spec().request().method() + " " + fakePath(op));
    return count == null ? 0 : count.get();
  }

  /** Calls the operation's REST route with example arguments from its schema. */
  public Future<HttpResponse<Buffer>> callRest(CatalogOperation op) {
    JsonObject args = ExampleArguments.of(op.spec().parameters());
    String path = op.restPath();
    JsonObject query = new JsonObject();
    for (Map.Entry<String, Object> e : args) {
      String placeholder = "{" + e.getKey() + "}";
      if (path.contains(placeholder)) {
        path = path.replace(placeholder, java.net.URLEncoder.encode(String.valueOf(e.getValue()),
          java.nio.charset.StandardCharsets.UTF_8));
      } else {
        query.put(e.getKey(), e.getValue());
      }
    }
    if (op.spec().restMethod().equals("POST")) {
      return client.postAbs(gateway.baseUrl() + path).sendJsonObject(query);
    }
    HttpRequest<Buffer> request = client.getAbs(gateway.baseUrl() + path);
    query.forEach(e -> request.addQueryParam(e.getKey(), e.getValue() instanceof JsonArray a
      ? a.stream().map(String::valueOf).collect(Collectors.joining(",")) : String.valueOf(e.getValue())));
    return request.send();
  }

  public Future<Void> close() {
    return gateway.stop().compose(v -> upstream.close());
  }

  record Fixture(String contentType, Buffer body) {

    static Fixture load(String providerId, String operationId) {
      for (Map.Entry<String, String> type : new LinkedHashMap<>(TYPES).entrySet()) {
        String name = "fixtures/" + providerId + "/" + operationId + "." + type.getKey();
        try (InputStream in = ProviderSmoke.class.getClassLoader().getResourceAsStream(name)) {
          if (in != null) return new Fixture(type.getValue(), Buffer.buffer(in.readAllBytes()));
        } catch (IOException e) {
          throw new IllegalStateException("cannot read " + name, e);
        }
      }
      return null;
    }
  }
}
