package io.gatehouse.providers.vat.checkdigits;

import static io.gatehouse.providers.vat.checkdigits.Digits.at;
import static io.gatehouse.providers.vat.checkdigits.Digits.weightedSum;

/** NL: 9 digits, B, 2 digits; an RSIN/BSN passing the 11-test, or a btw-id (since 2020) passing Mod 97,10. */
final class Netherlands {

  static final String FORMAT = "\\d{9}B(?!00)\\d{2}";

  private Netherlands() {
  }

  static boolean verify(String n) {
    boolean elevenTest = (weightedSum(n, 9, 8, 7, 6, 5, 4, 3, 2) - at(n, 8)) % 11 == 0;
    return elevenTest || Digits.mod97("NL" + n) == 1;
  }

  /** Numbers written without their leading zeros get them back. */
  static String canonical(String n) {
    int b = n.indexOf('B');
    if (b < 1 || b >= 9) return n;
    return "0".repeat(9 - b) + n;
  }
}
