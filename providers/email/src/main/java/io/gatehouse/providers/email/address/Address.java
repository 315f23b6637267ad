package io.gatehouse.providers.email.address;

/**
 * An address that passed the syntax check.
 *
 * @param localPart     as written (quoted local parts keep their quotes)
 * @param domain        lower-case A-label form, as DNS sees it
 * @param unicodeDomain the domain in U-label form, equal to {@code domain} for ASCII domains
 * @param smtpUtf8      the local part holds non-ASCII characters, so delivery needs SMTPUTF8 (RFC 6531)
 * @param literal       the domain is an address literal such as {@code [192.0.2.1]}: no DNS applies
 */
public record Address(String localPart, String domain, String unicodeDomain, boolean smtpUtf8, boolean literal) {

  public String normalized() {
    return localPart + "@" + domain;
  }
}
