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

  @Test
  void aCatalogThatFitsIsOnePageAndALargerOneIsPaged() {
    McpSettings shipped = McpSettings.fromJson(new JsonObject().put("pageSize", 100));
    assertEquals(450, shipped.pageSizeFor(450), "clients that ignore nextCursor still see every tool");
    assertEquals(100, shipped.pageSizeFor(501));
    assertEquals(100, shipped.pageSizeFor(30));
    McpSettings paged = McpSettings.fromJson(new JsonObject().put("pageSize", 40).put("singlePageUpTo", 0));
    assertEquals(40, paged.pageSizeFor(450));
    assertThrows(IllegalArgumentException.class, () -> McpSettings.fromJson(new JsonObject().put("singlePageUpTo", -1)));
  }
}
