package io.gatehouse.gateway.drift;

import io.gatehouse.api.UpstreamClient;
import io.gatehouse.api.UpstreamRequest;
import io.gatehouse.api.UpstreamResponse;
import io.gatehouse.api.manifest.UpstreamSpec;
import io.gatehouse.gateway.catalog.CatalogOperation;
import io.gatehouse.gateway.config.GatewayConfig;
import io.gatehouse.gateway.dispatch.UpstreamOperation;
import io.gatehouse.gateway.upstream.UpstreamClients;
import io.vertx.core.Future;
import io.vertx.core.json.Json;
import io.vertx.core.json.JsonObject;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Calls one operation's upstream once with the manifest's example arguments, through the gateway's
 * upstream client (overrides, credentials, rate limit, circuit breaker, retries) but never its cache
 * and without following redirects, and classifies the answer. A good answer's fields become the
 * recorded example; an answer of 410 retires the operation; a good answer ends a retirement.
 */
public final class UpstreamCheck {

  private final Function<CatalogOperation, UpstreamClient> clients;
  private final DriftRecords records;
  private final Duration timeout;
  private final Clock clock;

  /** @param clients the client each operation's upstream is called through */
  public UpstreamCheck(Function<CatalogOperation, UpstreamClient> clients, DriftRecords records, Duration timeout,
                       Clock clock) {
    this.clients = clients;
    this.records = records;
    this.timeout = timeout;
    this.clock = clock;
  }

  /** Each operation's upstream client, the same instance (limits, breaker) the provider's calls go through. */
  public static Function<CatalogOperation, UpstreamClient> through(UpstreamClients upstreams, GatewayConfig config) {
    return op -> {
      String provider = op.manifest().id();
      return upstreams.client(provider, config.tune(provider, spec(op)));
    };
  }

  /** Whether the operation calls an upstream (computed operations have nothing to check). */
  public static boolean checkable(CatalogOperation op) {
    return !op.spec().computed();
  }

  /** Never fails: every way the call can end is a result. */
  public Future<DriftResult> check(CatalogOperation op) {
    UpstreamRequest request;
    try {
      JsonObject args = op.validator().validate(ExampleArguments.of(op.spec().parameters()));
      request = UpstreamOperation.request(op.spec(), args).followRedirects(false).timeout(timeout)
        .requestId("drift-" + op.toolName());
    } catch (RuntimeException e) {
      return Future.succeededFuture(result(op, endpoint(op), new DriftClassifier.Verdict(DriftStatus.REJECTED, null,
        "the manifest's example arguments are not valid: " + e.getMessage())));
    }
    String url = url(op, request);
    Future<UpstreamResponse> sent;
    try {
      sent = clients.apply(op).send(request);
    } catch (RuntimeException e) {
      sent = Future.failedFuture(e);
    }
    return sent.map(response -> result(op, url, classify(op, response)))
      .otherwise(failure -> result(op, url, DriftClassifier.failed(failure)));
  }

  private DriftClassifier.Verdict classify(CatalogOperation op, UpstreamResponse response) {
    Set<String> promised = new TreeSet<>(AnswerShape.promisedBy(op.spec().output()));
    promised.addAll(records.shape(op.toolName()));
    Object json = json(response);
    Set<String> fields = json == null ? null : AnswerShape.fieldsOf(json);
    DriftClassifier.Verdict verdict = DriftClassifier.answered(response, promised, fields, json != null && AnswerShape.silent(json));
    if (verdict.status() == DriftStatus.OK && fields != null) records.recordShape(op.toolName(), fields);
    return verdict;
  }

  private DriftResult result(CatalogOperation op, String url, DriftClassifier.Verdict verdict) {
    DriftResult result = new DriftResult(op.providerId(), op.toolName(), url, verdict.http(), verdict.status(),
      verdict.detail(), clock.instant());
    if (result.status() == DriftStatus.GONE) {
      String replacedBy = op.spec().deprecated() == null ? null : op.spec().deprecated().replacedBy();
      records.retire(op.toolName(), new Retirement(result.checkedAt(), endpoint(op), replacedBy));
    } else if (result.ok()) {
      records.reinstate(op.toolName());
    }
    return result;
  }

  /** The operation's upstream endpoint as the manifest names it: base URL and path template. */
  static String endpoint(CatalogOperation op) {
    return spec(op).baseUrl() + op.spec().request().path();
  }

  private static UpstreamSpec spec(CatalogOperation op) {
    return op.manifest().upstreams().get(op.spec().request().upstream());
  }

  /** The URL as cited in sources: the manifest's base URL, never an override's, and no credential. */
  private static String url(CatalogOperation op, UpstreamRequest request) {
    String query = request.query().entrySet().stream()
      .map(e -> encode(e.getKey()) + "=" + encode(e.getValue()))
      .collect(Collectors.joining("&"));
    return spec(op).baseUrl() + request.path() + (query.isEmpty() ? "" : "?" + query);
  }

  private static String encode(String text) {
    return URLEncoder.encode(text, StandardCharsets.UTF_8).replace("+", "%20");
  }

  /** The body as JSON when it is JSON; null otherwise (CSV, XML, HTML error pages). */
  private static Object json(UpstreamResponse response) {
    String type = response.contentType();
    String text = response.body() == null ? "" : response.body().toString().strip();
    if (!type.contains("json") && !(type.isEmpty() && (text.startsWith("{") || text.startsWith("[")))) return null;
    try {
      return Json.decodeValue(text);
    } catch (RuntimeException e) {
      return null;
    }
  }
}
