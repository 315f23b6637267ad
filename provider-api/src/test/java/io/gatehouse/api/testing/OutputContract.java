package io.gatehouse.api.testing;

import io.gatehouse.api.Result;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.json.schema.Draft;
import io.vertx.json.schema.JsonSchema;
import io.vertx.json.schema.JsonSchemaOptions;
import io.vertx.json.schema.OutputFormat;
import io.vertx.json.schema.OutputUnit;
import io.vertx.json.schema.Validator;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.stream.Collectors;

/**
 * An operation's declared output schema (the manifest's {@code output}, published as the MCP tool's
 * {@code outputSchema}), read from the provider's manifest on the class path, and the check that an
 * answer keeps to it. Tests of every tool whose answer another tool reads run their answers through it.
 */
public final class OutputContract {

  private static final JsonSchemaOptions OPTIONS = new JsonSchemaOptions()
    .setDraft(Draft.DRAFT202012)
    .setBaseUri("https://gatehouse.dev/schemas/")
    .setOutputFormat(OutputFormat.Basic);

  private final String name;
  private final JsonObject schema;
  private final Validator validator;

  private OutputContract(String name, JsonObject schema) {
    this.name = name;
    this.schema = schema;
    this.validator = Validator.create(JsonSchema.of(schema.copy()), OPTIONS);
  }

  /** The output contract of {@code operation} in the manifest {@code META-INF/gatehouse/<provider>.json}. */
  public static OutputContract of(String provider, String operation) {
    JsonObject manifest = manifest(provider);
    for (Object o : manifest.getJsonArray("operations", new JsonArray())) {
      JsonObject op = (JsonObject) o;
      if (operation.equals(op.getString("id"))) {
        JsonObject output = op.getJsonObject("output");
        if (output == null) throw new AssertionError(provider + "_" + operation + " declares no output schema");
        return new OutputContract(provider + "_" + operation, output);
      }
    }
    throw new AssertionError("no operation " + operation + " in the " + provider + " manifest");
  }

  /** Fails with every violation when {@code answer} does not keep to the contract; returns the answer. */
  public JsonObject check(JsonObject answer) {
    OutputUnit result = validator.validate(answer);
    if (!Boolean.TRUE.equals(result.getValid())) {
      String errors = result.getErrors() == null ? "" : result.getErrors().stream()
        .map(e -> e.getInstanceLocation() + ": " + e.getError()).collect(Collectors.joining("; "));
      throw new AssertionError(name + " answered outside its output schema: " + errors + "\n" + answer.encodePrettily());
    }
    return answer;
  }

  /** A provider's result, after checking its JSON form. */
  public Result check(Result result) {
    check(result.toJson());
    return result;
  }

  /**
   * As {@link #check}, and every field of the answer is one the schema declares (where it lists
   * properties): for tools whose schema is meant to describe the whole answer.
   */
  public JsonObject checkStrict(JsonObject answer) {
    check(answer);
    assertDeclared(schema, answer, "");
    return answer;
  }

  private void assertDeclared(JsonObject schema, Object value, String path) {
    JsonObject properties = schema.getJsonObject("properties");
    if (value instanceof JsonObject object && properties != null) {
      for (String field : object.fieldNames()) {
        if (!properties.containsKey(field)) throw new AssertionError(name + "'s output schema does not declare " + path + field);
        assertDeclared(properties.getJsonObject(field), object.getValue(field), path + field + ".");
      }
    } else if (value instanceof JsonArray array && schema.getValue("items") instanceof JsonObject items) {
      array.forEach(item -> assertDeclared(items, item, path + "[]."));
    }
  }

  public JsonObject schema() {
    return schema.copy();
  }

  private static JsonObject manifest(String provider) {
    String path = "META-INF/gatehouse/" + provider + ".json";
    try (InputStream in = Thread.currentThread().getContextClassLoader().getResourceAsStream(path)) {
      if (in == null) throw new AssertionError(path + " is not on the class path");
      return new JsonObject(new String(in.readAllBytes(), StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
