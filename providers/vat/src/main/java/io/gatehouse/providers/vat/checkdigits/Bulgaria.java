package io.gatehouse.providers.vat.checkdigits;

import static io.gatehouse.providers.vat.checkdigits.Digits.at;
import static io.gatehouse.providers.vat.checkdigits.Digits.number;
import static io.gatehouse.providers.vat.checkdigits.Digits.weightedSum;

/** BG: 9 digits for legal entities; 10 for a personal (EGN), foreigner's (PNF) or other number. */
final class Bulgaria {

  private Bulgaria() {
  }

  static boolean verify(String n) {
    return n.length() == 9 ? legal(n) : egn(n) || pnf(n) || other(n);
  }

  /** Weights 1..8; when that gives 10, weights 3..10. */
  private static boolean legal(String n) {
    int c = weightedSum(n, 1, 2, 3, 4, 5, 6, 7, 8) % 11;
    if (c == 10) c = weightedSum(n, 3, 4, 5, 6, 7, 8, 9, 10) % 11;
    return c % 10 == at(n, 8);
  }

  /** Birth date yymmdd (month +20 for the 1800s, +40 for the 2000s), then a weighted check. */
  private static boolean egn(String n) {
    int year = 1900 + number(n, 0, 2);
    int month = number(n, 2, 4);
    if (month > 40) {
      year += 100;
      month -= 40;
    } else if (month > 20) {
      year -= 100;
      month -= 20;
    }
    return Digits.isDate(year, month, number(n, 4, 6))
      && weightedSum(n, 2, 4, 8, 5, 10, 9, 7, 3, 6) % 11 % 10 == at(n, 9);
  }

  private static boolean pnf(String n) {
    return weightedSum(n, 21, 19, 17, 13, 11, 9, 7, 3, 1) % 10 == at(n, 9);
  }

  private static boolean other(String n) {
    return Math.floorMod(11 - weightedSum(n, 4, 3, 2, 7, 6, 5, 4, 3, 2), 11) == at(n, 9);
  }
}
