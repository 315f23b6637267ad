package io.gatehouse.providers.sanctions.parse;

import io.gatehouse.providers.sanctions.model.EntityType;
import io.gatehouse.providers.sanctions.model.ListEntry;
import io.gatehouse.providers.sanctions.model.NameKind;

import java.util.Locale;

/**
 * OFAC's SDN XML ({@code SDN.XML}): {@code <sdnList>} with {@code publshInformation/Publish_Date}
 * (MM/dd/yyyy) and one {@code <sdnEntry>} per designation. Names are lastName plus firstName;
 * aliases carry category strong or weak.
 */
final class OfacXmlParser extends XmlListParser {

  private String published;

  OfacXmlParser() {
    super(ListFormat.OFAC_XML, "sdnList");
  }

  @Override
  boolean isRecord(String name) {
    return name.equals("sdnEntry");
  }

  @Override
  boolean isHeader(String name) {
    return name.equals("publshInformation");
  }

  @Override
  void onHeader(Node header) {
    published = Dates.slashedToIso(header.text("Publish_Date"), false);
  }

  @Override
  ListEntry toEntry(Node record) {
    String sdnType = record.text("sdnType");
    EntityType type = sdnType == null ? EntityType.ORGANISATION : switch (sdnType.toLowerCase(Locale.ROOT)) {
      case "individual" -> EntityType.PERSON;
      case "vessel" -> EntityType.VESSEL;
      case "aircraft" -> EntityType.AIRCRAFT;
      default -> EntityType.ORGANISATION;
    };
    EntryBuilder entry = new EntryBuilder(record.text("uid")).type(type);
    entry.name(name(record), NameKind.PRIMARY);
    record.descendants("program").forEach(p -> entry.programme(p.text()));
    for (Node aka : record.descendants("aka")) {
      boolean weak = "weak".equalsIgnoreCase(aka.text("category"));
      entry.name(name(aka), weak ? NameKind.WEAK_ALIAS : NameKind.ALIAS);
    }
    record.descendants("dateOfBirth").forEach(d -> entry.birthDate(d.text()));
    for (Node address : record.descendants("address")) entry.country(address.text("country"));
    for (Node nationality : record.descendants("nationality")) entry.country(nationality.text("country"));
    for (Node citizenship : record.descendants("citizenship")) entry.country(citizenship.text("country"));
    for (Node place : record.descendants("placeOfBirth")) entry.country(OfacRemarks.lastPart(place.text()));
    return entry.build();
  }

  @Override
  String version() {
    return published;
  }

  @Override
  String published() {
    return published;
  }

  private static String name(Node node) {
    String last = node.text("lastName");
    String first = node.text("firstName");
    if (last == null) return first;
    return first == null ? last : last + ", " + first;
  }
}
