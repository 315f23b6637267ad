package io.gatehouse.providers.analytics.xbrl;

import io.gatehouse.analytics.xbrl.ConceptSeries;
import io.gatehouse.analytics.xbrl.Fact;
import io.gatehouse.analytics.xbrl.Normalization;
import io.gatehouse.analytics.xbrl.Value;
import io.gatehouse.providers.analytics.Numbers;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.List;

/** Writes a {@link Normalization}: each value with its period, how it was obtained and the filing behind it. */
final class NormalizationJson {

  private NormalizationJson() {
  }

  static JsonObject write(JsonObject document, Normalization n, CompanyFacts.Parsed parsed) {
    JsonArray concepts = new JsonArray();
    for (ConceptSeries s : n.series()) {
      JsonObject c = new JsonObject().put("name", s.name()).put("unit", s.unit())
        .put("source_concepts", new JsonArray(s.sourceConcepts()));
      String label = s.sourceConcepts().isEmpty() ? null : parsed.labels().get(s.sourceConcepts().get(0));
      if (label != null) c.put("label", label);
      c.put("annual", values(s.annual())).put("quarterly", values(s.quarterly())).put("ttm", values(s.ttm()))
        .put("instants", values(s.instants()));
      concepts.add(c);
    }
    JsonObject entity = new JsonObject();
    if (document.getValue("cik") != null) entity.put("cik", document.getValue("cik"));
    if (document.getValue("entityName") instanceof String name) entity.put("name", name);
    return new JsonObject().put("entity", entity).put("concepts", concepts)
      .put("stats", new JsonObject().put("facts_in", n.factsIn()).put("facts_skipped", parsed.skipped())
        .put("duplicates_removed", n.duplicates()).put("restatements_replaced", n.restatements())
        .put("quarters_derived", n.derived()).put("ttm_values", n.ttm()))
      .put("method", new JsonObject().put("name", "xbrl-normalization")
        .put("deduplication", "one value per concept, unit and period: latest filed, then latest accession")
        .put("synonyms", "standard names over preferred tags, the first listed tag winning a shared period")
        .put("quarters", "reported 3-month periods; else year-to-date differences (Q4 = year - 9 months); "
          + "else year - (Q1 + Q2 + Q3)")
        .put("ttm", "sum of four contiguous quarters")
        .put("periods", "quarter 80-100 days, half 170-190, nine months 260-285, year 350-380"));
  }

  private static JsonArray values(List<Value> values) {
    JsonArray out = new JsonArray();
    for (Value v : values) {
      Fact f = v.fact();
      JsonObject json = new JsonObject();
      if (v.start() != null) json.put("start", v.start().toString());
      json.put("end", v.end().toString()).put("value", Numbers.exact(v.value())).put("derivation", v.derivation())
        .put("concept", f.qualifiedConcept());
      if (f.fy() != null) json.put("fy", f.fy());
      if (f.fp() != null) json.put("fp", f.fp());
      if (f.form() != null) json.put("form", f.form());
      if (f.accn() != null) json.put("accn", f.accn());
      if (f.filed() != null) json.put("filed", f.filed().toString());
      out.add(json);
    }
    return out;
  }
}
