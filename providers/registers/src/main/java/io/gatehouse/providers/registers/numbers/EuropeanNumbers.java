package io.gatehouse.providers.registers.numbers;

import io.gatehouse.api.ProviderException;

import java.math.BigInteger;
import java.util.Locale;

/**
 * Register numbers of the open European registers, checked before the register is asked so a
 * mistyped number costs no call: each check is the register's published check-digit rule.
 */
public final class EuropeanNumbers {

  private static final BigInteger NINETY_SEVEN = BigInteger.valueOf(97);

  private EuropeanNumbers() {
  }

  /** An LEI (ISO 17442): 18 letters or digits and two check digits, ISO 7064 MOD 97-10. */
  public static String lei(String field, String raw) {
    String lei = raw == null ? "" : raw.replaceAll("\\s", "").toUpperCase(Locale.ROOT);
    if (!lei.matches("[A-Z0-9]{18}[0-9]{2}")) {
      throw ProviderException.badArgument(field, field + " must be 20 characters, 18 letters or digits and 2 check digits");
    }
    StringBuilder digits = new StringBuilder();
    for (char c : lei.toCharArray()) digits.append(Character.digit(c, 36));
    if (new BigInteger(digits.toString()).mod(NINETY_SEVEN).intValue() != 1) {
      throw ProviderException.badArgument(field, field + " " + lei + " fails its check digits (ISO 7064 MOD 97-10)");
    }
    return lei;
  }

  /** A Norwegian organisasjonsnummer: 9 digits, the last a mod-11 check with weights 3 2 7 6 5 4 3 2. */
  public static String norwegianOrgNumber(String field, String raw) {
    String n = Digits.strip(field, raw == null ? null : raw.strip().replaceFirst("(?i)\\s*MVA$", ""), "NO");
    requireLength(field, n, 9);
    int check = mod11(n, new int[] {3, 2, 7, 6, 5, 4, 3, 2});
    if (check == 10 || check != n.charAt(8) - '0') throw failedCheck(field, n);
    return n;
  }

  /** A French SIREN: 9 digits passing the Luhn check (taken from a SIRET's first 9 digits or a VAT number's last 9). */
  public static String siren(String field, String raw) {
    String n = Digits.strip(field, raw, "FR");
    if (n.length() == 14) n = n.substring(0, 9);
    if (n.length() == 11) n = n.substring(2);  // a VAT number: key and SIREN
    requireLength(field, n, 9);
    int sum = 0;
    for (int i = 0; i < 9; i++) {
      int d = n.charAt(8 - i) - '0';
      if (i % 2 == 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
      sum += d;
    }
    if (sum % 10 != 0) throw failedCheck(field, n);
    return n;
  }

  /** The French VAT number of a SIREN: FR, a two-digit key (12 + 3 × (SIREN mod 97)) mod 97, the SIREN. */
  public static String frenchVat(String siren) {
    int key = (12 + 3 * (Integer.parseInt(siren) % 97)) % 97;
    return String.format(Locale.ROOT, "FR%02d%s", key, siren);
  }

  /** A Finnish Y-tunnus as {@code 1234567-8}: 7 digits and a mod-11 check with weights 7 9 10 5 8 4 2. */
  public static String finnishBusinessId(String field, String raw) {
    String n = Digits.strip(field, raw, "FI");
    if (n.length() == 7) n = "0" + n;
    requireLength(field, n, 8);
    int r = weighted(n, new int[] {7, 9, 10, 5, 8, 4, 2}) % 11;
    int check = r == 0 ? 0 : 11 - r;
    if (r == 1 || check != n.charAt(7) - '0') throw failedCheck(field, n);
    return n.substring(0, 7) + "-" + n.charAt(7);
  }

  /** A Czech IČO: 8 digits (shorter ones zero-padded), the last (11 − weighted sum mod 11) mod 10, weights 8..2. */
  public static String czechIco(String field, String raw) {
    String n = Digits.strip(field, raw, "CZ");
    if (n.length() > 8) throw ProviderException.badArgument(field, field + " must have at most 8 digits, got " + n.length());
    n = "0".repeat(8 - n.length()) + n;
    int check = (11 - weighted(n, new int[] {8, 7, 6, 5, 4, 3, 2}) % 11) % 10;
    if (check != n.charAt(7) - '0') throw failedCheck(field, n);
    return n;
  }

  /** A Polish NIP: 10 digits, the last the weighted sum (6 5 7 2 3 4 5 6 7) mod 11, never 10. */
  public static String polishNip(String field, String raw) {
    String n = Digits.strip(field, raw, "PL");
    requireLength(field, n, 10);
    int check = weighted(n, new int[] {6, 5, 7, 2, 3, 4, 5, 6, 7}) % 11;
    if (check == 10 || check != n.charAt(9) - '0') throw failedCheck(field, n);
    return n;
  }

  /**
   * A UK company number: 8 characters, 8 digits (shorter ones zero-padded) or a two-letter prefix
   * (SC, NI, OC, SO, NC, R0...) and 6 digits. Companies House publishes no check digit.
   */
  public static String ukCompanyNumber(String field, String raw) {
    String n = raw == null ? "" : raw.replaceAll("[\\s.-]", "").toUpperCase(Locale.ROOT);
    if (n.matches("[0-9]{1,8}")) return "0".repeat(8 - n.length()) + n;
    if (n.matches("[A-Z]{2}[0-9]{6}") || n.matches("[A-Z][0-9]{7}")) return n;
    throw ProviderException.badArgument(field, field + " must be 8 digits, or 2 letters and 6 digits, got '" + raw + "'");
  }

  /** 11 minus the weighted sum mod 11, 11 read as 0. */
  private static int mod11(String n, int[] weights) {
    int check = 11 - weighted(n, weights) % 11;
    return check == 11 ? 0 : check;
  }

  private static int weighted(String n, int[] weights) {
    int sum = 0;
    for (int i = 0; i < weights.length; i++) sum += (n.charAt(i) - '0') * weights[i];
    return sum;
  }

  private static void requireLength(String field, String n, int length) {
    if (n.length() != length) {
      throw ProviderException.badArgument(field, field + " must have " + length + " digits, got " + n.length());
    }
  }

  private static ProviderException failedCheck(String field, String n) {
    return ProviderException.badArgument(field, field + " " + n + " fails its check digit");
  }
}
