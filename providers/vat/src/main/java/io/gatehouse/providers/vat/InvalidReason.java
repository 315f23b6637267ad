package io.gatehouse.providers.vat;

/** The answer's invalid_reason: why a number is invalid. */
final class InvalidReason {

  static final String FORMAT = "format";
  static final String CHECK_DIGITS = "check_digits";

  private InvalidReason() {
  }
}
