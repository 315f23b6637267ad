package io.gatehouse.providers.sanctions.parse;

import io.gatehouse.providers.sanctions.model.EntityType;
import io.gatehouse.providers.sanctions.model.ListEntry;
import io.gatehouse.providers.sanctions.model.NameKind;

/**
 * The EU Financial Sanctions Files XML ({@code xmlFullSanctionsList_1_1}): {@code <export>} with
 * one {@code <sanctionEntity>} per designation; names in {@code <nameAlias>}, the first one the
 * primary name; {@code strong="false"} marks a weak alias.
 */
final class EuFsfParser extends XmlListParser {

  private String fileId;
  private String generated;

  EuFsfParser() {
    super(ListFormat.EU_XML, "export");
  }

  @Override
  boolean isRecord(String name) {
    return name.equals("sanctionEntity");
  }

  @Override
  void onRoot(Node root) {
    fileId = root.attr("globalFileId");
    generated = root.attr("generationDate");
  }

  @Override
  ListEntry toEntry(Node record) {
    String id = record.attr("euReferenceNumber") != null ? record.attr("euReferenceNumber") : record.attr("logicalId");
    EntryBuilder entry = new EntryBuilder(id);
    Node subject = record.child("subjectType");
    String code = subject == null ? null : subject.attr("code");
    entry.type("person".equals(code) ? EntityType.PERSON
      : "enterprise".equals(code) ? EntityType.ORGANISATION : EntityType.UNKNOWN);
    for (Node regulation : record.all("regulation")) entry.programme(regulation.attr("programme"));
    boolean first = true;
    for (Node alias : record.all("nameAlias")) {
      String whole = alias.attr("wholeName");
      if (whole == null) whole = join(alias.attr("firstName"), alias.attr("middleName"), alias.attr("lastName"));
      NameKind kind = first ? NameKind.PRIMARY : "false".equals(alias.attr("strong")) ? NameKind.WEAK_ALIAS : NameKind.ALIAS;
      if (whole != null) {
        entry.name(whole, kind);
        first = false;
      }
    }
    for (Node birth : record.all("birthdate")) {
      entry.birthDate(birth.attr("birthdate") != null ? birth.attr("birthdate") : birth.attr("year"));
      entry.country(birth.attr("countryIso2Code"));
    }
    for (Node citizenship : record.all("citizenship")) entry.country(citizenship.attr("countryIso2Code"));
    for (Node address : record.all("address")) entry.country(address.attr("countryIso2Code"));
    return entry.build();
  }

  @Override
  String version() {
    return fileId;
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
