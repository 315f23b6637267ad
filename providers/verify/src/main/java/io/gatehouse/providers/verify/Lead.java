package io.gatehouse.providers.verify;

import io.vertx.core.json.JsonObject;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** What a lead has, and the checks that apply to it. */
record Lead(String companyName, String country, String vatNumber, String kvkNumber, String kboNumber, String email,
            String contactName, String contactBirthDate) {

  /** Countries vat_check takes as country_code: the member states (EL and GR for Greece) and XI. */
  private static final Set<String> VIES_COUNTRIES = Set.of("AT", "BE", "BG", "CY", "CZ", "DE", "DK", "EE", "EL", "GR",
    "ES", "FI", "FR", "HR", "HU", "IE", "IT", "LT", "LU", "LV", "MT", "NL", "PL", "PT", "RO", "SE", "SI", "SK", "XI");

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
      // vat_check reads the country only where the number has no prefix of its own (AT U…, ES X…, FR keys)
      if (country != null && VIES_COUNTRIES.contains(country)) args.put("country_code", country);
      if (companyName != null) args.put("trader_name", companyName);
      checks.add(new Check("vat", Check.Kind.VAT, "vat", "check", args));
    }
    if (kvkNumber != null) {
      checks.add(new Check("kvk", Check.Kind.KVK, "kvk", "lookup", new JsonObject().put("kvkNummer", kvkNumber)));
    }
    String kbo = kboNumber != null ? kboNumber : belgianVatNumber();
    if (kbo != null) {
      checks.add(new Check("kbo", Check.Kind.KBO, "kbo", "lookup", new JsonObject().put("number", kbo)));
    }
    if (companyName != null) {
      JsonObject args = new JsonObject().put("name", companyName).put("type", "organisation");
      if (country != null) args.put("country", country);
      checks.add(new Check("sanctions_company", Check.Kind.SANCTIONS, "sanctions", "screen", args));
    }
    if (contactName != null) {
      JsonObject args = new JsonObject().put("name", contactName).put("type", "person");
      if (contactBirthDate != null) args.put("birth_date", contactBirthDate);
      checks.add(new Check("sanctions_contact", Check.Kind.SANCTIONS, "sanctions", "screen", args));
    }
    if (email != null) {
      checks.add(new Check("email", Check.Kind.EMAIL, "email", "check", new JsonObject().put("email", email)));
    }
    return checks;
  }

  /** The KBO check came from the VAT number, not from a register number the lead gave. */
  boolean kboFromVat() {
    return kboNumber == null && belgianVatNumber() != null;
  }

  /** A Belgian VAT number is the KBO enterprise number: BE and ten digits (nine in the old form). */
  private String belgianVatNumber() {
    if (vatNumber == null) return null;
    String plain = vatNumber.replaceAll("[\\s.\\-]", "").toUpperCase(Locale.ROOT);
    boolean prefixed = plain.startsWith("BE");
    String digits = prefixed ? plain.substring(2) : plain;
    boolean belgian = prefixed || "BE".equals(country) && !digits.isEmpty() && Character.isDigit(digits.charAt(0));
    if (!belgian || !digits.matches("\\d{9,10}")) return null;
    return digits.length() == 9 ? "0" + digits : digits;
  }

  private static String text(JsonObject args, String key) {
    String value = args.getString(key);
    return value == null || value.isBlank() ? null : value.strip();
  }

  private static String upper(String value) {
    return value == null ? null : value.toUpperCase(Locale.ROOT);
  }
}
