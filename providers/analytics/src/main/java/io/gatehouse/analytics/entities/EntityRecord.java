package io.gatehouse.analytics.entities;

import java.util.Map;

/**
 * A company as one source lists it.
 *
 * @param id          the source's own key, or null
 * @param country     ISO 3166 alpha-2 code, or null
 * @param identifiers registration numbers by scheme (cik, lei, vat, kvk, kbo, duns, …), compared exactly
 * @param source      where the record came from, e.g. sec, epa, kvk, ofac
 */
public record EntityRecord(String id, String name, String country, Map<String, String> identifiers, String source) {

  public EntityRecord {
    identifiers = identifiers == null ? Map.of() : Map.copyOf(identifiers);
  }

  public static EntityRecord ofName(String name) {
    return new EntityRecord(null, name, null, Map.of(), null);
  }
}
