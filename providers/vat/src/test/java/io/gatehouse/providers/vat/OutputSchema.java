package io.gatehouse.providers.vat;

import io.gatehouse.api.manifest.OperationSpec;
import io.vertx.core.json.JsonObject;
import io.vertx.json.schema.Draft;
import io.vertx.json.schema.JsonSchema;
import io.vertx.json.schema.JsonSchemaOptions;
import io.vertx.json.schema.OutputFormat;
import io.vertx.json.schema.OutputUnit;
import io.vertx.json.schema.Validator;

import java.util.Map;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** The manifest's output schemas (the MCP outputSchema of each tool), as the answers must meet them. */
final class OutputSchema {

  private static final JsonSchemaOptions OPTIONS = new JsonSchemaOptions()
    .setDraft(Draft.DRAFT202012)
    .setBaseUri("https://gatehouse.dev/schemas/")
    .setOutputFormat(OutputFormat.Basic);

  private static final Map<String, Validator> VALIDATORS = TestContext.loadManifest().operations().stream()
    .collect(Collectors.toMap(OperationSpec::id, op -> Validator.create(JsonSchema.of(op.output().copy()), OPTIONS)));

  private OutputSchema() {
  }

  static void assertValid(String operation, JsonObject answer) {
    OutputUnit result = VALIDATORS.get(operation).validate(answer);
    assertTrue(result.getValid(), () -> operation + " answer does not meet its output schema: "
      + result.getErrors() + "\n" + answer.encodePrettily());
  }
}
