package io.gatehouse.providers.sanctions.model;

import java.util.Locale;

/** What a list entry designates. Vessels and aircraft are screened like organisations. */
public enum EntityType {
  PERSON, ORGANISATION, VESSEL, AIRCRAFT, UNKNOWN;

  public String id() {
    return name().toLowerCase(Locale.ROOT);
  }

  public static EntityType fromId(String id) {
    for (EntityType type : values()) if (type.id().equals(id)) return type;
    return UNKNOWN;
  }

  /** Whether a query for {@code wanted} may match an entry of this type. */
  public boolean compatibleWith(EntityType wanted) {
    if (wanted == UNKNOWN || this == UNKNOWN) return true;
    if (wanted == PERSON || this == PERSON) return this == wanted;
    return true;
  }
}
