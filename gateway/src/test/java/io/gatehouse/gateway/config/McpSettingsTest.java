package io.gatehouse.gateway.config;

import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class McpSettingsTest {

  @Test
  void tasksAreKeptAQuarterOfAnHourUnlessTheServerSaysOtherwise() {
    assertEquals(900_000L, McpSettings.fromJson(new JsonObject()).taskTtlMs());
    assertEquals(60_000L, McpSettings.fromJson(new JsonObject().put("taskTtlMs", 60_000)).taskTtlMs());
    assertThrows(IllegalArgumentException.class, () -> McpSettings.fromJson(new JsonObject().put("taskTtlMs", 10)));
  }
}
