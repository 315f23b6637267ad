package io.gatehouse.providers.registers.kbo.data;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Everything a store holds on one enterprise or establishment: rows per kind in the Cookbook's
 * column order, empty fields as null.
 */
public record EntityRecord(long key, Map<Kind, List<String[]>> rows) {

  public EntityRecord {
    rows = new EnumMap<>(rows);
  }

  public List<String[]> of(Kind kind) {
    return rows.getOrDefault(kind, List.of());
  }

  /** The enterprise or establishment row itself; null when the number is unknown. */
  public String[] main(Kind kind) {
    List<String[]> list = of(kind);
    return list.isEmpty() ? null : list.get(0);
  }
}
