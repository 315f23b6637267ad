package io.gatehouse.providers.vat.checkdigits;

import static io.gatehouse.providers.vat.checkdigits.Digits.at;
import static io.gatehouse.providers.vat.checkdigits.Digits.weightedSum;

/** NL: 9 digits, B, 2 digits; an RSIN/BSN passing the 11-test, or a btw-id (since 2020) passing Mod 97,10. */
final class Netherlands {

  static final String FORMAT = "(?!0{9})\\d{9}B(?!00)\\d{2}";

  private Netherlands() {
  }

  static boolean verify(String n) {
    boolean elevenTest = (weightedSum(n, 9, 8, 7, 6, 5, 4, 3, 2) - at(n, 8)) % 11 == 0;
    return elevenTest || Digits.mod97("NL" + n) == 1;
  }

  /**
   * Numbers written without their leading zeros get them back: what comes before the last 3
   * characters is 9 digits. White space just before them is left out, as python-stdnum does.
   */
  static String canonical(String n) {
    int split = Math.max(0, n.length() - 3);
    String head = n.substring(0, split).strip();
    return "0".repeat(Math.max(0, 9 - head.length())) + head + n.substring(split);
  }
}
