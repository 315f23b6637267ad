package io.gatehouse.providers.vat.checkdigits;

/** SK IČ DPH: 10 digits, either a birth number or a company number divisible by 11. */
final class Slovakia {

  private Slovakia() {
  }

  static boolean verify(String n) {
    if (BirthNumber.valid(n)) return true;
    return n.charAt(0) != '0' && "234789".indexOf(n.charAt(2)) >= 0 && Long.parseLong(n) % 11 == 0;
  }
}
