package io.gatehouse.gateway.catalog;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.json.schema.Draft;
import io.vertx.json.schema.JsonSchema;
import io.vertx.json.schema.JsonSchemaOptions;
import io.vertx.json.schema.OutputFormat;
import io.vertx.json.schema.Validator;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

class PortableSchemaTest {

  private static final JsonObject SCHEMA = new JsonObject("""
    {"type": "object", "required": ["score"],
     "properties": {
       "score": {"type": ["number", "null"], "minimum": 0, "description": "null when unscored"},
       "id": {"type": ["string", "integer"], "pattern": "^[0-9]+$", "minimum": 1},
       "count": {"type": ["integer", "number"]},
       "name": {"type": ["string"]},
       "when": {"type": ["string", "null"], "format": "date", "enum": ["2024-01-01", null]},
       "tags": {"type": ["array", "null"], "items": {"type": ["string", "null"]}, "maxItems": 2},
       "either": {"type": ["object", "string"], "anyOf": [{"required": ["a"]}, {"maxLength": 1}],
                  "properties": {"a": {"type": "integer"}}},
       "ref": {"$ref": "#/$defs/code"},
       "sample": {"type": "object", "default": {"type": ["kept", "as", "data"]}}},
     "$defs": {"code": {"type": ["object", "null"], "required": ["code"],
                        "properties": {"code": {"type": "string"}}, "additionalProperties": false}}}""");

  private final JsonObject portable = PortableSchema.of(SCHEMA);

  @Test
  void typeListsBecomeOneTypeOrAnAnyOfWhoseBranchesTakeTheirOwnKeywords() {
    JsonObject properties = portable.getJsonObject("properties");
    assertEquals(new JsonObject("""
      {"anyOf": [{"type": "number", "minimum": 0}, {"type": "null"}], "description": "null when unscored"}"""),
      properties.getJsonObject("score"));
    assertEquals(new JsonObject("""
      {"anyOf": [{"type": "string", "pattern": "^[0-9]+$"}, {"type": "integer", "minimum": 1}]}"""),
      properties.getJsonObject("id"));
    assertEquals("number", properties.getJsonObject("count").getString("type"));
    assertEquals("string", properties.getJsonObject("name").getString("type"));
    assertEquals(new JsonObject("""
      {"anyOf": [{"type": "array", "items": {"anyOf": [{"type": "string"}, {"type": "null"}]}, "maxItems": 2},
                 {"type": "null"}]}"""), properties.getJsonObject("tags"));
    assertEquals(new JsonObject("""
      {"anyOf": [{"required": ["a"]}, {"maxLength": 1}],
       "allOf": [{"anyOf": [{"type": "object", "properties": {"a": {"type": "integer"}}}, {"type": "string"}]}]}"""),
      properties.getJsonObject("either"));
    assertEquals(new JsonObject("""
      {"anyOf": [{"type": "object", "required": ["code"], "properties": {"code": {"type": "string"}},
                  "additionalProperties": false}, {"type": "null"}]}"""),
      portable.getJsonObject("$defs").getJsonObject("code"));
    // a default is data, not a schema
    assertEquals(SCHEMA.getJsonObject("properties").getJsonObject("sample"), properties.getJsonObject("sample"));
    assertFalse(SCHEMA.getJsonObject("properties").getJsonObject("score").containsKey("anyOf"), "the manifest's schema is untouched");
  }

  @Test
  void acceptsExactlyWhatTheManifestsSchemaAccepts() {
    Validator before = validator(SCHEMA);
    Validator after = validator(portable);
    List<JsonObject> cases = List.of(
      new JsonObject().put("score", 0.5),
      new JsonObject().putNull("score"),
      new JsonObject().put("score", -1),
      new JsonObject().put("score", "high"),
      new JsonObject(),
      new JsonObject().putNull("score").put("id", "42"),
      new JsonObject().putNull("score").put("id", "4x"),
      new JsonObject().putNull("score").put("id", 0),
      new JsonObject().putNull("score").put("id", 7),
      new JsonObject().putNull("score").put("id", 7.5),
      new JsonObject().putNull("score").put("count", 2.5),
      new JsonObject().putNull("score").put("count", "2"),
      new JsonObject().putNull("score").put("when", "2024-01-01"),
      new JsonObject().putNull("score").putNull("when"),
      new JsonObject().putNull("score").put("when", "2024-02-01"),
      new JsonObject().putNull("score").put("tags", new JsonArray().add("a").addNull()),
      new JsonObject().putNull("score").put("tags", new JsonArray().add("a").add("b").add("c")),
      new JsonObject().putNull("score").put("tags", new JsonArray().add(1)),
      new JsonObject().putNull("score").putNull("tags"),
      new JsonObject().putNull("score").put("either", new JsonObject().put("a", 1)),
      new JsonObject().putNull("score").put("either", new JsonObject().put("a", "1")),
      new JsonObject().putNull("score").put("either", new JsonObject()),
      new JsonObject().putNull("score").put("either", "x"),
      new JsonObject().putNull("score").put("either", "xy"),
      new JsonObject().putNull("score").put("ref", new JsonObject().put("code", "A")),
      new JsonObject().putNull("score").put("ref", new JsonObject().put("code", "A").put("extra", 1)),
      new JsonObject().putNull("score").putNull("ref"),
      new JsonObject().putNull("score").put("ref", "A"));
    int valid = 0;
    for (JsonObject instance : cases) {
      boolean expected = before.validate(instance).getValid();
      assertEquals(expected, after.validate(instance).getValid(), instance.encode());
      if (expected) valid++;
    }
    assertEquals(15, valid, "both valid and invalid instances are compared");
  }

  private static Validator validator(JsonObject schema) {
    return Validator.create(JsonSchema.of(schema.copy()), new JsonSchemaOptions().setDraft(Draft.DRAFT202012)
      .setBaseUri("https://gatehouse.dev/schemas/").setOutputFormat(OutputFormat.Basic));
  }
}
