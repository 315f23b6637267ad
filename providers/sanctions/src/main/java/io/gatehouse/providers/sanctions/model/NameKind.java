package io.gatehouse.providers.sanctions.model;

import java.util.Locale;

/** How a list names an entry: its primary name, a (strong) alias, a weak alias or low-quality a.k.a. */
public enum NameKind {
  PRIMARY, ALIAS, WEAK_ALIAS;

  public String id() {
    return name().toLowerCase(Locale.ROOT);
  }

  public static NameKind fromId(String id) {
    for (NameKind kind : values()) if (kind.id().equals(id)) return kind;
    return ALIAS;
  }
}
