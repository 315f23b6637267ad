package io.gatehouse.providers.verify;

import io.gatehouse.providers.verify.peers.VatAnswer;

import java.util.ArrayList;
import java.util.List;

/** What vat_check's answer says about the lead: the registration, and whose number it is. */
final class VatFindings {

  private static final String CHECK = "vat";

  private VatFindings() {
  }

  static List<Finding> of(VatAnswer vat, Lead lead) {
    List<Finding> findings = new ArrayList<>();
    String number = vat.country() + vat.national();
    switch (vat.status()) {
      case "valid" -> {
        findings.add(Finding.of("vat.valid", CHECK, "VIES confirms that " + number + " is registered for VAT"));
        if (lead.companyName() != null) findings.add(name(vat, lead.companyName()));
      }
      case "invalid" -> findings.add(switch (vat.invalidReason()) {
        case "format" -> Finding.of("vat.invalid_format", CHECK, number + " is not in the format of "
          + vat.country() + " VAT numbers");
        case "check_digits" -> Finding.of("vat.invalid_check_digits", CHECK, "the check digits of " + number
          + " do not match");
        // VIES answers for intra-EU trade only: a company may exist with a domestic-only VAT number
        default -> Finding.of("vat.not_registered", CHECK, "VIES says " + number
          + " is not registered for intra-EU trade (the number may still be valid domestically)");
      });
      default -> findings.add(new Finding("source.unavailable", CHECK, "VIES could not confirm " + number
        + (vat.reason() == null ? "" : ": " + vat.reason()) + (vat.retryCode() == null ? "" : " (" + vat.retryCode() + ")")
        + (vat.retryAfterSeconds() == null ? "" : "; ask again in " + vat.retryAfterSeconds() + " s"),
        vat.retryAfterSeconds()));
    }
    return findings;
  }

  /** VIES approximate matching decides where the member state ran it, else the disclosed name is compared. */
  private static Finding name(VatAnswer vat, String leadName) {
    if ("valid".equals(vat.nameMatch())) {
      return Finding.of("vat.name_match", CHECK, "VIES matches the number's trader name to " + Finding.quoted(leadName));
    }
    if ("invalid".equals(vat.nameMatch())) {
      return Finding.of("vat.name_mismatch", CHECK, "VIES does not match the number's trader name to " + Finding.quoted(leadName));
    }
    if (vat.viesName() == null) {
      return Finding.of("vat.name_undisclosed", CHECK, "the member state does not disclose the trader's name to VIES");
    }
    return Names.similar(vat.viesName(), leadName)
      ? Finding.of("vat.name_match", CHECK, "VIES registers the number to " + Finding.quoted(vat.viesName()))
      : Finding.of("vat.name_mismatch", CHECK, "VIES registers the number to " + Finding.quoted(vat.viesName())
        + ", not to " + Finding.quoted(leadName));
  }

}
