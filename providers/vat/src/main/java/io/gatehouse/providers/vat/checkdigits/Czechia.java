package io.gatehouse.providers.vat.checkdigits;

import static io.gatehouse.providers.vat.checkdigits.Digits.at;
import static io.gatehouse.providers.vat.checkdigits.Digits.weightedSum;

/** CZ DIČ: 8 digits for legal entities, 9 starting with 6 for individuals without a birth number, else a birth number. */
final class Czechia {

  /** 9-digit birth numbers ended in 1953: other 9-digit numbers start with 6 or a year up to 53 (or 80-99, the 1800s). */
  static final String FORMAT = "\\d{8}|6\\d{8}|(?:[0-4]\\d|5[0-3]|[89]\\d)\\d{7}|\\d{10}";

  private Czechia() {
  }

  static boolean verify(String n) {
    if (n.length() == 8) return legal(n);
    if (n.length() == 9 && n.charAt(0) == '6') return special(n);
    return BirthNumber.valid(n);
  }

  private static boolean legal(String n) {
    if (n.charAt(0) == '9') return false;
    int c = Math.floorMod(11 - weightedSum(n, 8, 7, 6, 5, 4, 3, 2), 11);
    return (c == 0 ? 1 : c) % 10 == at(n, 7);
  }

  /** The first digit (6) is left out of the sum. */
  private static boolean special(String n) {
    int c = weightedSum(n.substring(1), 8, 7, 6, 5, 4, 3, 2) % 11;
    return Math.floorMod(8 - Math.floorMod(10 - c, 11), 10) == at(n, 8);
  }
}
