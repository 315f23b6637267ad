package io.gatehouse.providers.vat.checkdigits;

import static io.gatehouse.providers.vat.checkdigits.Digits.number;

/** ES NIF: DNI (8 digits + letter), NIE (X/Y/Z + 7 digits + letter), K/L/M numbers, or CIF for companies. */
final class Spain {

  /** A digit or one of the letters in use, 7 digits, and a check character whose kind the check decides. */
  static final String FORMAT = "[0-9A-HJ-NP-SU-Z]\\d{7}[0-9A-Z]";
  private static final String DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE";
  private static final String CIF_LETTERS = "JABCDEFGHI";

  private Spain() {
  }

  static boolean verify(String n) {
    char first = n.charAt(0);
    char last = n.charAt(8);
    if (Character.isDigit(first)) return dniLetter(number(n, 0, 8)) == last;
    int nie = "XYZ".indexOf(first);
    if (nie >= 0) return dniLetter(nie * 10_000_000 + number(n, 1, 8)) == last;
    if ("KLM".indexOf(first) >= 0) return dniLetter(number(n, 1, 8)) == last;
    // a CIF ends in its Luhn check digit or the letter standing for it
    int c = Digits.luhnCheckDigit(n.substring(1, 8));
    return last == (char) ('0' + c) || last == CIF_LETTERS.charAt(c);
  }

  private static char dniLetter(int number) {
    return DNI_LETTERS.charAt(number % 23);
  }
}
