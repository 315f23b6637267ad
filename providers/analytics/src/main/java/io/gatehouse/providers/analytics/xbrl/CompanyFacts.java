package io.gatehouse.providers.analytics.xbrl;

import io.gatehouse.analytics.xbrl.Fact;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads the {@code facts} of a data.sec.gov companyfacts document:
 * {@code facts.<taxonomy>.<concept>.units.<unit>[]} with end, optional start, val, accn, fy, fp,
 * form, filed and frame. Facts without an end date or a numeric value are skipped and counted.
 */
final class CompanyFacts {

  private CompanyFacts() {
  }

  record Parsed(List<Fact> facts, Map<String, String> labels, int skipped) {
  }

  static Parsed parse(JsonObject facts) {
    List<Fact> out = new ArrayList<>();
    Map<String, String> labels = new HashMap<>();
    int skipped = 0;
    for (String taxonomy : facts.fieldNames()) {
      if (!(facts.getValue(taxonomy) instanceof JsonObject concepts)) continue;
      for (String concept : concepts.fieldNames()) {
        if (!(concepts.getValue(concept) instanceof JsonObject c)) continue;
        if (c.getValue("label") instanceof String label) labels.put(taxonomy + ":" + concept, label);
        JsonObject units = c.getJsonObject("units", new JsonObject());
        for (String unit : units.fieldNames()) {
          if (!(units.getValue(unit) instanceof JsonArray list)) continue;
          for (Object item : list) {
            Fact f = item instanceof JsonObject json ? fact(taxonomy, concept, unit, json) : null;
            if (f == null) skipped++;
            else out.add(f);
          }
        }
      }
    }
    return new Parsed(out, labels, skipped);
  }

  private static Fact fact(String taxonomy, String concept, String unit, JsonObject json) {
    LocalDate end = date(json.getValue("end"));
    if (end == null || !(json.getValue("val") instanceof Number val)) return null;
    BigDecimal value = new BigDecimal(val.toString());
    Integer fy = json.getValue("fy") instanceof Number n ? n.intValue() : null;
    return new Fact(taxonomy, concept, unit, date(json.getValue("start")), end, value, json.getString("accn"), fy,
      json.getString("fp"), json.getString("form"), date(json.getValue("filed")), json.getString("frame"));
  }

  private static LocalDate date(Object value) {
    if (!(value instanceof String s)) return null;
    try {
      return LocalDate.parse(s);
    } catch (DateTimeParseException e) {
      return null;
    }
  }
}
