package io.gatehouse.providers.vat;

import io.gatehouse.api.ProviderException;
import io.gatehouse.providers.vat.checkdigits.CountryRule;
import io.gatehouse.providers.vat.checkdigits.CountryRules;

import java.util.Locale;
import java.util.Optional;

/**
 * Turns what people type into a {@link VatNumber}: lower case, look-alike characters and the
 * separators each member state's numbers are written with, with or without the country prefix.
 * Separators a state does not use stay in the number, which then fails that state's format.
 */
public final class VatNormalizer {

  private VatNormalizer() {
  }

  /**
   * @param raw     the number as given
   * @param country the country_code argument, or null; the number must then carry a prefix
   * @throws ProviderException a bad argument when the country is not covered by VIES or cannot be told
   */
  public static VatNumber normalize(String raw, String country) {
    String number = Lookalikes.toAscii(raw).toUpperCase(Locale.ROOT).strip();
    Optional<CountryRule> prefixed = number.length() >= 2
      ? CountryRules.forCountry(viesCode(number.substring(0, 2))) : Optional.empty();
    if (country == null) {
      if (prefixed.isPresent()) return read(prefixed.get(), number);
      if (number.length() >= 2 && Character.isLetter(number.charAt(0)) && Character.isLetter(number.charAt(1))) {
        throw unsupported("vat_number", number.substring(0, 2));
      }
      throw ProviderException.badArgument("vat_number",
        "the number has no country prefix; add one (e.g. DE123456789) or give country_code");
    }
    String code = viesCode(country.toUpperCase(Locale.ROOT));
    CountryRule given = CountryRules.forCountry(code).orElseThrow(() -> unsupported("country_code", code));
    VatNumber asGiven = read(given, number);
    if (prefixed.isEmpty() || prefixed.get() == given) return asGiven;
    return likelier(asGiven, read(prefixed.get(), number));
  }

  /**
   * A number given for one state that starts with another state's code, e.g. BE0403… with NL: the
   * code may be the other state's prefix, or part of the number (a French key can read DE). The
   * state where it is valid wins, then the one whose format it fits; the given state on a tie.
   */
  private static VatNumber likelier(VatNumber asGiven, VatNumber asPrefixed) {
    if (asGiven.checksumValid()) return asGiven;
    if (asPrefixed.checksumValid()) return asPrefixed;
    if (asGiven.formatValid()) return asGiven;
    return asPrefixed.formatValid() ? asPrefixed : asGiven;
  }

  private static VatNumber read(CountryRule rule, String number) {
    return new VatNumber(rule.country(), rule.compact(number));
  }

  /** VIES writes Greece as EL; people often write GR. */
  static String viesCode(String code) {
    return code.equals("GR") ? "EL" : code;
  }

  private static ProviderException unsupported(String field, String code) {
    return ProviderException.badArgument(field, code + " is not covered by VIES: use an EU member state code"
      + " (EL for Greece) or XI for Northern Ireland");
  }
}
