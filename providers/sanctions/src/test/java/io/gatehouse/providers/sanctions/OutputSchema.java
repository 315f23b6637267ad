package io.gatehouse.providers.sanctions;

import io.gatehouse.api.Result;
import io.gatehouse.api.manifest.OperationSpec;
import io.vertx.json.schema.Draft;
import io.vertx.json.schema.JsonSchema;
import io.vertx.json.schema.JsonSchemaOptions;
import io.vertx.json.schema.OutputFormat;
import io.vertx.json.schema.OutputUnit;
import io.vertx.json.schema.Validator;

import static org.junit.jupiter.api.Assertions.fail;

/**
 * An operation's output schema from the manifest, which MCP clients get as the tool's outputSchema
 * and check structured answers against: the tests hold every answer to it. Draft 2020-12, as the
 * gateway validates arguments.
 */
final class OutputSchema {

  private static final JsonSchemaOptions OPTIONS = new JsonSchemaOptions().setDraft(Draft.DRAFT202012)
    .setBaseUri("https://gatehouse.dev/schemas/").setOutputFormat(OutputFormat.Basic);

  private OutputSchema() {
  }

  /** The result, after failing the test when its JSON form does not match the operation's output schema. */
  static Result checked(String operation, Result result) {
    OperationSpec spec = TestContext.loadManifest().operations().stream().filter(op -> op.id().equals(operation))
      .findFirst().orElseThrow();
    OutputUnit outcome = Validator.create(JsonSchema.of(spec.output().copy()), OPTIONS).validate(result.toJson());
    if (!outcome.getValid()) {
      StringBuilder errors = new StringBuilder();
      for (OutputUnit error : outcome.getErrors()) {
        errors.append(error.getInstanceLocation()).append(": ").append(error.getError()).append('\n');
      }
      fail(operation + " answer does not match its output schema:\n" + errors + result.toJson().encodePrettily());
    }
    return result;
  }
}
