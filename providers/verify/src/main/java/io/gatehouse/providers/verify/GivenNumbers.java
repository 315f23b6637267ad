package io.gatehouse.providers.verify;

import io.gatehouse.api.ProviderException;
import io.vertx.core.json.JsonObject;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The register numbers a lead gives, by the register's country, and a finding for every number that is
 * not checked: one for a country without a register here, or a second, different number for a register
 * (kept first: the register's own field, then org_number, then company_number).
 *
 * @param byCountry the number each register is asked for
 * @param unchecked the fields whose number is not checked, each with the finding that says why
 */
record GivenNumbers(Map<String, String> byCountry, List<Unchecked> unchecked) {

  /** A field whose number is not checked, and the finding that says so. */
  record Unchecked(String field, Finding finding) {
  }

  /** The fields naming one country's register number, in the order they are read. */
  private static final List<Map.Entry<String, String>> OWN_FIELDS = List.of(Map.entry("kvk_number", "NL"),
    Map.entry("kbo_number", "BE"), Map.entry("siren", "FR"), Map.entry("business_id", "FI"), Map.entry("ico", "CZ"),
    Map.entry("nip", "PL"));
  /** Every field that holds a register number. */
  static final List<String> FIELDS = List.of("kvk_number", "kbo_number", "siren", "business_id", "ico", "nip",
    "org_number", "company_number");
  /** The countries whose register verify_lead asks. */
  private static final Set<String> REGISTERED = Set.of("NL", "BE", "FR", "GB", "NO", "FI", "CZ", "PL");
  /** The finding's check: what the lead's own fields say, before any check. */
  static final String LEAD = "lead";

  /**
   * @param country    the lead's ISO country, or null
   * @param vatCountry the ISO country of the lead's VAT number, or null
   * @param carried    the register number the lead's VAT number carries, or null
   */
  static GivenNumbers read(JsonObject args, String country, String vatCountry, String carried) {
    Map<String, String> numbers = new LinkedHashMap<>();
    Map<String, String> fields = new LinkedHashMap<>();
    List<Unchecked> unchecked = new ArrayList<>();
    for (Map.Entry<String, String> own : OWN_FIELDS) {
      add(own.getKey(), text(args, own.getKey()), own.getValue(), numbers, fields, unchecked);
    }
    // Norway's organisasjonsnummer; Swedish and Danish leads say org number too: theirs is their country's number
    add("org_number", text(args, "org_number"), country == null ? "NO" : country, numbers, fields, unchecked);
    String companyNumber = text(args, "company_number");
    if (companyNumber != null) {
      String of = country != null ? country : vatCountry;
      if (of == null) {
        throw ProviderException.badArgument("company_number", "give country with company_number: the country picks the register");
      }
      add("company_number", companyNumber, of, numbers, fields, unchecked);
    }
    fields.forEach((of, field) -> {
      // a country without a register here: its number is only compared with a VAT number that carries it
      boolean compared = of.equals(vatCountry) && carried != null;
      if (REGISTERED.contains(of) || compared) return;
      String why = RegisterNumbers.carriedByVat(of)
        ? "there is no register for " + of + " here, and no " + of + " VAT number carrying it to compare it with"
        : "there is no register for " + of + " here";
      // org_number is Norway's unless the lead names another country
      String read = field.equals("org_number") ? " (with country " + of + ", org_number is " + of
        + "'s number; a Norwegian organisasjonsnummer needs country NO)" : "";
      unchecked.add(new Unchecked(field, Finding.of("lead.number_unchecked", LEAD,
        field + " " + numbers.get(of) + " was not checked: " + why + read)));
    });
    return new GivenNumbers(Map.copyOf(numbers), List.copyOf(unchecked));
  }

  private static void add(String field, String number, String of, Map<String, String> numbers, Map<String, String> fields,
                          List<Unchecked> unchecked) {
    if (number == null) return;
    String kept = numbers.putIfAbsent(of, number);
    if (kept == null) {
      fields.put(of, field);
    } else if (!RegisterNumbers.same(kept, number)) {
      unchecked.add(new Unchecked(field, Finding.of("lead.numbers_conflict", LEAD, fields.get(of) + " " + kept + " and "
        + field + " " + number + " are two different " + RegisterNumbers.label(of) + "s for one " + of + " company; "
        + kept + " counts, " + number + " was not checked")));
    }
  }

  private static String text(JsonObject args, String key) {
    String value = args.getString(key);
    if (value != null && value.isBlank()) {
      throw ProviderException.badArgument(key, key + " is blank: give the number or leave the field out");
    }
    return value == null ? null : value.strip();
  }
}
