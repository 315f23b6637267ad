package io.gatehouse.gateway.catalog;

import io.gatehouse.api.Failure;
import io.gatehouse.api.ProviderException;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** A bad argument's error names the field and what the schema expected there. */
class ArgumentValidatorTest {

  private final ArgumentValidator validator = new ArgumentValidator(new JsonObject("""
    {"type": "object", "additionalProperties": false, "required": ["vat_number"],
     "properties": {
       "vat_number": {"type": "string", "minLength": 2, "maxLength": 40},
       "country_code": {"type": "string", "pattern": "^[A-Za-z]{2}$"},
       "limit": {"type": "integer", "minimum": 1, "maximum": 100},
       "ratio": {"type": "number", "exclusiveMaximum": 1},
       "lang": {"type": "string", "enum": ["en", "nl"]},
       "since": {"type": "string", "format": "date"},
       "ids": {"type": "array", "minItems": 1, "items": {"type": "integer"}},
       "note": {"type": ["string", "null"]},
       "key": {"anyOf": [{"type": "string"}, {"type": "integer"}]},
       "record": {"$ref": "#/$defs/record"}},
     "$defs": {"record": {"type": "object", "required": ["name"], "properties": {"name": {"type": "string"}}}}}"""));

  @Test
  void namesTheFieldAndTheExpectedTypePatternEnumOrBound() {
    assertFails("{}", "vat_number", "missing argument 'vat_number': expected a string");
    assertFails("{\"vat_number\": 12}", "vat_number", "invalid argument 'vat_number': expected a string, got 12");
    assertFails("{\"vat_number\": \"X\"}", "vat_number",
      "invalid argument 'vat_number': expected a string of at least 2 characters, got \"X\"");
    assertFails("{\"vat_number\": \"NL1\", \"country_code\": \"NLD\"}", "country_code",
      "invalid argument 'country_code': expected a string matching ^[A-Za-z]{2}$, got \"NLD\"");
    assertFails("{\"vat_number\": \"NL1\", \"limit\": 500}", "limit",
      "invalid argument 'limit': expected an integer <= 100, got 500");
    assertFails("{\"vat_number\": \"NL1\", \"limit\": 2.5}", "limit", "invalid argument 'limit': expected an integer, got 2.5");
    assertFails("{\"vat_number\": \"NL1\", \"ratio\": 1}", "ratio", "invalid argument 'ratio': expected a number < 1, got 1");
    assertFails("{\"vat_number\": \"NL1\", \"lang\": \"de\"}", "lang",
      "invalid argument 'lang': expected one of \"en\", \"nl\", got \"de\"");
    assertFails("{\"vat_number\": \"NL1\", \"since\": \"yesterday\"}", "since",
      "invalid argument 'since': expected a string in date format, got \"yesterday\"");
    assertFails("{\"vat_number\": \"NL1\", \"ids\": []}", "ids", "invalid argument 'ids': expected at least 1 item, got []");
    assertFails("{\"vat_number\": \"NL1\", \"ids\": [\"a\"]}", "ids.0", "invalid argument 'ids.0': expected an integer, got \"a\"");
    assertFails("{\"vat_number\": \"NL1\", \"note\": 1}", "note", "invalid argument 'note': expected a string or null, got 1");
    assertFails("{\"vat_number\": \"NL1\", \"key\": true}", "key",
      "invalid argument 'key': expected a string or an integer, got true");
    assertFails("{\"vat_number\": \"NL1\", \"record\": {}}", "record.name", "missing argument 'record.name': expected a string");
    assertFails("{\"vat_number\": \"NL1\", \"zz\": 1}", "zz", "unknown argument 'zz': expected one of vat_number, "
      + "country_code, limit, ratio, lang, since, ids, note, key, record");
  }

  @Test
  void listsEveryErrorOfTheValidatorBesideTheOneItTells() {
    ProviderException e = assertThrows(ProviderException.class,
      () -> validator.validate(new JsonObject("{\"vat_number\": 12, \"limit\": 0}")));
    JsonObject details = e.details();
    assertEquals("a string", details.getString("expected"));
    assertEquals(6, details.getJsonArray("errors").size(), details.encodePrettily());
  }

  /** verify_lead's shape: any one of several arguments. Its absence is said as such, not as "one of 3 schemas". */
  @Test
  void anAnyOfOfRequiredArgumentsNamesThem() {
    ArgumentValidator oneOfThese = new ArgumentValidator(new JsonObject("""
      {"type": "object", "properties": {"vat_number": {"type": "string"}, "email": {"type": "string"}, "name": {"type": "string"}},
       "anyOf": [{"required": ["vat_number"]}, {"required": ["email"]}, {"required": ["name"]}], "additionalProperties": false}"""));
    ProviderException e = assertThrows(ProviderException.class, () -> oneOfThese.validate(new JsonObject()));
    assertEquals("missing arguments: expected at least one of vat_number, email, name", e.getMessage());
    assertEquals("at least one of vat_number, email, name", e.details().getString("expected"));
  }

  private void assertFails(String arguments, String field, String message) {
    ProviderException e = assertThrows(ProviderException.class, () -> validator.validate(new JsonObject(arguments)));
    assertEquals(Failure.BAD_ARGUMENT, e.failure());
    assertEquals(message, e.getMessage());
    assertEquals(field, e.details().getString("field"));
  }
}
