package io.gatehouse.providers.sanctions.parse;

import io.gatehouse.providers.sanctions.model.EntityType;
import io.gatehouse.providers.sanctions.model.EntryName;
import io.gatehouse.providers.sanctions.model.ListEntry;
import io.gatehouse.providers.sanctions.model.NameKind;
import io.gatehouse.providers.sanctions.text.Countries;
import io.gatehouse.providers.sanctions.text.NameFolder;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** Collects one entry's parts, dropping blanks and names that fold to one already held. */
final class EntryBuilder {

  private final String id;
  private EntityType type = EntityType.UNKNOWN;
  private final Set<String> programmes = new LinkedHashSet<>();
  private final List<EntryName> names = new ArrayList<>();
  private final Set<String> folded = new HashSet<>();
  private final Set<String> birthDates = new LinkedHashSet<>();
  private final Set<String> countries = new LinkedHashSet<>();

  EntryBuilder(String id) {
    this.id = id;
  }

  EntryBuilder type(EntityType value) {
    type = value;
    return this;
  }

  EntryBuilder programme(String value) {
    if (value != null && !value.isBlank()) programmes.add(value.trim());
    return this;
  }

  EntryBuilder name(String value, NameKind kind) {
    if (value == null || value.isBlank()) return this;
    String clean = value.trim().replaceAll("\\s+", " ");
    if (folded.add(NameFolder.fold(clean))) {
      // a primary name named after an alias still goes first
      if (kind == NameKind.PRIMARY) names.add(0, new EntryName(clean, kind));
      else names.add(new EntryName(clean, kind));
    }
    return this;
  }

  EntryBuilder birthDate(String raw) {
    birthDates.addAll(Dates.normalize(raw));
    return this;
  }

  EntryBuilder country(String raw) {
    String code = Countries.toIso2(raw);
    if (code != null) countries.add(code);
    return this;
  }

  boolean hasNames() {
    return !names.isEmpty();
  }

  ListEntry build() {
    return new ListEntry(id, type, List.copyOf(programmes), names, List.copyOf(birthDates), List.copyOf(countries));
  }
}
