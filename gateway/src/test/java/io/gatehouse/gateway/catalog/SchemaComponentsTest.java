package io.gatehouse.gateway.catalog;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.core.json.pointer.JsonPointer;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;

class SchemaComponentsTest {

  private static final JsonObject MATCH = new JsonObject("""
    {"type": "object",
     "properties": {
       "name": {"$ref": "#/$defs/record"},
       "candidates": {"type": "array", "items": {"$ref": "#/$defs/record"}},
       "tree": {"$ref": "#/$defs/node"},
       "same_as_name": {"$ref": "#/properties/name"},
       "whole": {"$ref": "#"},
       "remote": {"$ref": "https://example.com/schema.json"}},
     "$defs": {
       "record": {"type": "object", "properties": {"id": {"$ref": "#/$defs/id"}}},
       "id": {"type": "string"},
       "node": {"type": "object", "properties": {"children": {"type": "array", "items": {"$ref": "#/$defs/node"}}}}}}""");
  private static final JsonObject OTHER = new JsonObject("""
    {"type": "object", "properties": {"code": {"$ref": "#/$defs/record"}}, "$defs": {"record": {"type": "integer"}}}""");

  @Test
  void localReferencesPointIntoTheComponentsUnderTheOperationsNames() {
    JsonObject schemas = new JsonObject();
    SchemaComponents components = new SchemaComponents(schemas);
    JsonObject match = components.embed(MATCH, "entities_match.input");
    JsonObject other = components.embed(OTHER, "kbo_lookup.output");
    JsonObject document = new JsonObject().put("paths", new JsonObject().put("match", match).put("other", other))
      .put("components", new JsonObject().put("schemas", schemas));

    assertFalse(match.containsKey("$defs"), "the definitions moved to the components");
    assertEquals("#/components/schemas/entities_match.input.record",
      match.getJsonObject("properties").getJsonObject("name").getString("$ref"));
    assertEquals("#/components/schemas/kbo_lookup.output.record",
      other.getJsonObject("properties").getJsonObject("code").getString("$ref"));
    assertEquals(Set.of("entities_match.input.record", "entities_match.input.id", "entities_match.input.node",
      "entities_match.input.properties.name", "entities_match.input", "kbo_lookup.output.record"), schemas.fieldNames());
    assertEquals("https://example.com/schema.json",
      match.getJsonObject("properties").getJsonObject("remote").getString("$ref"), "only local references move");
    for (String ref : localRefs(document, new ArrayList<>())) {
      assertNotNull(JsonPointer.from(ref.substring(1)).queryJson(document), ref + " resolves");
    }
  }

  @Test
  void theSameOperationGetsTheSameNamesEachTime() {
    JsonObject first = new JsonObject();
    JsonObject second = new JsonObject();
    new SchemaComponents(first).embed(MATCH, "entities_match.input");
    new SchemaComponents(second).embed(MATCH, "entities_match.input");
    assertEquals(first, second);
  }

  private static List<String> localRefs(Object node, List<String> into) {
    if (node instanceof JsonObject object) {
      object.forEach(e -> {
        if (e.getKey().equals("$ref") && e.getValue() instanceof String ref && ref.startsWith("#")) into.add(ref);
        else localRefs(e.getValue(), into);
      });
    } else if (node instanceof JsonArray array) {
      array.forEach(item -> localRefs(item, into));
    }
    return into;
  }
}
