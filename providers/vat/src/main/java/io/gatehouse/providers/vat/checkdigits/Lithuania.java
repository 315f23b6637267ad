package io.gatehouse.providers.vat.checkdigits;

import static io.gatehouse.providers.vat.checkdigits.Digits.at;

/** LT PVM: 9 digits (legal entities) or 12 (temporary payers); the digit before the check is always 1. */
final class Lithuania {

  private Lithuania() {
  }

  static boolean verify(String n) {
    int last = n.length() - 1;
    if (n.charAt(last - 1) != '1') return false;
    int c = sum(n, last, 0) % 11;
    if (c == 10) c = sum(n, last, 2) % 11;
    return c % 10 == at(n, last);
  }

  /** Weights cycle 1..9 starting at 1 + shift. */
  private static int sum(String n, int count, int shift) {
    int sum = 0;
    for (int i = 0; i < count; i++) sum += (1 + (i + shift) % 9) * at(n, i);
    return sum;
  }
}
