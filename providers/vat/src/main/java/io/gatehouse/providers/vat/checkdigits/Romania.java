package io.gatehouse.providers.vat.checkdigits;

import static io.gatehouse.providers.vat.checkdigits.Digits.at;
import static io.gatehouse.providers.vat.checkdigits.Digits.number;
import static io.gatehouse.providers.vat.checkdigits.Digits.weightedSum;

/** RO: a CUI/CIF of 2 to 10 digits, or the 13-digit personal CNP. */
final class Romania {

  static final String FORMAT = "[1-9]\\d{1,9}|\\d{13}";

  private Romania() {
  }

  static boolean verify(String n) {
    return n.length() == 13 ? cnp(n) : cif(n);
  }

  /** The digits before the check, left-padded to 9. */
  private static boolean cif(String n) {
    int last = n.length() - 1;
    String body = "0".repeat(9 - last) + n.substring(0, last);
    return 10 * weightedSum(body, 7, 5, 3, 2, 1, 7, 5, 3, 2) % 11 % 10 == at(n, last);
  }

  /** Sex/century digit (not 0), birth date yymmdd, county, serial, check (10 counts as 1). */
  private static boolean cnp(String n) {
    if (n.charAt(0) == '0' || !isCounty(number(n, 7, 9))) return false;
    int century = switch (n.charAt(0)) {
      case '3', '4' -> 1800;
      case '5', '6' -> 2000;
      default -> 1900;
    };
    if (!Digits.isDate(century + number(n, 1, 3), number(n, 3, 5), number(n, 5, 7))) return false;
    int c = weightedSum(n, 2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9) % 11;
    return (c == 10 ? 1 : c) == at(n, 12);
  }

  /** Counties 1-46, Bucharest's former sectors 7 and 8, Călărași and Giurgiu, and the codes for other cases. */
  private static boolean isCounty(int code) {
    return (code >= 1 && code <= 48) || code == 51 || code == 52 || code == 70 || (code >= 80 && code <= 83);
  }
}
