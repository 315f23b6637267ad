package io.gatehouse.gateway.catalog;

import io.vertx.core.json.JsonObject;
import io.vertx.json.schema.Draft;
import io.vertx.json.schema.JsonSchema;
import io.vertx.json.schema.JsonSchemaOptions;
import io.vertx.json.schema.OutputFormat;
import io.vertx.json.schema.OutputUnit;
import io.vertx.json.schema.Validator;

import java.util.List;

/** Checks an operation's arguments against its JSON Schema (draft 2020-12) and fills in defaults. */
public final class ArgumentValidator {

  private static final JsonSchemaOptions OPTIONS = new JsonSchemaOptions()
    .setDraft(Draft.DRAFT202012)
    .setBaseUri("https://gatehouse.dev/schemas/")
    .setOutputFormat(OutputFormat.Basic);

  private final JsonObject schema;
  private final Validator validator;
  private final FastSchemaCheck fast;

  public ArgumentValidator(JsonObject schema) {
    this.schema = schema;
    // the schema library marks the object it is given; the served schema must stay as written
    this.validator = Validator.create(JsonSchema.of(schema.copy()), OPTIONS);
    this.fast = FastSchemaCheck.compile(schema);
  }

  /** The arguments with schema defaults applied; fails with BAD_ARGUMENT naming the field and what it expected. */
  public JsonObject validate(JsonObject arguments) {
    JsonObject args = withDefaults(arguments == null ? new JsonObject() : arguments);
    if (fast != null && fast.accepts(args)) return args;
    OutputUnit result = validator.validate(args);
    if (result.getValid()) return args;
    throw ArgumentErrors.of(schema, args, result.getErrors() == null ? List.of() : result.getErrors());
  }

  private JsonObject withDefaults(JsonObject args) {
    JsonObject properties = schema.getJsonObject("properties");
    if (properties == null) return args;
    JsonObject filled = null;
    for (String name : properties.fieldNames()) {
      Object property = properties.getValue(name);
      if (property instanceof JsonObject p && p.containsKey("default") && !args.containsKey(name)) {
        if (filled == null) filled = args.copy();
        filled.put(name, p.getValue("default"));
      }
    }
    return filled == null ? args : filled;
  }
}
