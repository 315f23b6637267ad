package io.gatehouse.providers.registers.numbers;

import io.gatehouse.api.ProviderException;

/**
 * Dutch register numbers, checked before KvK is asked so a mistyped number costs no upstream call:
 * the KvK number (8 digits, no check digit), the RSIN (9 digits, 11-test) and the establishment
 * number (vestigingsnummer, 12 digits).
 */
public final class DutchNumbers {

  private DutchNumbers() {
  }

  public static String kvkNumber(String field, String raw) {
    String digits = Digits.strip(field, raw, null);
    if (digits.length() != 8) {
      throw ProviderException.badArgument(field, field + " must be 8 digits, got " + digits.length());
    }
    return digits;
  }

  public static String vestigingsnummer(String field, String raw) {
    String digits = Digits.strip(field, raw, null);
    if (digits.length() != 12) {
      throw ProviderException.badArgument(field, field + " must be 12 digits, got " + digits.length());
    }
    return digits;
  }

  public static String rsin(String field, String raw) {
    String digits = Digits.strip(field, raw, null);
    if (digits.length() != 9) {
      throw ProviderException.badArgument(field, field + " must be 9 digits, got " + digits.length());
    }
    if (!elevenTest(digits)) {
      throw ProviderException.badArgument(field, field + " " + digits + " fails the 11-test");
    }
    return digits;
  }

  /** Weights 9..2 on the first eight digits, -1 on the last; the sum must be a multiple of 11. */
  static boolean elevenTest(String nineDigits) {
    int sum = 0;
    for (int i = 0; i < 8; i++) sum += (9 - i) * (nineDigits.charAt(i) - '0');
    sum -= nineDigits.charAt(8) - '0';
    return sum % 11 == 0;
  }
}
