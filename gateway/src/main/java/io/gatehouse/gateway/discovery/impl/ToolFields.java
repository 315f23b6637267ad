package io.gatehouse.gateway.discovery.impl;

import io.gatehouse.gateway.discovery.SearchableTool;
import io.vertx.core.json.JsonObject;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.StoredField;
import org.apache.lucene.document.StringField;
import org.apache.lucene.document.TextField;

import java.util.Locale;
import java.util.Map;

/** What of a tool is searched, in which field, and how much a word found in each field weighs. */
final class ToolFields {

  /** The tool's name as served: what a search answers. */
  static final String STORED_NAME = "tool";
  /** The name in lower case: a query equal to it finds that tool first. */
  static final String NAME_EXACT = "id";
  static final String NAME = "name";
  static final String TITLE = "title";
  static final String DESCRIPTION = "description";
  static final String PARAMETERS = "parameters";
  static final String PROVIDER = "provider";

  /** A word in the name or title says more about a tool than one in a parameter's or its provider's description. */
  static final Map<String, Float> WEIGHTS = Map.of(NAME, 2f, TITLE, 2f, DESCRIPTION, 1f, PARAMETERS, 0.3f,
    PROVIDER, 0.5f);

  private ToolFields() {
  }

  static Document document(SearchableTool searchable) {
    JsonObject tool = searchable.tool();
    Document doc = new Document();
    doc.add(new StoredField(STORED_NAME, searchable.name()));
    doc.add(new StringField(NAME_EXACT, searchable.name().toLowerCase(Locale.ROOT), Field.Store.NO));
    doc.add(new TextField(NAME, IdentifierWords.split(searchable.name()), Field.Store.NO));
    doc.add(new TextField(TITLE, tool.getString("title", ""), Field.Store.NO));
    doc.add(new TextField(DESCRIPTION, tool.getString("description", ""), Field.Store.NO));
    doc.add(new TextField(PARAMETERS, parameters(tool.getJsonObject("inputSchema")), Field.Store.NO));
    doc.add(new TextField(PROVIDER, searchable.providerId() + " " + orEmpty(searchable.providerTitle()) + " "
      + orEmpty(searchable.providerDescription()), Field.Store.NO));
    return doc;
  }

  /** Each argument's name in words and its description. */
  private static String parameters(JsonObject schema) {
    JsonObject properties = schema == null ? null : schema.getJsonObject("properties");
    if (properties == null) return "";
    StringBuilder text = new StringBuilder();
    properties.forEach(p -> {
      text.append(IdentifierWords.split(p.getKey())).append(". ");
      if (p.getValue() instanceof JsonObject property) text.append(property.getString("description", "")).append(' ');
    });
    return text.toString();
  }

  private static String orEmpty(String text) {
    return text == null ? "" : text;
  }
}
