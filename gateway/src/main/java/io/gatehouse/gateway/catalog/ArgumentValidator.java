package io.gatehouse.gateway.catalog;

import io.gatehouse.api.Failure;
import io.gatehouse.api.ProviderException;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.json.schema.Draft;
import io.vertx.json.schema.JsonSchema;
import io.vertx.json.schema.JsonSchemaOptions;
import io.vertx.json.schema.OutputFormat;
import io.vertx.json.schema.OutputUnit;
import io.vertx.json.schema.Validator;

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

  /** The arguments with schema defaults applied; fails with BAD_ARGUMENT naming the offending field. */
  public JsonObject validate(JsonObject arguments) {
    JsonObject args = withDefaults(arguments == null ? new JsonObject() : arguments);
    if (fast != null && fast.accepts(args)) return args;
    OutputUnit result = validator.validate(args);
    if (result.getValid()) return args;
    JsonArray errors = new JsonArray();
    String field = null;
    String message = "arguments do not match the schema";
    if (result.getErrors() != null) {
      for (OutputUnit error : result.getErrors()) {
        String location = fieldOf(error);
        errors.add(new JsonObject().put("field", location).put("error", error.getError()));
        if (field == null && !location.isEmpty()) {
          field = location;
          message = "invalid argument '" + location + "': " + error.getError();
        } else if (field == null) {
          message = error.getError();
        }
      }
    }
    throw new ProviderException(Failure.BAD_ARGUMENT, message,
      new JsonObject().put("field", field).put("errors", errors), null);
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

  /** "/a/b" becomes "a.b"; a missing required property is named by the error text, so pull it out. */
  private static String fieldOf(OutputUnit error) {
    String location = error.getInstanceLocation() == null ? "" : error.getInstanceLocation();
    String field = location.replaceFirst("^#", "").replaceFirst("^/", "").replace('/', '.');
    String text = error.getError() == null ? "" : error.getError();
    if (String.valueOf(error.getKeywordLocation()).endsWith("/required") || text.startsWith("Instance does not have required property")) {
      int open = text.indexOf('"');
      int close = text.lastIndexOf('"');
      if (open >= 0 && close > open) {
        String missing = text.substring(open + 1, close);
        return field.isEmpty() ? missing : field + "." + missing;
      }
    }
    return field;
  }
}
