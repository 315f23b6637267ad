package io.gatehouse.it;

import io.opentelemetry.proto.collector.trace.v1.ExportTraceServiceRequest;
import io.opentelemetry.proto.collector.trace.v1.ExportTraceServiceResponse;
import io.opentelemetry.proto.common.v1.AnyValue;
import io.opentelemetry.proto.common.v1.KeyValue;
import io.opentelemetry.proto.resource.v1.Resource;
import io.opentelemetry.proto.trace.v1.ResourceSpans;
import io.opentelemetry.proto.trace.v1.ScopeSpans;
import io.opentelemetry.proto.trace.v1.Span;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpServer;
import io.vertx.core.http.HttpServerRequest;

import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Predicate;

/** A local OTLP/HTTP receiver: accepts protobuf exports at /v1/traces and keeps the spans they carry. */
final class OtlpReceiver {

  /** One received span, ids in hex as W3C headers write them. */
  record Received(String service, String traceId, String spanId, String parentSpanId, String name, Span.SpanKind kind,
                  Map<String, String> attributes) {

    String attribute(String key) {
      return attributes.get(key);
    }
  }

  private final List<Received> spans = new CopyOnWriteArrayList<>();
  private final List<Waiter> waiters = new CopyOnWriteArrayList<>();
  private HttpServer server;

  private record Waiter(Predicate<List<Received>> until, Promise<List<Received>> done) {
  }

  static Future<OtlpReceiver> start(Vertx vertx) {
    OtlpReceiver receiver = new OtlpReceiver();
    receiver.server = vertx.createHttpServer().requestHandler(receiver::handle);
    return receiver.server.listen(0, "127.0.0.1").map(s -> receiver);
  }

  /** The base URL to set as OTEL_EXPORTER_OTLP_ENDPOINT (the exporter adds /v1/traces). */
  String endpoint() {
    return "http://127.0.0.1:" + server.actualPort();
  }

  List<Received> spans() {
    return List.copyOf(spans);
  }

  /** Completes with the spans of traceId once there are at least count of them. */
  Future<List<Received>> awaitTrace(String traceId, int count) {
    return await(all -> all.stream().filter(s -> s.traceId().equals(traceId)).count() >= count)
      .map(all -> all.stream().filter(s -> s.traceId().equals(traceId)).toList());
  }

  /** Completes with every span received once until holds for them. */
  synchronized Future<List<Received>> await(Predicate<List<Received>> until) {
    List<Received> now = spans();
    if (until.test(now)) return Future.succeededFuture(now);
    Waiter waiter = new Waiter(until, Promise.promise());
    waiters.add(waiter);
    return waiter.done().future();
  }

  Future<Void> close() {
    return server.close();
  }

  private void handle(HttpServerRequest request) {
    if (!"/v1/traces".equals(request.path())) {
      request.response().setStatusCode(404).end();
      return;
    }
    request.body().onSuccess(body -> {
      try {
        received(ExportTraceServiceRequest.parseFrom(body.getBytes()));
      } catch (Exception e) {
        request.response().setStatusCode(400).end(e.toString());
        return;
      }
      request.response().putHeader("Content-Type", "application/x-protobuf")
        .end(Buffer.buffer(ExportTraceServiceResponse.getDefaultInstance().toByteArray()));
    });
  }

  private synchronized void received(ExportTraceServiceRequest export) {
    HexFormat hex = HexFormat.of();
    for (ResourceSpans resourceSpans : export.getResourceSpansList()) {
      String service = attributes(resourceSpans.getResource()).get("service.name");
      for (ScopeSpans scope : resourceSpans.getScopeSpansList()) {
        for (Span span : scope.getSpansList()) {
          spans.add(new Received(service, hex.formatHex(span.getTraceId().toByteArray()),
            hex.formatHex(span.getSpanId().toByteArray()), hex.formatHex(span.getParentSpanId().toByteArray()),
            span.getName(), span.getKind(), attributes(span.getAttributesList())));
        }
      }
    }
    List<Received> now = spans();
    for (Waiter waiter : new ArrayList<>(waiters)) {
      if (waiter.until().test(now)) {
        waiters.remove(waiter);
        waiter.done().tryComplete(now);
      }
    }
  }

  private static Map<String, String> attributes(Resource resource) {
    return attributes(resource.getAttributesList());
  }

  private static Map<String, String> attributes(List<KeyValue> list) {
    Map<String, String> map = new TreeMap<>();
    for (KeyValue kv : list) map.put(kv.getKey(), text(kv.getValue()));
    return map;
  }

  private static String text(AnyValue value) {
    return switch (value.getValueCase()) {
      case STRING_VALUE -> value.getStringValue();
      case INT_VALUE -> Long.toString(value.getIntValue());
      case BOOL_VALUE -> Boolean.toString(value.getBoolValue());
      case DOUBLE_VALUE -> Double.toString(value.getDoubleValue());
      default -> value.toString();
    };
  }
}
