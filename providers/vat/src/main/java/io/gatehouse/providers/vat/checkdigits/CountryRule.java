package io.gatehouse.providers.vat.checkdigits;

import java.util.List;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;
import java.util.regex.Pattern;

/**
 * How one member state writes its VAT numbers (without the country prefix) and checks them.
 *
 * @param prefixes   the country codes this state's numbers may be written with (Greece: EL and GR)
 * @param separators the characters this state's numbers may be written with and that are left out;
 *                   any other stays and breaks the format
 * @param format     a regular expression for most states
 * @param canonical  brings accepted short forms to the form the format and VIES expect (e.g. a
 *                   leading zero), identity for most states
 */
public record CountryRule(String country, List<String> prefixes, String separators, Predicate<String> format,
                          CheckDigits check, UnaryOperator<String> canonical) {

  CountryRule(String country, String separators, String format, CheckDigits check) {
    this(country, separators, Pattern.compile(format).asMatchPredicate(), check);
  }

  CountryRule(String country, String separators, Predicate<String> format, CheckDigits check) {
    this(country, List.of(country), separators, format, check, UnaryOperator.identity());
  }

  CountryRule(String country, String separators, String format, CheckDigits check, UnaryOperator<String> canonical) {
    this(country, List.of(country), separators, Pattern.compile(format).asMatchPredicate(), check, canonical);
  }

  /** The same rule for numbers also written with another prefix. */
  CountryRule alsoPrefixed(String alias) {
    return new CountryRule(country, List.of(country, alias), separators, format, check, canonical);
  }

  /**
   * The national part of a number as written (upper case): separators left out, the state's own
   * prefix dropped, short forms completed.
   */
  public String compact(String number) {
    StringBuilder kept = new StringBuilder(number.length());
    number.chars().filter(c -> separators.indexOf(c) < 0).forEach(c -> kept.append((char) c));
    String national = kept.toString();
    for (String prefix : prefixes) {
      if (national.startsWith(prefix)) {
        national = national.substring(prefix.length());
        break;
      }
    }
    return canonical.apply(national);
  }

  public boolean formatValid(String number) {
    return format.test(number);
  }

  /**
   * Check digits and the embedded parts they cover (dates, codes); false when the format is wrong, and
   * for a number whose digits are all zero: a weighted sum of zeros passes most states' rules, and no
   * state issues such a number (a fake lead's favourite).
   */
  public boolean checksumValid(String number) {
    return formatValid(number) && !digitsAllZero(number) && check.verify(number);
  }

  /** A plain loop: every vat_check asks this more than once. */
  private static boolean digitsAllZero(String number) {
    for (int i = 0; i < number.length(); i++) {
      char c = number.charAt(i);
      if (c >= '1' && c <= '9') return false;
    }
    return true;
  }
}
