package io.gatehouse.providers.vat.checkdigits;

import java.util.regex.Pattern;

/** SK IČ DPH: 10 digits, either a birth number or a company number divisible by 11. */
final class Slovakia {

  private static final Pattern TEN_DIGITS = Pattern.compile("\\d{10}");

  private Slovakia() {
  }

  /** A company number starts with a non-zero digit and has 2, 3, 4, 7, 8 or 9 third. */
  static boolean formatValid(String n) {
    if (!TEN_DIGITS.matcher(n).matches()) return false;
    return BirthNumber.valid(n) || (n.charAt(0) != '0' && "234789".indexOf(n.charAt(2)) >= 0);
  }

  static boolean verify(String n) {
    return BirthNumber.valid(n) || Long.parseLong(n) % 11 == 0;
  }
}
