package io.gatehouse.providers.vat.checkdigits;

import static io.gatehouse.providers.vat.checkdigits.Digits.number;
import static io.gatehouse.providers.vat.checkdigits.Digits.weightedSum;

/** XI (Northern Ireland) numbers use the GB format: 9 digits (+ 3-digit branch), or GD/HA + 3 digits. */
final class UnitedKingdom {

  static final String FORMAT = "\\d{9}|\\d{12}|GD\\d{3}|HA\\d{3}";

  private UnitedKingdom() {
  }

  static boolean verify(String n) {
    if (n.startsWith("GD")) return number(n, 2, 5) < 500;
    if (n.startsWith("HA")) return number(n, 2, 5) >= 500;
    int sum = weightedSum(n, 8, 7, 6, 5, 4, 3, 2, 10, 1) % 97;
    // numbers issued from 100 on may also use the newer 42/55 remainders
    if (number(n, 0, 3) >= 100) return sum == 0 || sum == 42 || sum == 55;
    return sum == 0;
  }
}
