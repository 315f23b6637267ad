package io.gatehouse.providers.vat.checkdigits;

import static io.gatehouse.providers.vat.checkdigits.Digits.at;
import static io.gatehouse.providers.vat.checkdigits.Digits.number;
import static io.gatehouse.providers.vat.checkdigits.Digits.weightedSum;

/** Member states with one number form and a one-line rule. Each method takes a well-formed number. */
final class SingleFormChecks {

  private SingleFormChecks() {
  }

  /** AT: U + 8 digits; the last is (6 − Luhn checksum of the 7 before) mod 10. */
  static boolean austria(String n) {
    return Math.floorMod(6 - Digits.luhnChecksum(n.substring(1, 8)), 10) == at(n, 8);
  }

  /** BE: starts with 0 or 1; the first 8 digits plus the last 2 are a multiple of 97. */
  static boolean belgium(String n) {
    return n.charAt(0) <= '1' && (number(n, 0, 8) + number(n, 8, 10)) % 97 == 0;
  }

  private static final int[] CYPRUS_ODD = {1, 0, 5, 7, 9, 13, 15, 17, 19, 21};

  /** CY: 8 digits + a letter from a mixed sum; numbers never start with 12. */
  static boolean cyprus(String n) {
    if (n.startsWith("12")) return false;
    int sum = 0;
    for (int i = 0; i < 8; i++) sum += i % 2 == 0 ? CYPRUS_ODD[at(n, i)] : at(n, i);
    return n.charAt(8) == (char) ('A' + sum % 26);
  }

  /** DE and HR: ISO 7064 Mod 11,10. */
  static boolean mod11_10(String n) {
    return Digits.mod11_10(n);
  }

  static boolean denmark(String n) {
    return weightedSum(n, 2, 7, 6, 5, 4, 3, 2, 1) % 11 == 0;
  }

  static boolean estonia(String n) {
    return weightedSum(n, 3, 7, 1, 3, 7, 1, 3, 7, 1) % 10 == 0;
  }

  /** EL: doubling sum over the first 8 digits. */
  static boolean greece(String n) {
    int c = 0;
    for (int i = 0; i < 8; i++) c = 2 * c + at(n, i);
    return 2 * c % 11 % 10 == at(n, 8);
  }

  static boolean finland(String n) {
    return weightedSum(n, 7, 9, 10, 5, 8, 4, 2, 1) % 11 == 0;
  }

  static boolean hungary(String n) {
    return weightedSum(n, 9, 7, 3, 1, 9, 7, 3, 1) % 10 == 0;
  }

  /** IT: a province office code, then Luhn over all 11 digits. */
  static boolean italy(String n) {
    int office = number(n, 7, 10);
    boolean knownOffice = (office >= 1 && office <= 100) || office == 120 || office == 121
      || office == 888 || office == 999;
    return knownOffice && Digits.luhn(n);
  }

  /** LU: the first 6 digits modulo 89 are the last 2. */
  static boolean luxembourg(String n) {
    return number(n, 0, 6) % 89 == number(n, 6, 8);
  }

  static boolean malta(String n) {
    return weightedSum(n, 3, 4, 6, 7, 8, 9, 10, 1) % 37 == 0;
  }

  static boolean poland(String n) {
    return Math.floorMod(weightedSum(n, 6, 5, 7, 2, 3, 4, 5, 6, 7, -1), 11) == 0;
  }

  static boolean portugal(String n) {
    return Math.floorMod(11 - weightedSum(n, 9, 8, 7, 6, 5, 4, 3, 2), 11) % 10 == at(n, 8);
  }

  /** SE: the organisation number (first 10 digits) passes Luhn; the "01" suffix is in the format. */
  static boolean sweden(String n) {
    return Digits.luhn(n.substring(0, 10));
  }

  /** SI: a check of 10 means 0; a remainder of 0 (check 11) can never match. */
  static boolean slovenia(String n) {
    int c = 11 - weightedSum(n, 8, 7, 6, 5, 4, 3, 2) % 11;
    return (c == 10 ? 0 : c) == at(n, 7);
  }
}
