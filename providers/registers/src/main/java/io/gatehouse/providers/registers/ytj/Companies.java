package io.gatehouse.providers.registers.ytj;

import io.gatehouse.providers.registers.open.CompanyRecord;
import io.gatehouse.providers.registers.open.JsonFields;
import io.gatehouse.providers.registers.open.RegisterStatus;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.ArrayList;
import java.util.List;

/** A YTJ v3 {@code company} read into the registers' common fields. */
final class Companies {

  /** PRH's code for a name of type "toiminimi", the registered name (name types are code list TLAJI). */
  private static final String REGISTERED_NAME = "1";
  /** Register code (REK) of the VAT register among registeredEntries. */
  private static final String VAT_REGISTER = "6";
  /** Language code of English descriptions. */
  private static final String ENGLISH = "3";

  private Companies() {
  }

  static JsonObject company(JsonObject company, boolean withRecord) {
    String businessId = JsonFields.text(JsonFields.object(company, "businessId"), "value");
    List<String> situations = openSituations(company);
    String tradeRegister = JsonFields.text(company, "tradeRegisterStatus");
    JsonObject form = current(JsonFields.array(company, "companyForms"));
    CompanyRecord out = new CompanyRecord("FI", businessId, registeredName(company))
      .otherNames(otherNames(company))
      .legalForm(JsonFields.text(form, "type"), english(JsonFields.array(form, "descriptions")))
      .status(status(JsonFields.text(company, "endDate"), situations, tradeRegister))
      .statusCode("endDate", JsonFields.text(company, "endDate"))
      .statusCode("companySituations", situations.isEmpty() ? null : new JsonArray(situations))
      .statusCode("tradeRegisterStatus", tradeRegister)
      .statusCode("status", JsonFields.text(company, "status"))
      .vatRegistered(inVatRegister(company));
    // the Finnish VAT number is FI and the business ID's eight digits
    if (businessId != null) out.vat("FI" + businessId.replace("-", ""), true);
    return out.toJson(withRecord ? company : null);
  }

  /**
   * An end date is a company that has ceased; an open bankruptcy (KONK) or liquidation (SELTILA)
   * comes next; then the trade register status (code list REK_KDI): 2 removed from the register,
   * 4 ceased; 0, 1 and 3 (not in the trade register, registered, start-up not yet registered) leave
   * the company active. Restructuring (SANE) is recorded among the codes, not judged.
   */
  static RegisterStatus status(String endDate, List<String> situations, String tradeRegisterStatus) {
    if (endDate != null) return RegisterStatus.DISSOLVED;
    if (situations.contains("KONK")) return RegisterStatus.BANKRUPT;
    if (situations.contains("SELTILA")) return RegisterStatus.LIQUIDATION;
    if (tradeRegisterStatus == null) return RegisterStatus.UNKNOWN;
    return switch (tradeRegisterStatus) {
      case "0", "1", "3" -> RegisterStatus.ACTIVE;
      case "2" -> RegisterStatus.STRUCK_OFF;
      case "4" -> RegisterStatus.DISSOLVED;
      default -> RegisterStatus.UNKNOWN;
    };
  }

  private static List<String> openSituations(JsonObject company) {
    List<String> types = new ArrayList<>();
    for (Object o : JsonFields.array(company, "companySituations")) {
      if (o instanceof JsonObject situation && JsonFields.text(situation, "endDate") == null
        && JsonFields.text(situation, "type") != null) {
        types.add(situation.getString("type"));
      }
    }
    return types;
  }

  private static String registeredName(JsonObject company) {
    for (Object o : JsonFields.array(company, "names")) {
      if (o instanceof JsonObject name && REGISTERED_NAME.equals(JsonFields.text(name, "type"))
        && JsonFields.text(name, "endDate") == null) {
        return JsonFields.text(name, "name");
      }
    }
    return null;
  }

  /** Parallel and auxiliary names, and former names (those with an end date). */
  private static List<String> otherNames(JsonObject company) {
    List<String> names = new ArrayList<>();
    for (Object o : JsonFields.array(company, "names")) {
      if (o instanceof JsonObject name) names.add(JsonFields.text(name, "name"));
    }
    return names;
  }

  private static Boolean inVatRegister(JsonObject company) {
    JsonArray entries = JsonFields.array(company, "registeredEntries");
    if (entries.isEmpty()) return null;
    for (Object o : entries) {
      if (o instanceof JsonObject entry && VAT_REGISTER.equals(JsonFields.text(entry, "register"))
        && JsonFields.text(entry, "endDate") == null) {
        return true;
      }
    }
    return false;
  }

  private static JsonObject current(JsonArray versions) {
    for (Object o : versions) {
      if (o instanceof JsonObject version && JsonFields.text(version, "endDate") == null) return version;
    }
    return new JsonObject();
  }

  private static String english(JsonArray descriptions) {
    String any = null;
    for (Object o : descriptions) {
      if (!(o instanceof JsonObject description)) continue;
      if (ENGLISH.equals(JsonFields.text(description, "languageCode"))) return JsonFields.text(description, "description");
      if (any == null) any = JsonFields.text(description, "description");
    }
    return any;
  }
}
