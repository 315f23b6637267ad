package io.gatehouse.providers.vat.checkdigits;

import static io.gatehouse.providers.vat.checkdigits.Digits.number;
import static io.gatehouse.providers.vat.checkdigits.Digits.weightedSum;

/**
 * XI (Northern Ireland) numbers use the GB format: 9 digits (+ 3-digit branch); GD or HA + 3 digits
 * for government departments and health authorities, also written GD8888/HA8888 + 3 digits + 2 check digits.
 */
final class UnitedKingdom {

  static final String FORMAT = "\\d{9}|\\d{12}|[A-Z0-9]{2}\\d{3}|(GD|HA)8888\\d{5}";

  private UnitedKingdom() {
  }

  static boolean verify(String n) {
    if (n.length() == 5) return authority(n, number(n, 2, 5));
    if (n.length() == 11) return authority(n, number(n, 6, 9)) && number(n, 6, 9) % 97 == number(n, 9, 11);
    int sum = weightedSum(n, 8, 7, 6, 5, 4, 3, 2, 10, 1) % 97;
    // numbers issued from 100 on may also use the newer 42/55 remainders
    if (number(n, 0, 3) >= 100) return sum == 0 || sum == 42 || sum == 55;
    return sum == 0;
  }

  /** Government departments are numbered below 500, health authorities from 500. */
  private static boolean authority(String n, int serial) {
    if (n.startsWith("GD")) return serial < 500;
    return n.startsWith("HA") && serial >= 500;
  }
}
