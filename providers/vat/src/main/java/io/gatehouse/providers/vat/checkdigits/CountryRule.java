package io.gatehouse.providers.vat.checkdigits;

import java.util.function.UnaryOperator;
import java.util.regex.Pattern;

/**
 * How one member state writes its VAT numbers (without the country prefix) and checks them.
 *
 * @param canonical brings accepted short forms to the form the format and VIES expect (e.g. a
 *                  leading zero), identity for most states
 */
public record CountryRule(String country, Pattern format, CheckDigits check, UnaryOperator<String> canonical) {

  CountryRule(String country, String format, CheckDigits check) {
    this(country, Pattern.compile(format), check, UnaryOperator.identity());
  }

  CountryRule(String country, String format, CheckDigits check, UnaryOperator<String> canonical) {
    this(country, Pattern.compile(format), check, canonical);
  }

  public boolean formatValid(String number) {
    return format.matcher(number).matches();
  }

  /** Check digits and the embedded parts they cover (dates, codes); false when the format is wrong. */
  public boolean checksumValid(String number) {
    return formatValid(number) && check.verify(number);
  }
}
