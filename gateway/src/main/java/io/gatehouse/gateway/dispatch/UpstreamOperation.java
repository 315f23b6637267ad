package io.gatehouse.gateway.dispatch;

import io.gatehouse.api.Failure;
import io.gatehouse.api.Invocation;
import io.gatehouse.api.ProviderException;
import io.gatehouse.api.Result;
import io.gatehouse.api.UpstreamClient;
import io.gatehouse.api.UpstreamRequest;
import io.gatehouse.api.UpstreamResponse;
import io.gatehouse.api.manifest.OperationSpec;
import io.gatehouse.api.manifest.RequestTemplate;
import io.vertx.core.Future;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonObject;

import java.time.Duration;
import java.util.List;
import java.util.Set;

/** Runs an operation that the manifest describes completely as one upstream call: no Java needed. */
public final class UpstreamOperation {

  private UpstreamOperation() {
  }

  static Future<Result> execute(Invocation invocation, OperationSpec spec, UpstreamClient client) {
    UpstreamRequest request = request(spec, invocation.arguments())
      .cacheTtl(Duration.ofSeconds(spec.cacheTtlSeconds()))
      .timeout(Duration.between(java.time.Instant.now(), invocation.deadline()))
      .requestId(invocation.requestId());
    return client.send(request).map(response -> toResult(spec, response));
  }

  /** The upstream request the manifest describes for these (validated) arguments: path, query, headers and body. */
  public static UpstreamRequest request(OperationSpec spec, JsonObject args) {
    RequestTemplate template = spec.request();
    UpstreamRequest request = UpstreamRequest.of(template.method(), TemplateExpander.expand(template.path(), args, true));
    template.query().forEach((name, value) -> request.query(name, TemplateExpander.expand(value, args, false)));
    template.headers().forEach((name, value) -> request.header(name, TemplateExpander.expand(value, args, false)));
    if (template.jsonBody()) {
      Set<String> used = template.placeholders();
      JsonObject body = new JsonObject();
      args.forEach(e -> {
        if (!used.contains(e.getKey())) body.put(e.getKey(), e.getValue());
      });
      request.header("Content-Type", "application/json").body(body.toBuffer());
    }
    return request;
  }

  private static Result toResult(OperationSpec spec, UpstreamResponse response) {
    int status = response.status();
    if (response.isSuccess()) {
      return isJson(response) ? Result.jsonData(response.checkedJson(), List.of(response.source()))
        : Result.data(response.body().toString(), List.of(response.source()));
    }
    String who = response.source().name();
    if (status == 410) throw gone(spec, who);
    String detail = upstreamMessage(response);
    if (status == 404) {
      throw new ProviderException(Failure.NOT_FOUND, who + " has no such resource" + detail);
    }
    if (status == 400 || status == 422) {
      throw new ProviderException(Failure.BAD_ARGUMENT, who + " rejected the request" + detail,
        new JsonObject().put("upstream_status", status), null);
    }
    if (status == 401 || status == 403) {
      throw new ProviderException(Failure.UPSTREAM_REJECTED, who + " refused the credential" + detail,
        new JsonObject().put("upstream_status", status), null);
    }
    throw new ProviderException(Failure.UPSTREAM_REJECTED, who + " answered " + status + detail,
      new JsonObject().put("upstream_status", status), null);
  }

  /**
   * 410 says the endpoint is gone for good: the caller learns that and what replaces it, not the
   * upstream's page (drift detection then serves the operation as retired, docs/upstreams.md).
   */
  private static ProviderException gone(OperationSpec spec, String who) {
    String replacedBy = spec.deprecated() == null ? null : spec.deprecated().replacedBy();
    JsonObject details = new JsonObject().put("upstream_status", 410);
    if (replacedBy != null) details.put("replaced_by", replacedBy);
    return new ProviderException(Failure.RETIRED, who + " answered 410 Gone: it no longer serves this"
      + (replacedBy == null ? "." : ". Use " + replacedBy + " instead."), details, null);
  }

  /** JSON is passed on as JSON; other bodies (CSV, XML, text) as a string. */
  private static boolean isJson(UpstreamResponse response) {
    String type = response.contentType();
    return type.contains("json") || type.isEmpty() && looksLikeJson(response.body());
  }

  private static boolean looksLikeJson(Buffer body) {
    for (int i = 0; i < body.length(); i++) {
      byte b = body.getByte(i);
      if (b == '{' || b == '[') return true;
      if (!Character.isWhitespace(b)) return false;
    }
    return false;
  }

  /** Keys under which upstream APIs put their error text, most specific first. */
  private static final List<String> MESSAGE_KEYS = List.of("error_message", "ErrorMessage", "detail", "description",
    "omschrijving", "message", "Message", "error", "title");

  /** A short excerpt of the upstream's own error text helps the caller fix the request. */
  private static String upstreamMessage(UpstreamResponse response) {
    String text = response.body() == null ? "" : response.body().toString().strip();
    if (text.isEmpty()) return "";
    if (text.startsWith("{") || text.startsWith("[")) {
      try {
        String found = findMessage(io.vertx.core.json.Json.decodeValue(text), 0);
        if (found != null) text = found;
      } catch (RuntimeException notJson) {
        // keep the raw text
      }
    } else if (text.startsWith("<")) {
      text = text.replaceAll("(?s)<(script|style)[^>]*>.*?</\\1>", " ").replaceAll("<[^>]+>", " ")
        .replaceAll("\\s+", " ").strip();
    }
    return ": " + (text.length() > 300 ? text.substring(0, 300) + "…" : text);
  }

  /** The first error text in a JSON body, looking a few levels down (ECHO, AirNow, KvK nest theirs). */
  private static String findMessage(Object json, int depth) {
    if (depth > 4) return null;
    if (json instanceof JsonObject object) {
      for (String key : MESSAGE_KEYS) {
        if (object.getValue(key) instanceof String s && !s.isBlank()) return s;
      }
      for (String key : object.fieldNames()) {
        String found = findMessage(object.getValue(key), depth + 1);
        if (found != null) return found;
      }
    } else if (json instanceof io.vertx.core.json.JsonArray array) {
      for (Object item : array) {
        String found = findMessage(item, depth + 1);
        if (found != null) return found;
      }
    }
    return null;
  }
}
