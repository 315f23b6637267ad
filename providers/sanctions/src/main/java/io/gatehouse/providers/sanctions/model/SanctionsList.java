package io.gatehouse.providers.sanctions.model;

import java.util.List;

/** A whole list: its description and its entries. */
public record SanctionsList(ListInfo info, List<ListEntry> entries) {

  public SanctionsList {
    entries = List.copyOf(entries);
  }
}
