package io.gatehouse.providers.registers.plvat;

import io.gatehouse.providers.registers.open.CompanyRecord;
import io.gatehouse.providers.registers.open.JsonFields;
import io.gatehouse.providers.registers.open.RegisterStatus;
import io.vertx.core.json.JsonObject;

/** A white-list {@code subject} read into the registers' common fields. */
final class Subjects {

  private static final String ACTIVE_TAXPAYER = "Czynny";
  private static final String EXEMPT_TAXPAYER = "Zwolniony";

  private Subjects() {
  }

  static JsonObject company(JsonObject subject) {
    String nip = JsonFields.text(subject, "nip");
    String statusVat = JsonFields.text(subject, "statusVat");
    return new CompanyRecord("PL", nip, JsonFields.text(subject, "name"))
      .status(status(statusVat, JsonFields.text(subject, "removalDate")))
      .statusCode("statusVat", statusVat)
      .statusCode("removalDate", JsonFields.text(subject, "removalDate"))
      .statusCode("removalBasis", JsonFields.text(subject, "removalBasis"))
      .statusCode("restorationDate", JsonFields.text(subject, "restorationDate"))
      .vat(nip == null ? null : "PL" + nip, true)
      .vatRegistered(ACTIVE_TAXPAYER.equals(statusVat))
      .put("regon", JsonFields.text(subject, "regon"))
      .put("krs", JsonFields.text(subject, "krs"))
      .toJson(subject);
  }

  /**
   * The register's statusVat: Czynny (active VAT taxpayer) and Zwolniony (exempt) are a taxpayer
   * the register holds, active; a removal from the register without restoration (Niezarejestrowany,
   * or a removal date) is struck off the VAT register, which says nothing more about the company.
   */
  static RegisterStatus status(String statusVat, String removalDate) {
    if (ACTIVE_TAXPAYER.equals(statusVat) || EXEMPT_TAXPAYER.equals(statusVat)) return RegisterStatus.ACTIVE;
    if ("Niezarejestrowany".equals(statusVat) || removalDate != null) return RegisterStatus.STRUCK_OFF;
    return RegisterStatus.UNKNOWN;
  }
}
