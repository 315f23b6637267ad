package io.gatehouse.gateway.trace.impl;

import io.opentelemetry.sdk.OpenTelemetrySdk;
import io.opentelemetry.sdk.autoconfigure.AutoConfiguredOpenTelemetrySdk;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Reads the standard {@code OTEL_*} variables from the gateway's environment (which tests replace with
 * a map) and builds the SDK with the autoconfigure module: exporter, protocol, endpoint, headers,
 * sampler, resource and batching are all the SDK's own settings. Only traces are exported.
 */
final class OtelSettings {

  private OtelSettings() {
  }

  /**
   * Traces are wanted when an exporter or an OTLP endpoint is named and the SDK is not disabled;
   * {@code OTEL_TRACES_EXPORTER=none} records spans (ids in logs, context passed on) and exports none.
   */
  static boolean wanted(Map<String, String> env) {
    if ("true".equalsIgnoreCase(env.get("OTEL_SDK_DISABLED"))) return false;
    return set(env, "OTEL_TRACES_EXPORTER") || set(env, "OTEL_EXPORTER_OTLP_ENDPOINT")
      || set(env, "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT");
  }

  static OpenTelemetrySdk sdk(Map<String, String> env) {
    Map<String, String> defaults = new HashMap<>();
    defaults.put("otel.service.name", "gatehouse");
    defaults.put("otel.metrics.exporter", "none");
    defaults.put("otel.logs.exporter", "none");
    Map<String, String> given = properties(env);
    return AutoConfiguredOpenTelemetrySdk.builder()
      .addPropertiesSupplier(() -> defaults)
      .addPropertiesSupplier(() -> given)
      // the gateway closes the SDK when it stops, after its last spans
      .disableShutdownHook()
      .build()
      .getOpenTelemetrySdk();
  }

  /** OTEL_EXPORTER_OTLP_ENDPOINT becomes otel.exporter.otlp.endpoint, as the SDK itself maps variables. */
  private static Map<String, String> properties(Map<String, String> env) {
    Map<String, String> properties = new HashMap<>();
    env.forEach((name, value) -> {
      if (name.startsWith("OTEL_") && value != null && !value.isBlank()) {
        properties.put(name.toLowerCase(Locale.ROOT).replace('_', '.'), value);
      }
    });
    return properties;
  }

  private static boolean set(Map<String, String> env, String name) {
    String value = env.get(name);
    return value != null && !value.isBlank();
  }
}
