package io.gatehouse.providers.verify;

import io.gatehouse.api.ProviderException;
import io.vertx.core.json.JsonObject;

import java.time.LocalDate;
import java.time.Year;
import java.time.YearMonth;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * What a lead has, and the checks that apply to it.
 *
 * @param registerNumbers the register numbers the lead gives, by the register's country (kvk_number: NL,
 *                        kbo_number: BE, siren: FR, business_id: FI, ico: CZ, nip: PL; org_number and
 *                        company_number: the lead's country, org_number NO without one)
 * @param unchecked       the register numbers given that no check reads, each with the finding that says why
 */
record Lead(String companyName, String country, String vatNumber, Map<String, String> registerNumbers,
            List<GivenNumbers.Unchecked> unchecked, String lei, String email, String contactName, String contactBirthDate) {

  /** Countries vat_check takes as country_code: the member states (EL and GR for Greece) and XI. */
  private static final Set<String> VIES_COUNTRIES = Set.of("AT", "BE", "BG", "CY", "CZ", "DE", "DK", "EE", "EL", "GR",
    "ES", "FI", "FR", "HR", "HU", "IE", "IT", "LT", "LU", "LV", "MT", "NL", "PL", "PT", "RO", "SE", "SI", "SK", "XI");
  /** The ISO 3166 alpha-2 country codes a lead's country must be one of (after {@link #iso}). */
  private static final Set<String> ISO_COUNTRIES = Set.of(Locale.getISOCountries());
  /** Prefixes a VAT number may carry besides the VIES ones: countries with a register here that VIES does not cover. */
  private static final Set<String> OTHER_VAT_PREFIXES = Set.of("GB", "NO");

  static Lead fromJson(JsonObject args) {
    String country = upper(text(args, "country"));
    String iso = country == null ? null : iso(country);
    if (iso != null && !ISO_COUNTRIES.contains(iso)) {
      throw ProviderException.badArgument("country", "country " + args.getString("country").strip()
        + " is not an ISO 3166 alpha-2 country code (e.g. NL, BE, FR, GB; VIES's EL and XI are taken too)");
    }
    String vat = text(args, "vat_number");
    String[] vatParts = vatParts(vat, country);
    String vatCountry = vatParts == null ? null : vatParts[0];
    GivenNumbers numbers = GivenNumbers.read(args, iso, vatCountry,
      vatParts == null ? null : RegisterNumbers.fromVat(vatCountry, vatParts[1]));
    return new Lead(text(args, "company_name"), country, vat, numbers.byCountry(), numbers.unchecked(), text(args, "lei"),
      text(args, "email"), text(args, "contact_name"), birthDate(text(args, "contact_birth_date")));
  }

  /** A birth date (YYYY, YYYY-MM or YYYY-MM-DD) that exists and is not in the future, else a bad argument. */
  private static String birthDate(String date) {
    if (date == null) return null;
    // today where the day starts first: a date that is today anywhere is not in the future
    LocalDate today = LocalDate.now(ZoneOffset.MAX);
    boolean future;
    try {
      future = switch (date.length()) {
        case 4 -> Year.parse(date).isAfter(Year.from(today));
        case 7 -> YearMonth.parse(date).isAfter(YearMonth.from(today));
        default -> LocalDate.parse(date).isAfter(today);
      };
    } catch (DateTimeParseException impossible) {
      throw ProviderException.badArgument("contact_birth_date", "contact_birth_date " + date
        + " is no date: give YYYY, YYYY-MM or YYYY-MM-DD with a month 01-12 and a day the month has");
    }
    if (future) {
      throw ProviderException.badArgument("contact_birth_date", "contact_birth_date " + date + " is in the future");
    }
    return date;
  }

  /** What the lead's own fields say before any check: the register numbers not checked. */
  List<Finding> inputFindings() {
    return unchecked.stream().map(GivenNumbers.Unchecked::finding).toList();
  }

  /** Every check the lead's fields allow, in a stable order. */
  List<Check> checks() {
    List<Check> checks = new ArrayList<>();
    // VIES does not cover Norway: Enhetsregisteret answers for a Norwegian VAT number
    if (vatNumber != null && !"NO".equals(vatCountry())) {
      JsonObject args = new JsonObject().put("vat_number", vatNumber);
      // vat_check reads the country only where the number has no prefix of its own (AT U…, ES X…, FR keys)
      if (country != null && VIES_COUNTRIES.contains(country)) args.put("country_code", country);
      if (companyName != null) args.put("trader_name", companyName);
      checks.add(new Check("vat", Check.Kind.VAT, "vat", "check", args));
    }
    String kvk = registerNumbers.get("NL");
    if (kvk != null) {
      checks.add(new Check("kvk", Check.Kind.KVK, "kvk", "lookup", new JsonObject().put("kvkNummer", kvk)));
    }
    String kbo = registerNumber("BE");
    if (kbo != null) {
      checks.add(new Check("kbo", Check.Kind.KBO, "kbo", "lookup", new JsonObject().put("number", kbo)));
    }
    if (lei != null) checks.add(register(OpenRegisters.GLEIF, lei));
    for (OpenRegisters register : OpenRegisters.ALL) {
      String number = registerNumber(register.country());
      if (number != null) checks.add(register(register, number));
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

  private static Check register(OpenRegisters register, String number) {
    return new Check(register.provider(), Check.Kind.REGISTER, register.provider(), "lookup",
      new JsonObject().put(register.argument(), number));
  }

  /** The country's register number: the one the lead gives, else the one its VAT number carries. */
  String registerNumber(String of) {
    String given = registerNumbers.get(of);
    return given != null ? given : registerFromVat(of) ? RegisterNumbers.fromVat(of, vatNational()) : null;
  }

  /** The country's register check came from the VAT number, not from a register number the lead gave. */
  boolean registerFromVat(String of) {
    return !registerNumbers.containsKey(of) && of.equals(vatCountry()) && RegisterNumbers.fromVat(of, vatNational()) != null;
  }

  /** The KBO check came from the VAT number, not from a register number the lead gave. */
  boolean kboFromVat() {
    return registerFromVat("BE");
  }

  /** The ISO country of the lead's VAT number: its prefix, else the lead's country; null when neither says. */
  String vatCountry() {
    String[] parts = vatParts(vatNumber, country);
    return parts == null ? null : parts[0];
  }

  /** The national part of the lead's VAT number, without separators (and a Norwegian number's MVA). */
  String vatNational() {
    String[] parts = vatParts(vatNumber, country);
    return parts == null ? null : parts[1];
  }

  private static String[] vatParts(String vat, String country) {
    if (vat == null) return null;
    String plain = vat.replaceAll("[\\s.\\-/]", "").toUpperCase(Locale.ROOT);
    String prefix = plain.length() > 2 ? plain.substring(0, 2) : "";
    boolean prefixed = VIES_COUNTRIES.contains(prefix) || OTHER_VAT_PREFIXES.contains(prefix);
    String of = prefixed ? iso(prefix) : country == null ? null : iso(country);
    if (of == null) return null;
    String national = prefixed ? plain.substring(2) : plain;
    if (of.equals("NO") && national.endsWith("MVA")) national = national.substring(0, national.length() - 3);
    return new String[] {of, national};
  }

  /** VIES writes Greece EL and Northern Ireland XI; people often write the United Kingdom UK. */
  static String iso(String country) {
    return switch (country) {
      case "EL" -> "GR";
      case "XI", "UK" -> "GB";
      default -> country;
    };
  }

  private static String text(JsonObject args, String key) {
    String value = args.getString(key);
    return value == null || value.isBlank() ? null : value.strip();
  }

  private static String upper(String value) {
    return value == null ? null : value.toUpperCase(Locale.ROOT);
  }
}
