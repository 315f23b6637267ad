package io.gatehouse.providers.verify;

import io.gatehouse.providers.verify.peers.EmailAnswer;

import java.util.ArrayList;
import java.util.List;

/** What email_check's answer says about the lead's contact address. */
final class EmailFindings {

  private static final String CHECK = "email";

  private EmailFindings() {
  }

  static List<Finding> of(EmailAnswer email) {
    List<Finding> findings = new ArrayList<>();
    String why = email.reasons().isEmpty() ? "" : ": " + String.join("; ", email.reasons());
    switch (email.status()) {
      case "deliverable" -> findings.add(email.mailboxConfirmed()
        ? Finding.of("email.mailbox_confirmed", CHECK, "the mail server accepts this mailbox")
        : Finding.of("email.domain_accepts_mail", CHECK,
          "the domain takes mail; that this mailbox exists was not confirmed"));
      case "undeliverable" -> findings.add(email.syntaxValid()
        ? Finding.of("email.undeliverable", CHECK, "the address cannot receive mail" + why)
        : Finding.of("email.invalid_syntax", CHECK, "the address is not a valid email address" + why));
      case "risky" -> findings.addAll(risks(email, why));
      default -> findings.add(Finding.of("email.unverified", CHECK, "the address could not be checked" + why));
    }
    if (email.freeProvider()) {
      findings.add(Finding.of("email.free_provider", CHECK, "the address is at a free mailbox provider, not a company domain"));
    }
    return findings;
  }

  /** Each risk email_check flags, by its declared field; a risk it does not name stays a plain review. */
  private static List<Finding> risks(EmailAnswer email, String why) {
    List<Finding> risks = new ArrayList<>();
    if (email.disposable()) risks.add(Finding.of("email.disposable", CHECK, "the address is at a disposable-mail service"));
    if (email.role()) risks.add(Finding.of("email.role_account", CHECK, "the address names a role, not a person"));
    if ("implicit".equals(email.mxKind())) {
      risks.add(Finding.of("email.no_mx", CHECK, "the domain has no MX record; mail would go to its address record"));
    }
    if ("catch_all".equals(email.smtpResult())) {
      risks.add(Finding.of("email.catch_all", CHECK, "the mail server accepts any mailbox, so this one is not confirmed"));
    }
    if ("full".equals(email.smtpResult())) risks.add(Finding.of("email.mailbox_full", CHECK, "the mailbox is full"));
    if (risks.isEmpty()) risks.add(Finding.of("email.risky", CHECK, "the address is risky" + why));
    return risks;
  }
}
