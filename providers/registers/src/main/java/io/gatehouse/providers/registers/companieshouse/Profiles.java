package io.gatehouse.providers.registers.companieshouse;

import io.gatehouse.providers.registers.open.CompanyRecord;
import io.gatehouse.providers.registers.open.JsonFields;
import io.gatehouse.providers.registers.open.RegisterStatus;
import io.vertx.core.json.JsonObject;

import java.util.ArrayList;
import java.util.List;

/** A Companies House company profile, or a search hit, read into the registers' common fields. */
final class Profiles {

  private Profiles() {
  }

  static JsonObject company(JsonObject profile, boolean withRecord) {
    String status = JsonFields.text(profile, "company_status");
    // a search hit names the company "title", a profile "company_name"
    String name = JsonFields.text(profile, "company_name") != null ? JsonFields.text(profile, "company_name")
      : JsonFields.text(profile, "title");
    String type = JsonFields.text(profile, "company_type") != null ? JsonFields.text(profile, "company_type")
      : JsonFields.text(profile, "type");
    return new CompanyRecord("GB", JsonFields.text(profile, "company_number"), name)
      .otherNames(previousNames(profile))
      .legalForm(type, null)
      .status(status(status))
      .statusCode("company_status", status)
      .statusCode("company_status_detail", JsonFields.text(profile, "company_status_detail"))
      .statusCode("date_of_cessation", JsonFields.text(profile, "date_of_cessation"))
      .toJson(withRecord ? profile : null);
  }

  /**
   * Companies House's company_status enumeration: active, registered and open are active;
   * dissolved, closed and converted-closed dissolved; liquidation liquidation; receivership,
   * administration, voluntary-arrangement and insolvency-proceedings (insolvency procedures)
   * bankrupt; removed struck_off.
   */
  static RegisterStatus status(String companyStatus) {
    if (companyStatus == null) return RegisterStatus.UNKNOWN;
    return switch (companyStatus) {
      case "active", "registered", "open" -> RegisterStatus.ACTIVE;
      case "dissolved", "closed", "converted-closed" -> RegisterStatus.DISSOLVED;
      case "liquidation" -> RegisterStatus.LIQUIDATION;
      case "receivership", "administration", "voluntary-arrangement", "insolvency-proceedings" -> RegisterStatus.BANKRUPT;
      case "removed" -> RegisterStatus.STRUCK_OFF;
      default -> RegisterStatus.UNKNOWN;
    };
  }

  private static List<String> previousNames(JsonObject profile) {
    List<String> names = new ArrayList<>();
    for (Object o : JsonFields.array(profile, "previous_company_names")) {
      if (o instanceof JsonObject previous) names.add(JsonFields.text(previous, "name"));
    }
    return names;
  }
}
