package io.gatehouse.it;

import io.gatehouse.api.manifest.UpstreamSpec;
import io.gatehouse.gateway.Gateway;
import io.gatehouse.gateway.testing.FakeUpstream;
import io.gatehouse.gateway.testing.TestGateway;
import io.vertx.core.Future;
import io.vertx.core.MultiMap;
import io.vertx.core.Vertx;
import io.vertx.ext.web.RoutingContext;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.stream.Collectors;

/** A whole gateway serving one provider, every upstream host of that provider redirected to a started fake. */
final class RedirectedGateway {

  /** What the fake upstream received, and when. */
  record Seen(String path, MultiMap query, MultiMap headers, long atNanos) {

    static Seen of(RoutingContext rc) {
      return new Seen(rc.request().path(), MultiMap.caseInsensitiveMultiMap().addAll(rc.queryParams()),
        MultiMap.caseInsensitiveMultiMap().addAll(rc.request().headers()), System.nanoTime());
    }
  }

  private RedirectedGateway() {
  }

  static Future<Gateway> start(Vertx vertx, Path dir, String providerId, FakeUpstream fake, Map<String, String> env) {
    String overrides = ProviderSmoke.classpathOperations(providerId).stream()
      .flatMap(op -> op.manifest().upstreams().values().stream())
      .map(UpstreamSpec::host)
      .distinct()
      .map(host -> host + "=" + fake.baseUrl())
      .collect(Collectors.joining(","));
    Map<String, String> all = new HashMap<>(env);
    all.put("GATEHOUSE_UPSTREAM_OVERRIDES", overrides);
    return TestGateway.start(vertx, TestGateway.openServerConfig(dir.resolve("data"), dir.resolve("no-plugins"), providerId), all);
  }
}
