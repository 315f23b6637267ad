package io.gatehouse.providers.verify;

import io.gatehouse.providers.verify.peers.OpenRegisterAnswer;

/**
 * An open register's status as the verdict weighs it. Each register provider judges its own codes
 * (never its text) into one status and answers the codes beside it (docs/registers.md); here each
 * status is a finding, so dissolved, bankrupt, in liquidation and struck off are never verified, and
 * a code the provider does not know ({@code unknown}) needs a person. The Polish VAT register strikes
 * companies off the VAT register, not off a company register: the company may still exist.
 */
final class RegisterStates {

  private RegisterStates() {
  }

  static Finding finding(OpenRegisterAnswer register, String check) {
    String subject = register.register() + " lists " + (register.lei() ? "LEI " : "") + register.number();
    String codes = register.codes().isEmpty() ? "" : " (" + register.codes() + ")";
    return switch (register.status()) {
      case "active" -> Finding.of("register.active", check, subject + " as active" + codes);
      case "dissolved" -> Finding.of("register.dissolved", check, subject + " as dissolved" + codes);
      case "bankrupt" -> Finding.of("register.bankrupt", check, subject + " as bankrupt" + codes);
      case "liquidation" -> Finding.of("register.liquidation", check, subject + " in liquidation" + codes);
      case "struck_off" -> "plvat".equals(register.provider())
        ? Finding.of("register.vat_struck_off", check, subject + " as struck off the VAT register" + codes)
        : Finding.of("register.struck_off", check, subject + " as struck off" + codes);
      default -> Finding.of("register.unknown_status", check, subject + " in a status the gateway does not know" + codes);
    };
  }
}
