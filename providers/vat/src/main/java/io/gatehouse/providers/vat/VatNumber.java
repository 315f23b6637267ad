package io.gatehouse.providers.vat;

/**
 * A VAT number split into its VIES country code (EL for Greece, XI for Northern Ireland) and the
 * national part in canonical form (upper case, no separators).
 */
public record VatNumber(String country, String national) {

  public String full() {
    return country + national;
  }
}
