package io.gatehouse.api.manifest;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

class EnrichesTest {

  private static JsonObject manifest(String enriches, JsonObject properties) {
    JsonObject op = new JsonObject().put("id", "analyze").put("description", "Analyses a series.").put("handler", "analyze")
      .put("parameters", new JsonObject().put("type", "object").put("properties", properties));
    if (enriches != null) op.put("enriches", enriches);
    return new JsonObject().put("id", "timeseries").put("operations", new JsonArray().add(op));
  }

  private static JsonObject seriesParameters() {
    return new JsonObject().put("points", new JsonObject().put("type", "array"))
      .put("tasks", new JsonObject().put("type", "array").put("items", new JsonObject()
        .put("enum", new JsonArray().add("forecast").add("trend"))));
  }

  @Test
  void aSeriesEnricherOffersTheTasksOfItsSchema() {
    OperationSpec op = Manifest.fromJson(manifest("series", seriesParameters())).operations().get(0);
    assertEquals(OperationSpec.ENRICHES_SERIES, op.enriches());
    assertEquals(List.of("forecast", "trend"), op.enrichmentTasks());
    assertNull(Manifest.fromJson(manifest(null, seriesParameters())).operations().get(0).enriches());
  }

  @Test
  void anEnricherThatCannotTakeASeriesIsRefused() {
    String unknown = String.join("\n", assertThrows(ManifestException.class,
      () -> Manifest.fromJson(manifest("images", seriesParameters()))).problems());
    assertEquals("operations[0] (analyze).enriches must be series", unknown);
    String noTasks = String.join("\n", assertThrows(ManifestException.class,
      () -> Manifest.fromJson(manifest("series", new JsonObject().put("points", new JsonObject())))).problems());
    assertEquals("operations[0] (analyze).enriches series needs parameters points and tasks (items with an enum)", noTasks);
  }
}
