package io.gatehouse.providers.registers.kbo.data;

import java.util.List;

/**
 * The KBO Open Data files the provider keeps, with their columns as the Cookbook names them, and the
 * column each is looked up by. The {@code _BY_ENTERPRISE} kinds are the same rows keyed by their
 * enterprise, so an enterprise's establishments and branches are one lookup away.
 */
public enum Kind {
  ENTERPRISE("enterprise", 0, "EnterpriseNumber", "Status", "JuridicalSituation", "TypeOfEnterprise", "JuridicalForm",
    "JuridicalFormCAC", "StartDate"),
  ESTABLISHMENT("establishment", 0, "EstablishmentNumber", "StartDate", "EnterpriseNumber"),
  DENOMINATION("denomination", 0, "EntityNumber", "Language", "TypeOfDenomination", "Denomination"),
  ADDRESS("address", 0, "EntityNumber", "TypeOfAddress", "CountryNL", "CountryFR", "Zipcode", "MunicipalityNL",
    "MunicipalityFR", "StreetNL", "StreetFR", "HouseNumber", "Box", "ExtraAddressInfo", "DateStrikingOff"),
  CONTACT("contact", 0, "EntityNumber", "EntityContact", "ContactType", "Value"),
  ACTIVITY("activity", 0, "EntityNumber", "ActivityGroup", "NaceVersion", "NaceCode", "Classification"),
  BRANCH("branch", 0, "Id", "StartDate", "EnterpriseNumber"),
  ESTABLISHMENT_BY_ENTERPRISE(ESTABLISHMENT, 2),
  BRANCH_BY_ENTERPRISE(BRANCH, 2);

  /** The kinds read from files, in the order they are loaded. */
  public static final List<Kind> FILES = List.of(ENTERPRISE, ESTABLISHMENT, DENOMINATION, ADDRESS, CONTACT, ACTIVITY, BRANCH);

  private final String file;
  private final int keyColumn;
  private final List<String> columns;

  Kind(String file, int keyColumn, String... columns) {
    this.file = file;
    this.keyColumn = keyColumn;
    this.columns = List.of(columns);
  }

  Kind(Kind source, int keyColumn) {
    this.file = null;
    this.keyColumn = keyColumn;
    this.columns = source.columns;
  }

  /** The file's base name in an extract (enterprise for enterprise.csv), or null for a derived kind. */
  public String file() {
    return file;
  }

  public String storageName() {
    return name().toLowerCase(java.util.Locale.ROOT);
  }

  public List<Kind> derived() {
    return this == ESTABLISHMENT ? List.of(ESTABLISHMENT_BY_ENTERPRISE)
      : this == BRANCH ? List.of(BRANCH_BY_ENTERPRISE) : List.of();
  }

  public int keyColumn() {
    return keyColumn;
  }

  public List<String> columns() {
    return columns;
  }

  public int column(String name) {
    int index = columns.indexOf(name);
    if (index < 0) throw new IllegalArgumentException(name + " is no column of " + this);
    return index;
  }
}
