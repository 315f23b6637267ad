package io.gatehouse.providers.vat.checkdigits;

/** One member state's check-digit rule, applied to a number that already has the right format. */
@FunctionalInterface
public interface CheckDigits {

  boolean verify(String number);
}
