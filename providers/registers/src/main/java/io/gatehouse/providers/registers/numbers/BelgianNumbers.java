package io.gatehouse.providers.registers.numbers;

import io.gatehouse.api.ProviderException;

/**
 * Belgian KBO/BCE numbers: enterprise numbers (10 digits, first 0 or 1) and establishment unit
 * numbers (10 digits, first 2 to 8). Both end in a mod-97 check: 97 - (first eight mod 97).
 */
public final class BelgianNumbers {

  public enum Kind { ENTERPRISE, ESTABLISHMENT }

  /** A checked number: the kind, the ten digits and the numeric key the stores use. */
  public record Number(Kind kind, String digits) {

    public long key() {
      return Long.parseLong(digits);
    }

    /** As KBO writes it: 0200.065.765 or 2.000.000.339. */
    public String formatted() {
      return format(digits);
    }
  }

  private BelgianNumbers() {
  }

  public static Number parse(String field, String raw) {
    String digits = Digits.strip(field, raw, "BE");
    if (digits.length() == 9) digits = "0" + digits;  // the old nine-digit form
    if (digits.length() != 10) {
      throw ProviderException.badArgument(field, field + " must be 10 digits, got " + digits.length());
    }
    char first = digits.charAt(0);
    if (first == '9') {
      throw ProviderException.badArgument(field, field + " " + digits
        + " looks like a branch id (9...), which is not an official number");
    }
    if (!checkDigitsValid(digits)) {
      throw ProviderException.badArgument(field, field + " " + format(digits) + " fails the mod-97 check");
    }
    return new Number(first <= '1' ? Kind.ENTERPRISE : Kind.ESTABLISHMENT, digits);
  }

  public static boolean checkDigitsValid(String tenDigits) {
    long body = Long.parseLong(tenDigits.substring(0, 8));
    int check = Integer.parseInt(tenDigits.substring(8));
    return 97 - body % 97 == check;
  }

  /** The numeric key of a number as KBO files write it, dots or not. */
  public static long key(String written) {
    long key = 0;
    for (int i = 0; i < written.length(); i++) {
      char c = written.charAt(i);
      if (c >= '0' && c <= '9') key = key * 10 + (c - '0');
    }
    return key;
  }

  public static String format(long key) {
    return format(String.format("%010d", key));
  }

  static String format(String digits) {
    return digits.charAt(0) <= '1'
      ? digits.substring(0, 4) + "." + digits.substring(4, 7) + "." + digits.substring(7)
      : digits.charAt(0) + "." + digits.substring(1, 4) + "." + digits.substring(4, 7) + "." + digits.substring(7);
  }
}
