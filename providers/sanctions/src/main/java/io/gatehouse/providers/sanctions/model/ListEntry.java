package io.gatehouse.providers.sanctions.model;

import java.util.List;

/**
 * One designation on one list, reduced to what screening needs.
 *
 * @param id          the list's own reference (EU reference number, OFAC ent_num, UN reference, UK unique id)
 * @param type        person, organisation, vessel or aircraft
 * @param programmes  sanctions programmes or regimes
 * @param names       primary name first, then aliases
 * @param birthDates  {@code YYYY}, {@code YYYY-MM} or {@code YYYY-MM-DD}
 * @param countries   ISO alpha-2 codes of nationality, citizenship, birth and address countries
 */
public record ListEntry(String id, EntityType type, List<String> programmes, List<EntryName> names,
                        List<String> birthDates, List<String> countries) {

  public ListEntry {
    programmes = List.copyOf(programmes);
    names = List.copyOf(names);
    birthDates = List.copyOf(birthDates);
    countries = List.copyOf(countries);
  }

  public String primaryName() {
    return names.isEmpty() ? id : names.get(0).name();
  }
}
