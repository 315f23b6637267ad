package io.gatehouse.providers.sanctions.parse;

import java.util.Locale;

/** The list formats the provider reads, with the list each one carries and where it is published. */
public enum ListFormat {
  EU_XML("eu-xml", "eu_fsf", "EU Financial Sanctions Files (consolidated list)",
    "https://webgate.ec.europa.eu/fsd/fsf/public/files/xmlFullSanctionsList_1_1/content"),
  OFAC_CSV("ofac-csv", "ofac_sdn", "OFAC Specially Designated Nationals (SDN) List",
    "https://sanctionslistservice.ofac.treas.gov/api/PublicationPreview/exports/sdn.csv"),
  OFAC_XML("ofac-xml", "ofac_sdn", "OFAC Specially Designated Nationals (SDN) List",
    "https://sanctionslistservice.ofac.treas.gov/api/PublicationPreview/exports/SDN.XML"),
  UN_XML("un-xml", "un_sc", "UN Security Council Consolidated List",
    "https://scsanctions.un.org/resources/xml/en/consolidated.xml"),
  UK_XML("uk-xml", "uk_fcdo", "UK Sanctions List (FCDO)",
    "https://sanctionslist.fcdo.gov.uk/docs/UK-Sanctions-List.xml");

  private final String id;
  private final String listId;
  private final String title;
  private final String officialUrl;

  ListFormat(String id, String listId, String title, String officialUrl) {
    this.id = id;
    this.listId = listId;
    this.title = title;
    this.officialUrl = officialUrl;
  }

  public String id() {
    return id;
  }

  public String listId() {
    return listId;
  }

  public String title() {
    return title;
  }

  public String officialUrl() {
    return officialUrl;
  }

  public ListParser parser() {
    return switch (this) {
      case EU_XML -> new EuFsfParser();
      case OFAC_CSV -> new OfacCsvParser();
      case OFAC_XML -> new OfacXmlParser();
      case UN_XML -> new UnParser();
      case UK_XML -> new UkXmlParser();
    };
  }

  /** The first format that carries the list {@code listId} ({@code ofac-csv} for {@code ofac_sdn}), or null. */
  public static ListFormat ofList(String listId) {
    for (ListFormat format : values()) if (format.listId.equals(listId)) return format;
    return null;
  }

  /** By id ({@code eu-xml}) or a loose spelling of it ({@code EU}, {@code ofac_csv}). */
  public static ListFormat fromId(String value) {
    String wanted = value.trim().toLowerCase(Locale.ROOT).replace('_', '-');
    for (ListFormat format : values()) if (format.id.equals(wanted)) return format;
    return switch (wanted) {
      case "eu", "eu-fsf" -> EU_XML;
      case "ofac", "sdn", "sdn-csv" -> OFAC_CSV;
      case "sdn-xml" -> OFAC_XML;
      case "un", "un-sc" -> UN_XML;
      case "uk", "uk-fcdo" -> UK_XML;
      default -> throw new IllegalArgumentException("unknown list format '" + value + "'; known: eu-xml, ofac-csv, "
        + "ofac-xml, un-xml, uk-xml");
    };
  }
}
