package io.gatehouse.providers.vat;

import io.gatehouse.api.ProviderException;
import io.gatehouse.providers.vat.checkdigits.CountryRules;

import java.util.Locale;
import java.util.regex.Pattern;

/** Turns what people type (spaces, dots, dashes, lower case, with or without prefix) into a {@link VatNumber}. */
public final class VatNormalizer {

  private static final Pattern SEPARATORS = Pattern.compile("[\\s.\\-/,:()]");

  private VatNormalizer() {
  }

  /**
   * @param raw     the number as given
   * @param country the country_code argument, or null; used when the number has no prefix
   * @throws ProviderException a bad argument when the country is not covered by VIES or cannot be told
   */
  public static VatNumber normalize(String raw, String country) {
    String cleaned = SEPARATORS.matcher(raw).replaceAll("").toUpperCase(Locale.ROOT);
    String prefix = cleaned.length() >= 2 ? viesCode(cleaned.substring(0, 2)) : "";
    String code;
    if (country != null) {
      code = viesCode(country.toUpperCase(Locale.ROOT));
      if (!CountryRules.supports(code)) throw unsupported("country_code", code);
      // a prefix naming another state is kept: the number then fails that state's format
      if (prefix.equals(code)) cleaned = cleaned.substring(2);
    } else if (CountryRules.supports(prefix)) {
      code = prefix;
      cleaned = cleaned.substring(2);
    } else if (cleaned.length() >= 2 && Character.isLetter(cleaned.charAt(0)) && Character.isLetter(cleaned.charAt(1))) {
      throw unsupported("vat_number", cleaned.substring(0, 2));
    } else {
      throw ProviderException.badArgument("vat_number",
        "the number has no country prefix; add one (e.g. DE123456789) or give country_code");
    }
    String national = CountryRules.forCountry(code).orElseThrow().canonical().apply(cleaned);
    return new VatNumber(code, national);
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
