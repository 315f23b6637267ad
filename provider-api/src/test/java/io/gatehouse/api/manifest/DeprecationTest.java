package io.gatehouse.api.manifest;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DeprecationTest {

  private static JsonObject manifest(Object deprecated) {
    JsonObject old = new JsonObject().put("id", "old").put("description", "The legacy call.").put("handler", "old");
    if (deprecated != null) old.put("deprecated", deprecated);
    return new JsonObject().put("id", "water").put("operations", new JsonArray().add(old)
      .add(new JsonObject().put("id", "current").put("description", "The current call.").put("handler", "current")));
  }

  private static String problems(Object deprecated) {
    return String.join("\n", assertThrows(ManifestException.class, () -> Manifest.fromJson(manifest(deprecated))).problems());
  }

  @Test
  void aDeprecatedOperationKeepsItsReasonAndReplacement() {
    Manifest m = Manifest.fromJson(manifest(new JsonObject().put("reason", "The legacy service is retiring")
      .put("replacedBy", "water_current")));
    OperationSpec old = m.operations().get(0);
    assertTrue(old.isDeprecated());
    assertEquals(new Deprecation("The legacy service is retiring", "water_current"), old.deprecated());
    assertEquals("Deprecated: The legacy service is retiring. Use water_current instead.", old.deprecated().notice());
    assertFalse(m.operations().get(1).isDeprecated());
    assertNull(m.operations().get(1).deprecated());
  }

  @Test
  void aReplacementIsOptionalAndMayBeAnotherProvidersTool() {
    assertEquals("Deprecated: No longer maintained.",
      Manifest.fromJson(manifest(new JsonObject().put("reason", "No longer maintained."))).operations().get(0).deprecated().notice());
    assertEquals("fred_series", Manifest.fromJson(manifest(new JsonObject().put("reason", "Moved")
      .put("replacedBy", "fred_series"))).operations().get(0).deprecated().replacedBy());
  }

  @Test
  void everyMistakeIsNamed() {
    assertTrue(problems(true).contains("operations[0] (old).deprecated must be an object"), problems(true));
    assertTrue(problems(new JsonObject().put("replacedBy", "water_current")).contains("deprecated.reason is required"));
    assertTrue(problems(new JsonObject().put("reason", "r").put("replacedBy", "Water Current"))
      .contains("deprecated.replacedBy must be a tool name"));
    assertTrue(problems(new JsonObject().put("reason", "r").put("since", "2025"))
      .contains("deprecated.since is not a known field"));
    assertTrue(problems(new JsonObject().put("reason", "r").put("replacedBy", "water_gone"))
      .contains("operation old is replaced by unknown tool water_gone"));
    assertTrue(problems(new JsonObject().put("reason", "r").put("replacedBy", "water_old"))
      .contains("operation old is replaced by deprecated tool water_old"));
  }
}
