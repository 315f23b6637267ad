package io.gatehouse.providers.vat.checkdigits;

import static io.gatehouse.providers.vat.checkdigits.Digits.at;
import static io.gatehouse.providers.vat.checkdigits.Digits.number;
import static io.gatehouse.providers.vat.checkdigits.Digits.weightedSum;

/** LV PVN: 11 digits; legal entities start above 3, individuals use their personal code. */
final class Latvia {

  private Latvia() {
  }

  static boolean verify(String n) {
    if (n.charAt(0) > '3') return weightedSum(n, 9, 1, 4, 8, 3, 10, 2, 5, 7, 6, 1) % 11 == 3;
    // personal codes since 2017 start with 32 and carry no birth date
    if (!n.startsWith("32") && !birthDate(n)) return false;
    return (1 + weightedSum(n, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9)) % 11 % 10 == at(n, 10);
  }

  /** ddmmyy, the 7th digit giving the century (0 = 1800s, 1 = 1900s, 2 = 2000s). */
  private static boolean birthDate(String n) {
    int year = 1800 + 100 * at(n, 6) + number(n, 4, 6);
    return Digits.isDate(year, number(n, 2, 4), number(n, 0, 2));
  }
}
