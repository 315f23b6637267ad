package io.gatehouse.providers.vat.checkdigits;

import static io.gatehouse.providers.vat.checkdigits.Digits.weightedSum;

/** IE: 7 digits + check letter (+ a second letter since 2013), or the old form digit, letter, 5 digits, letter(s). */
final class Ireland {

  /** The old form's second letter, when written, is not part of its check. */
  static final String FORMAT = "\\d{7}[A-W]{1,2}|\\d[A-Z+*]\\d{5}[A-W]{1,2}";
  private static final String LETTERS = "WABCDEFGHIJKLMNOPQRSTUV";

  private Ireland() {
  }

  static boolean verify(String n) {
    if (Character.isDigit(n.charAt(1))) {
      int sum = weightedSum(n, 8, 7, 6, 5, 4, 3, 2);
      if (n.length() == 9) sum += 9 * LETTERS.indexOf(n.charAt(8));
      return LETTERS.charAt(sum % 23) == n.charAt(7);
    }
    // the old form is checked as 0, digits 3-7, digit 1
    String digits = "0" + n.substring(2, 7) + n.charAt(0);
    return LETTERS.charAt(weightedSum(digits, 8, 7, 6, 5, 4, 3, 2) % 23) == n.charAt(7);
  }
}
