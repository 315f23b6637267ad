package io.gatehouse.api.manifest;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** A handler's operation may name the upstreams it calls, so that their missing credentials concern it alone. */
class UsesTest {

  private static JsonObject manifest(JsonObject op) {
    JsonObject upstream = new JsonObject().put("baseUrl", "https://api.example.org").put("source", "Example");
    return new JsonObject().put("id", "wx").put("upstreams", new JsonObject().put("nws", upstream).put("ncei", upstream))
      .put("operations", new JsonArray().add(op.put("description", "A forecast.")));
  }

  @Test
  void aHandlersOperationNamesTheUpstreamsItCalls() {
    OperationSpec op = Manifest.fromJson(manifest(new JsonObject().put("id", "forecast").put("handler", "forecast")
      .put("uses", new JsonArray().add("nws")))).operations().get(0);
    assertEquals(List.of("nws"), op.uses());
    OperationSpec silent = Manifest.fromJson(manifest(new JsonObject().put("id", "forecast").put("handler", "forecast")))
      .operations().get(0);
    assertEquals(List.of(), silent.uses());
  }

  @Test
  void anUnknownUpstreamOrUsesBesideAnUpstreamCallIsRefused() {
    String unknown = String.join("\n", assertThrows(ManifestException.class, () -> Manifest.fromJson(manifest(
      new JsonObject().put("id", "forecast").put("handler", "forecast").put("uses", new JsonArray().add("noaa"))))).problems());
    assertEquals("operation forecast uses unknown upstream noaa", unknown);
    String call = String.join("\n", assertThrows(ManifestException.class, () -> Manifest.fromJson(manifest(
      new JsonObject().put("id", "forecast").put("upstream", new JsonObject().put("upstream", "nws").put("path", "/x"))
        .put("uses", new JsonArray().add("nws"))))).problems());
    assertEquals("operations[0] (forecast).uses is for a handler's operation: an upstream call names its upstream", call);
  }
}
