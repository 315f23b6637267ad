package io.gatehouse.providers.vat.checkdigits;

import static io.gatehouse.providers.vat.checkdigits.Digits.number;

/** The Czech and Slovak birth number (rodné číslo), used as VAT number by individuals in CZ and SK. */
final class BirthNumber {

  private BirthNumber() {
  }

  /**
   * 9 digits (born before 1954, no check digit; the formats leave out later years) or 10 digits whose
   * first 9 modulo 11 (mod 10) give the last.
   */
  static boolean valid(String n) {
    int year = 1900 + number(n, 0, 2);
    // women add 50 to the month, and 20 is added when a day's serials run out (since 2004)
    int month = number(n, 2, 4) % 50 % 20;
    int day = number(n, 4, 6);
    if (n.length() == 9) {
      if (year >= 1980) year -= 100;
    } else if (year < 1954) {
      year += 100;
    }
    if (!Digits.isDate(year, month, day)) return false;
    return n.length() == 9 || Long.parseLong(n.substring(0, 9)) % 11 % 10 == Digits.at(n, 9);
  }
}
