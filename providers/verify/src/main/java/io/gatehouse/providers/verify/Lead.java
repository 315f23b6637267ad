package io.gatehouse.providers.verify;

import io.vertx.core.json.JsonObject;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** What a lead has, and the checks that apply to it. */
record Lead(String companyName, String country, String vatNumber, String kvkNumber, String kboNumber, String email,
            String contactName, String contactBirthDate) {

  static Lead fromJson(JsonObject args) {
    return new Lead(text(args, "company_name"), upper(text(args, "country")), text(args, "vat_number"),
      text(args, "kvk_number"), text(args, "kbo_number"), text(args, "email"), text(args, "contact_name"),
      text(args, "contact_birth_date"));
  }

  /** Every check the lead's fields allow, in a stable order. */
  List<Check> checks() {
    List<Check> checks = new ArrayList<>();
    if (vatNumber != null) {
      JsonObject args = new JsonObject().put("vat_number", vatNumber);
      // the country only helps a number written without its prefix
      if (country != null && !Character.isLetter(vatNumber.charAt(0))) args.put("country_code", country);
      checks.add(new Check("vat", Check.Kind.VAT, "vat", "check", args));
    }
    if (kvkNumber != null) {
      checks.add(new Check("kvk", Check.Kind.REGISTER, "kvk", "lookup", new JsonObject().put("kvk_number", kvkNumber)));
    }
    if (kboNumber != null) {
      checks.add(new Check("kbo", Check.Kind.REGISTER, "kbo", "lookup", new JsonObject().put("number", kboNumber)));
    }
    if (companyName != null) {
      JsonObject args = new JsonObject().put("name", companyName);
      if (country != null) args.put("country", country);
      checks.add(new Check("sanctions_company", Check.Kind.SANCTIONS, "sanctions", "screen", args));
    }
    if (contactName != null) {
      JsonObject args = new JsonObject().put("name", contactName);
      if (contactBirthDate != null) args.put("birth_date", contactBirthDate);
      checks.add(new Check("sanctions_contact", Check.Kind.SANCTIONS, "sanctions", "screen", args));
    }
    if (email != null) {
      checks.add(new Check("email", Check.Kind.EMAIL, "email", "check", new JsonObject().put("email", email)));
    }
    return checks;
  }

  private static String text(JsonObject args, String key) {
    String value = args.getString(key);
    return value == null || value.isBlank() ? null : value.strip();
  }

  private static String upper(String value) {
    return value == null ? null : value.toUpperCase(Locale.ROOT);
  }
}
