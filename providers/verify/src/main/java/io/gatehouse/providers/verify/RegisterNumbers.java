package io.gatehouse.providers.verify;

import java.util.Locale;
import java.util.Set;

/**
 * Where a country's VAT number contains its register number: Belgium (BE + KBO enterprise number),
 * France (FR + two-character key + SIREN), Finland (FI + the Y-tunnus digits), Czechia (CZ + IČO, for
 * legal persons: eight digits), Poland (PL + NIP), Norway (NO + organisasjonsnummer + MVA) and Denmark
 * (DK + CVR). The Netherlands (the RSIN) is compared where KvK gives it; UK VAT numbers are not
 * register numbers.
 */
final class RegisterNumbers {

  private RegisterNumbers() {
  }

  /** The register number a VAT number's national part carries, as the register writes it; null where none. */
  static String fromVat(String country, String national) {
    if (country == null || national == null) return null;
    return switch (country) {
      case "BE" -> national.matches("\\d{9,10}") ? (national.length() == 9 ? "0" + national : national) : null;
      case "FR" -> national.matches("[0-9A-Z]{2}\\d{9}") ? national.substring(2) : null;
      case "FI" -> national.matches("\\d{8}") ? national.substring(0, 7) + "-" + national.substring(7) : null;
      case "CZ" -> national.matches("\\d{8}") ? national : null;
      case "PL" -> national.matches("\\d{10}") ? national : null;
      case "NO" -> national.matches("\\d{9}") ? national : null;
      case "DK" -> national.matches("\\d{8}") ? national : null;
      default -> null;
    };
  }

  /** The country's VAT numbers carry its register number (where the number is well formed). */
  static boolean carriedByVat(String country) {
    return Set.of("BE", "FR", "FI", "CZ", "PL", "NO", "DK").contains(country);
  }

  /** Two ways of writing one number: separators, case and leading zeros aside (UK 1234567 is 01234567). */
  static boolean same(String a, String b) {
    return a != null && b != null && plain(a).equals(plain(b));
  }

  private static String plain(String number) {
    String compact = number.replaceAll("[^\\p{Alnum}]", "").toUpperCase(Locale.ROOT);
    String stripped = compact.replaceFirst("^0+", "");
    return stripped.isEmpty() ? "0" : stripped;
  }

  /** The name of a country's register number, for messages. */
  static String label(String country) {
    return switch (country) {
      case "BE" -> "KBO enterprise number";
      case "FR" -> "SIREN";
      case "FI" -> "Y-tunnus";
      case "CZ" -> "IČO";
      case "PL" -> "NIP";
      case "NO" -> "organisasjonsnummer";
      case "DK" -> "CVR number";
      case "GB" -> "company number";
      case "NL" -> "KvK number";
      default -> "register number";
    };
  }
}
