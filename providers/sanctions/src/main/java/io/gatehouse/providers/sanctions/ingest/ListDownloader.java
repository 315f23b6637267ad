package io.gatehouse.providers.sanctions.ingest;

import io.gatehouse.api.Failure;
import io.gatehouse.api.ProviderContext;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.UpstreamRequest;
import io.gatehouse.api.UpstreamResponse;
import io.gatehouse.api.manifest.UpstreamSpec;
import io.vertx.core.Future;
import io.vertx.core.buffer.Buffer;

import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/**
 * Fetches a list file through the gateway's shared upstream client, so operator overrides
 * (mirrors, air-gapped copies), rate limits and retries apply. The URL's host must be one of the
 * manifest's upstreams.
 */
final class ListDownloader {

  private static final Duration TIMEOUT = Duration.ofMinutes(5);

  private final ProviderContext context;

  ListDownloader(ProviderContext context) {
    this.context = context;
  }

  /** The body and its Last-Modified header (or null); fails unless the answer is a 2xx. */
  Future<Downloaded> fetch(String url) {
    URI uri = URI.create(url);
    String upstream = upstreamFor(uri);
    UpstreamSpec spec = context.manifest().upstreams().get(upstream);
    String prefix = URI.create(spec.baseUrl()).getRawPath();
    String path = uri.getRawPath();
    if (prefix != null && !prefix.isEmpty() && path.startsWith(prefix)) path = path.substring(prefix.length());
    UpstreamRequest request = UpstreamRequest.get(path.isEmpty() ? "/" : path).timeout(TIMEOUT);
    if (uri.getRawQuery() != null) {
      for (String pair : uri.getRawQuery().split("&")) {
        int eq = pair.indexOf('=');
        String name = eq < 0 ? pair : pair.substring(0, eq);
        String value = eq < 0 ? "" : pair.substring(eq + 1);
        request.query(URLDecoder.decode(name, StandardCharsets.UTF_8), URLDecoder.decode(value, StandardCharsets.UTF_8));
      }
    }
    return context.upstream(upstream).send(request).map(response -> {
      if (!response.isSuccess()) {
        // the URL's query may carry a download token; errors are shown to callers
        throw new ProviderException(Failure.UPSTREAM_REJECTED,
          SanctionsIngester.withoutQuery(url) + " answered HTTP " + response.status());
      }
      return new Downloaded(response.body(), response.headers().get("Last-Modified"), response);
    });
  }

  private String upstreamFor(URI uri) {
    for (var e : context.manifest().upstreams().entrySet()) {
      if (e.getValue().host().equalsIgnoreCase(uri.getHost())) return e.getKey();
    }
    throw new IllegalArgumentException("no upstream of the sanctions manifest serves " + uri.getHost()
      + "; refresh sources must use the official hosts (redirect them with GATEHOUSE_UPSTREAM_OVERRIDES)");
  }

  record Downloaded(Buffer body, String lastModified, UpstreamResponse response) {
  }
}
