package io.gatehouse.providers.vat.vies;

/** The gateway operator's own VAT number, sent so that VIES issues a consultation number. */
public record Requester(String country, String number) {
}
