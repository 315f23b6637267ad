package io.gatehouse.providers.vat;

/** The answer's invalid_reason: why a number is invalid. */
final class InvalidReason {

  static final String FORMAT = "format";
  static final String CHECK_DIGITS = "check_digits";
  /** VIES answered that the number is not registered for VAT. */
  static final String NOT_REGISTERED = "not_registered";

  private InvalidReason() {
  }
}
