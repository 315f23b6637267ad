package io.gatehouse.api.manifest;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** An operation names the MCP Apps view its results show in by a plain name; the HTML is the gateway's. */
class ViewTest {

  private static JsonObject manifest(Object view) {
    JsonObject op = new JsonObject().put("id", "lead").put("description", "Verifies a lead.").put("handler", "lead");
    if (view != null) op.put("view", view);
    return new JsonObject().put("id", "verify").put("operations", new JsonArray().add(op));
  }

  @Test
  void anOperationNamesItsView() {
    assertEquals("lead-report", Manifest.fromJson(manifest("lead-report")).operations().get(0).view());
    assertNull(Manifest.fromJson(manifest(null)).operations().get(0).view());
  }

  @Test
  void aViewIsANameNotAPageOrAnAddress() {
    for (Object bad : new Object[] {"ui://gatehouse/lead-report", "<html>", "Lead Report", 3}) {
      String problems = String.join("\n", assertThrows(ManifestException.class,
        () -> Manifest.fromJson(manifest(bad)), String.valueOf(bad)).problems());
      assertEquals("operations[0] (lead).view must match [a-z][a-z0-9-]*", problems);
    }
  }
}
