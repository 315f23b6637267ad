package io.gatehouse.providers.vat.checkdigits;

/** FR TVA: a 2-character key and the 9-digit SIREN. */
final class France {

  /** Key characters: digits and letters without I and O. */
  static final String KEY_ALPHABET = "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ";

  private France() {
  }

  static boolean verify(String n) {
    String siren = n.substring(2);
    // Monaco numbers (000 in SIREN digits 1-3) are not SIRENs and carry no Luhn digit
    if (!siren.startsWith("000") && !Digits.luhn(siren)) return false;
    long sirenValue = Long.parseLong(siren);
    if (Character.isDigit(n.charAt(0)) && Character.isDigit(n.charAt(1))) {
      return Integer.parseInt(n.substring(0, 2)) == (sirenValue * 100 + 12) % 97;
    }
    int first = KEY_ALPHABET.indexOf(n.charAt(0));
    int second = KEY_ALPHABET.indexOf(n.charAt(1));
    int check = Character.isDigit(n.charAt(0)) ? first * 24 + second - 10 : first * 34 + second - 100;
    return (sirenValue + 1 + check / 11) % 11 == check % 11;
  }
}
