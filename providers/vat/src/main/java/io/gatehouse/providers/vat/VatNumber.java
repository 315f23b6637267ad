package io.gatehouse.providers.vat;

import io.gatehouse.providers.vat.checkdigits.CountryRule;
import io.gatehouse.providers.vat.checkdigits.CountryRules;

import java.util.Optional;

/**
 * A VAT number split into its VIES country code (EL for Greece, XI for Northern Ireland) and the
 * national part in canonical form (upper case, without the separators its state uses).
 */
public record VatNumber(String country, String national) {

  public String full() {
    return country + national;
  }

  public boolean formatValid() {
    return rule().formatValid(national);
  }

  /** Format, check digits and embedded parts (dates, office codes) are all right. */
  public boolean checksumValid() {
    return rule().checksumValid(national);
  }

  /** Why the number cannot be valid, as the answer's invalid_reason names it; empty when format and check digits are right. */
  public Optional<String> invalidReason() {
    if (!formatValid()) return Optional.of(InvalidReason.FORMAT);
    return checksumValid() ? Optional.empty() : Optional.of(InvalidReason.CHECK_DIGITS);
  }

  private CountryRule rule() {
    return CountryRules.forCountry(country).orElseThrow();
  }
}
