package io.gatehouse.providers.vat.checkdigits;

import java.time.DateTimeException;
import java.time.LocalDate;

/** Arithmetic shared by several member states' rules. Inputs are upper-case ASCII. */
final class Digits {

  private Digits() {
  }

  static int at(String s, int index) {
    return s.charAt(index) - '0';
  }

  static int number(String s, int from, int to) {
    return Integer.parseInt(s.substring(from, to));
  }

  /** Σ weights[i]·d[i] over the first {@code weights.length} digits. */
  static int weightedSum(String s, int... weights) {
    int sum = 0;
    for (int i = 0; i < weights.length; i++) sum += weights[i] * at(s, i);
    return sum;
  }

  /** The Luhn checksum (0 when valid): the rightmost digit stays, every second one to its left doubles. */
  static int luhnChecksum(String s) {
    int sum = 0;
    boolean doubled = false;
    for (int i = s.length() - 1; i >= 0; i--) {
      int d = at(s, i);
      if (doubled) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
      sum += d;
      doubled = !doubled;
    }
    return sum % 10;
  }

  static boolean luhn(String s) {
    return luhnChecksum(s) == 0;
  }

  /** The digit that, appended, makes {@code s} pass Luhn. */
  static int luhnCheckDigit(String s) {
    return (10 - luhnChecksum(s + "0")) % 10;
  }

  /** ISO 7064 Mod 11,10 over the whole string, check digit included. */
  static boolean mod11_10(String s) {
    int p = 5;
    for (int i = 0; i < s.length(); i++) {
      p = ((p == 0 ? 10 : p) * 2 % 11 + at(s, i)) % 10;
    }
    return p == 1;
  }

  /** The remainder modulo 97 of digits and letters read as numbers (A=10 … Z=35), as in ISO 7064 Mod 97,10. */
  static int mod97(String s) {
    int r = 0;
    for (int i = 0; i < s.length(); i++) {
      int v = Character.isDigit(s.charAt(i)) ? at(s, i) : s.charAt(i) - 'A' + 10;
      r = (v > 9 ? r * 100 + v : r * 10 + v) % 97;
    }
    return r;
  }

  static boolean isDate(int year, int month, int day) {
    try {
      LocalDate.of(year, month, day);
      return true;
    } catch (DateTimeException e) {
      return false;
    }
  }
}
