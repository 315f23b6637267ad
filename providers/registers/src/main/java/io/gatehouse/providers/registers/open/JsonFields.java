package io.gatehouse.providers.registers.open;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

/** Registers write absent parts as null as often as they leave them out: both read as empty here. */
public final class JsonFields {

  private JsonFields() {
  }

  public static JsonObject object(JsonObject parent, String field) {
    return parent != null && parent.getValue(field) instanceof JsonObject object ? object : new JsonObject();
  }

  public static JsonArray array(JsonObject parent, String field) {
    return parent != null && parent.getValue(field) instanceof JsonArray array ? array : new JsonArray();
  }

  /** A text field; anything else (null, a number, an object) reads as absent. */
  public static String text(JsonObject parent, String field) {
    return parent != null && parent.getValue(field) instanceof String text ? text : null;
  }
}
