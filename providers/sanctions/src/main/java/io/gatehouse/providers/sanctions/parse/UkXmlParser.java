package io.gatehouse.providers.sanctions.parse;

import io.gatehouse.providers.sanctions.model.EntityType;
import io.gatehouse.providers.sanctions.model.ListEntry;
import io.gatehouse.providers.sanctions.model.NameKind;

/**
 * The FCDO UK Sanctions List XML: {@code <Designations>} with {@code DateGenerated} (dd/MM/yyyy)
 * and one {@code <Designation>} per entry. Name1..Name5 are given names, Name6 the surname or the
 * whole name of an entity; alias strength "Weak" marks a weak alias.
 */
final class UkXmlParser extends XmlListParser {

  private String generated;

  UkXmlParser() {
    super(ListFormat.UK_XML, "Designations");
  }

  @Override
  boolean isRecord(String name) {
    return name.equals("Designation");
  }

  @Override
  boolean isHeader(String name) {
    return name.equals("DateGenerated");
  }

  @Override
  void onHeader(Node header) {
    generated = Dates.slashedToIso(header.text(), true);
  }

  @Override
  ListEntry toEntry(Node record) {
    String kind = record.text("IndividualEntityShip");
    EntityType type = kind == null ? EntityType.UNKNOWN : switch (kind.toLowerCase(java.util.Locale.ROOT)) {
      case "individual" -> EntityType.PERSON;
      case "entity" -> EntityType.ORGANISATION;
      case "ship" -> EntityType.VESSEL;
      default -> EntityType.UNKNOWN;
    };
    EntryBuilder entry = new EntryBuilder(record.text("UniqueID")).type(type).programme(record.text("RegimeName"));
    for (Node name : record.descendants("Name")) {
      StringBuilder whole = new StringBuilder();
      for (int i = 1; i <= 6; i++) {
        String part = name.text("Name" + i);
        if (part != null) whole.append(whole.length() == 0 ? "" : " ").append(part);
      }
      boolean primary = "Primary Name".equalsIgnoreCase(name.text("NameType"));
      boolean weak = "Weak".equalsIgnoreCase(name.text("AliasStrength"));
      entry.name(whole.toString(), primary ? NameKind.PRIMARY : weak ? NameKind.WEAK_ALIAS : NameKind.ALIAS);
    }
    for (Node nonLatin : record.descendants("NameNonLatinScript")) entry.name(nonLatin.text(), NameKind.ALIAS);
    for (Node dob : record.descendants("DOB")) entry.birthDate(dob.text());
    for (Node nationality : record.descendants("Nationality")) entry.country(nationality.text());
    for (Node country : record.descendants("AddressCountry")) entry.country(country.text());
    for (Node country : record.descendants("CountryOfBirth")) entry.country(country.text());
    return entry.build();
  }

  @Override
  String version() {
    return generated;
  }

  @Override
  String published() {
    return generated;
  }
}
