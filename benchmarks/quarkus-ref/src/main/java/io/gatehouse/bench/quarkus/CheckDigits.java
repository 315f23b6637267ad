package io.gatehouse.bench.quarkus;

import java.util.Map;
import java.util.function.Predicate;
import java.util.regex.Pattern;

/**
 * Format and check digits of the VAT numbers of the few member states the load scripts send (the
 * Netherlands, plus Belgium and Germany to keep more than one rule on the path). The gateway's own
 * rules cover every member state; this reference only needs the same work for the same input.
 */
final class CheckDigits {

  /** A state's national format and its check-digit test, given a number in that format. */
  record Rule(Predicate<String> format, Predicate<String> check) {
    Rule(String format, Predicate<String> check) {
      this(Pattern.compile(format).asMatchPredicate(), check);
    }
  }

  private static final Map<String, Rule> RULES = Map.of(
    // 9 digits, B, 2 digits: an RSIN passing the 11-test, or a btw-id passing ISO 7064 Mod 97,10
    "NL", new Rule("(?!0{9})\\d{9}B(?!00)\\d{2}", n -> elevenTest(n) || mod97("NL" + n) == 1),
    // 10 digits starting with 0 or 1: the last two are 97 minus the first eight modulo 97
    "BE", new Rule("[01]\\d{9}", n -> 97 - Long.parseLong(n.substring(0, 8)) % 97 == Integer.parseInt(n.substring(8))),
    // 9 digits, the first not 0: ISO 7064 Mod 11,10
    "DE", new Rule("[1-9]\\d{8}", CheckDigits::mod11_10));

  private CheckDigits() {
  }

  static Rule rule(String country) {
    return RULES.get(country);
  }

  private static boolean elevenTest(String n) {
    int sum = 0;
    for (int i = 0; i < 8; i++) sum += (9 - i) * digit(n, i);
    return (sum - digit(n, 8)) % 11 == 0;
  }

  /** Letters read as 10 … 35, as in IBANs. */
  private static int mod97(String s) {
    int remainder = 0;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      remainder = Character.isDigit(c) ? (remainder * 10 + c - '0') % 97 : (remainder * 100 + c - 'A' + 10) % 97;
    }
    return remainder;
  }

  private static boolean mod11_10(String s) {
    int product = 10;
    for (int i = 0; i < s.length() - 1; i++) {
      int sum = (digit(s, i) + product) % 10;
      product = (sum == 0 ? 10 : sum) * 2 % 11;
    }
    return (11 - product) % 10 == digit(s, s.length() - 1);
  }

  private static int digit(String s, int index) {
    return s.charAt(index) - '0';
  }
}
