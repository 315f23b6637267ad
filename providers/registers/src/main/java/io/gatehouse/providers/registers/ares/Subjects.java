package io.gatehouse.providers.registers.ares;

import io.gatehouse.providers.registers.open.CompanyRecord;
import io.gatehouse.providers.registers.open.JsonFields;
import io.gatehouse.providers.registers.open.RegisterStatus;
import io.vertx.core.json.JsonObject;

/** An ARES {@code EkonomickySubjekt} read into the registers' common fields. */
final class Subjects {

  /** ARES's state of a subject's record in a source register. */
  private static final String ACTIVE_IN_SOURCE = "AKTIVNI";
  private static final String CEASED_IN_SOURCE = "ZANIKLY";

  private Subjects() {
  }

  static JsonObject company(JsonObject subject, boolean withRecord) {
    JsonObject sources = JsonFields.object(subject, "seznamRegistraci");
    String dic = JsonFields.text(subject, "dic");
    CompanyRecord out = new CompanyRecord(country(subject), JsonFields.text(subject, "ico"), JsonFields.text(subject, "obchodniJmeno"))
      .legalForm(JsonFields.text(subject, "pravniForma"), null)
      .status(status(subject))
      .statusCode("datumZaniku", JsonFields.text(subject, "datumZaniku"))
      .statusCode("stavZdrojeVr", JsonFields.text(sources, "stavZdrojeVr"))
      .statusCode("stavZdrojeRes", JsonFields.text(sources, "stavZdrojeRes"))
      .statusCode("stavZdrojeIr", JsonFields.text(sources, "stavZdrojeIr"))
      .statusCode("stavZdrojeDph", JsonFields.text(sources, "stavZdrojeDph"))
      .vat(dic, false);
    if (sources.containsKey("stavZdrojeDph")) out.vatRegistered(ACTIVE_IN_SOURCE.equals(sources.getString("stavZdrojeDph")));
    return out.toJson(withRecord ? subject : null);
  }

  /**
   * A date of extinction (datumZaniku), or the commercial or statistical register holding the
   * subject as ceased (ZANIKLY), is dissolved; an active record in the insolvency register
   * (stavZdrojeIr AKTIVNI) is bankrupt; an active record in either register is active.
   */
  static RegisterStatus status(JsonObject subject) {
    JsonObject sources = JsonFields.object(subject, "seznamRegistraci");
    String vr = JsonFields.text(sources, "stavZdrojeVr");
    String res = JsonFields.text(sources, "stavZdrojeRes");
    if (JsonFields.text(subject, "datumZaniku") != null || CEASED_IN_SOURCE.equals(vr)
      || CEASED_IN_SOURCE.equals(res) && !ACTIVE_IN_SOURCE.equals(vr)) {
      return RegisterStatus.DISSOLVED;
    }
    if (ACTIVE_IN_SOURCE.equals(JsonFields.text(sources, "stavZdrojeIr"))) return RegisterStatus.BANKRUPT;
    if (ACTIVE_IN_SOURCE.equals(vr) || ACTIVE_IN_SOURCE.equals(res)) return RegisterStatus.ACTIVE;
    return RegisterStatus.UNKNOWN;
  }

  private static String country(JsonObject subject) {
    String country = JsonFields.text(JsonFields.object(subject, "sidlo"), "kodStatu");
    return country == null ? "CZ" : country;
  }
}
