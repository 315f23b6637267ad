package io.gatehouse.providers.verify;

import java.util.List;
import java.util.Optional;

/**
 * The open registers verify_lead asks, one per country, and the lookup argument each takes. Each
 * answers the registers' common fields (docs/registers.md), so all are read alike.
 *
 * @param country  the ISO 3166 country whose register it is
 * @param provider the provider id; the check has the same name, the tool is {@code <provider>_lookup}
 * @param argument the lookup's number argument
 * @param label    the register's name in messages
 */
record OpenRegisters(String country, String provider, String argument, String label) {

  static final List<OpenRegisters> ALL = List.of(
    new OpenRegisters("FR", "sirene", "siren", "Sirene"),
    new OpenRegisters("GB", "companieshouse", "company_number", "Companies House"),
    new OpenRegisters("NO", "brreg", "organisasjonsnummer", "Enhetsregisteret"),
    new OpenRegisters("FI", "ytj", "businessId", "YTJ"),
    new OpenRegisters("CZ", "ares", "ico", "ARES"),
    new OpenRegisters("PL", "plvat", "nip", "the Polish VAT register"));

  /** GLEIF: global, keyed by LEI rather than by country. */
  static final OpenRegisters GLEIF = new OpenRegisters(null, "gleif", "lei", "GLEIF");

  static Optional<OpenRegisters> forCountry(String country) {
    return ALL.stream().filter(r -> r.country().equals(country)).findFirst();
  }

  static OpenRegisters byProvider(String provider) {
    if (GLEIF.provider().equals(provider)) return GLEIF;
    return ALL.stream().filter(r -> r.provider().equals(provider)).findFirst()
      .orElseThrow(() -> new IllegalArgumentException("not an open register: " + provider));
  }
}
