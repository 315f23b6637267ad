package io.gatehouse.providers.email;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.json.schema.Draft;
import io.vertx.json.schema.JsonSchema;
import io.vertx.json.schema.JsonSchemaOptions;
import io.vertx.json.schema.OutputFormat;
import io.vertx.json.schema.OutputUnit;
import io.vertx.json.schema.Validator;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * email_check's output schema from the manifest, as the gateway publishes it for MCP clients
 * ({@code outputSchema}): every answer a test produces must conform, and hold no field the schema
 * leaves undeclared.
 */
final class OutputSchema {

  private static final JsonObject SCHEMA = TestContext.loadManifest().operations().get(0).output();
  private static final Validator VALIDATOR = Validator.create(JsonSchema.of(SCHEMA.copy()), new JsonSchemaOptions()
    .setDraft(Draft.DRAFT202012).setBaseUri("https://gatehouse.dev/schemas/").setOutputFormat(OutputFormat.Basic));

  private OutputSchema() {
  }

  /** The answer itself, after asserting that it conforms. */
  static JsonObject conforming(JsonObject answer) {
    OutputUnit result = VALIDATOR.validate(answer);
    if (!result.getValid()) {
      StringBuilder errors = new StringBuilder();
      result.getErrors().forEach(e -> errors.append("\n  ").append(e.getInstanceLocation()).append(": ").append(e.getError()));
      fail("the answer does not match the output schema:" + errors + "\n" + answer.encodePrettily());
    }
    assertDeclared(SCHEMA, answer, "");
    return answer;
  }

  private static void assertDeclared(JsonObject schema, Object value, String path) {
    JsonObject properties = schema.getJsonObject("properties");
    if (value instanceof JsonObject object && properties != null) {
      for (String field : object.fieldNames()) {
        assertTrue(properties.containsKey(field), "the schema does not declare " + path + field);
        assertDeclared(properties.getJsonObject(field), object.getValue(field), path + field + ".");
      }
    } else if (value instanceof JsonArray array && schema.getValue("items") instanceof JsonObject items) {
      array.forEach(item -> assertDeclared(items, item, path + "[]."));
    }
  }
}
