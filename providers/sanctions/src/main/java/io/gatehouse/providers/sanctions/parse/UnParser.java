package io.gatehouse.providers.sanctions.parse;

import io.gatehouse.providers.sanctions.model.EntityType;
import io.gatehouse.providers.sanctions.model.ListEntry;
import io.gatehouse.providers.sanctions.model.NameKind;

/**
 * The UN Security Council consolidated list XML: {@code <CONSOLIDATED_LIST dateGenerated>} with
 * {@code INDIVIDUALS/INDIVIDUAL} and {@code ENTITIES/ENTITY}. Alias quality "Low" is a weak alias.
 */
final class UnParser extends XmlListParser {

  private String generated;

  UnParser() {
    super(ListFormat.UN_XML, "CONSOLIDATED_LIST");
  }

  @Override
  boolean isRecord(String name) {
    return name.equals("INDIVIDUAL") || name.equals("ENTITY");
  }

  @Override
  void onRoot(Node root) {
    generated = root.attr("dateGenerated");
  }

  @Override
  ListEntry toEntry(Node record) {
    boolean person = record.name.equals("INDIVIDUAL");
    String id = record.text("REFERENCE_NUMBER") != null ? record.text("REFERENCE_NUMBER") : record.text("DATAID");
    EntryBuilder entry = new EntryBuilder(id).type(person ? EntityType.PERSON : EntityType.ORGANISATION)
      .programme(record.text("UN_LIST_TYPE"));
    String primary = join(record.text("FIRST_NAME"), record.text("SECOND_NAME"), record.text("THIRD_NAME"),
      record.text("FOURTH_NAME"));
    entry.name(primary, NameKind.PRIMARY);
    if (!person && primary != null && primary.contains(";")) {
      // entities are sometimes listed as "NAME (ABBR) ; OTHER NAME (ABBR)"
      for (String part : primary.split(";")) entry.name(part, NameKind.ALIAS);
    }
    entry.name(record.text("NAME_ORIGINAL_SCRIPT"), NameKind.ALIAS);
    for (Node alias : record.all(person ? "INDIVIDUAL_ALIAS" : "ENTITY_ALIAS")) {
      boolean low = "Low".equalsIgnoreCase(alias.text("QUALITY"));
      entry.name(alias.text("ALIAS_NAME"), low ? NameKind.WEAK_ALIAS : NameKind.ALIAS);
    }
    Node nationality = record.child("NATIONALITY");
    if (nationality != null) nationality.all("VALUE").forEach(v -> entry.country(v.text()));
    for (Node address : record.all(person ? "INDIVIDUAL_ADDRESS" : "ENTITY_ADDRESS")) entry.country(address.text("COUNTRY"));
    for (Node birth : record.all("INDIVIDUAL_DATE_OF_BIRTH")) {
      if (birth.text("DATE") != null) entry.birthDate(birth.text("DATE"));
      else if (birth.text("YEAR") != null) entry.birthDate(birth.text("YEAR"));
      else if (birth.text("FROM_YEAR") != null) entry.birthDate(birth.text("FROM_YEAR") + " to " + birth.text("TO_YEAR"));
    }
    for (Node place : record.all("INDIVIDUAL_PLACE_OF_BIRTH")) entry.country(place.text("COUNTRY"));
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

  private static String join(String... parts) {
    StringBuilder out = new StringBuilder();
    for (String part : parts) if (part != null) out.append(out.length() == 0 ? "" : " ").append(part);
    return out.length() == 0 ? null : out.toString();
  }
}
