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
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The quick check never accepts what the full validator rejects, and accepts the plain valid cases. */
class FastSchemaCheckTest {

  private static final JsonObject SCHEMA = new JsonObject("""
    {"type": "object", "additionalProperties": false, "required": ["vat_number"],
     "properties": {
       "vat_number": {"type": "string", "minLength": 2, "maxLength": 40, "description": "number"},
       "country_code": {"type": "string", "pattern": "^[A-Za-z]{2}$"},
       "offline": {"type": "boolean", "default": false},
       "limit": {"type": "integer", "minimum": 1, "maximum": 100},
       "ratio": {"type": "number", "exclusiveMinimum": 0, "exclusiveMaximum": 1},
       "lang": {"type": "string", "enum": ["en", "nl"]},
       "ids": {"type": "array", "minItems": 1, "maxItems": 3, "items": {"type": "integer"}},
       "note": {"type": ["string", "null"]}}}""");

  private final Validator full = Validator.create(JsonSchema.of(SCHEMA.copy()), new JsonSchemaOptions()
    .setDraft(Draft.DRAFT202012).setBaseUri("https://gatehouse.dev/schemas/").setOutputFormat(OutputFormat.Basic));
  private final FastSchemaCheck fast = FastSchemaCheck.compile(SCHEMA);

  @Test
  void agreesWithTheFullValidatorWheneverItAccepts() {
    assertNotNull(fast);
    List<JsonObject> cases = List.of(
      new JsonObject().put("vat_number", "NL004495445B01"),
      new JsonObject().put("vat_number", "NL004495445B01").put("country_code", "nl").put("offline", true),
      new JsonObject().put("vat_number", "X"),
      new JsonObject().put("vat_number", "x".repeat(41)),
      new JsonObject().put("vat_number", 12),
      new JsonObject().put("country_code", "NL"),
      new JsonObject().put("vat_number", "NL1").put("country_code", "NLD"),
      new JsonObject().put("vat_number", "NL1").put("unknown", 1),
      new JsonObject().put("vat_number", "NL1").put("limit", 0),
      new JsonObject().put("vat_number", "NL1").put("limit", 100),
      new JsonObject().put("vat_number", "NL1").put("limit", 2.0),
      new JsonObject().put("vat_number", "NL1").put("limit", 2.5),
      new JsonObject().put("vat_number", "NL1").put("ratio", 1),
      new JsonObject().put("vat_number", "NL1").put("ratio", 0.5),
      new JsonObject().put("vat_number", "NL1").put("lang", "de"),
      new JsonObject().put("vat_number", "NL1").put("lang", "nl"),
      new JsonObject().put("vat_number", "NL1").put("ids", new JsonArray()),
      new JsonObject().put("vat_number", "NL1").put("ids", new JsonArray().add(1).add(2)),
      new JsonObject().put("vat_number", "NL1").put("ids", new JsonArray().add("1")),
      new JsonObject().put("vat_number", "NL1").putNull("note"),
      new JsonObject().put("vat_number", "NL1").put("note", true));
    int accepted = 0;
    for (JsonObject args : cases) {
      boolean valid = full.validate(args).getValid();
      if (fast.accepts(args)) {
        accepted++;
        assertTrue(valid, "accepted what the full validator rejects: " + args.encode());
      }
    }
    assertEquals(7, accepted, "the plain valid cases take the quick path");
  }

  @Test
  void schemasBeyondTheSubsetAreLeftToTheFullValidator() {
    assertNull(FastSchemaCheck.compile(new JsonObject().put("type", "object")
      .put("properties", new JsonObject().put("a", new JsonObject().put("oneOf", new JsonArray())))));
    assertNull(FastSchemaCheck.compile(new JsonObject().put("type", "string").put("format", "date")));
    assertFalse(FastSchemaCheck.compile(new JsonObject().put("type", "integer")).accepts(1.0));
  }
}
