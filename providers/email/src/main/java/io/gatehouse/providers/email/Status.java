package io.gatehouse.providers.email;

import io.gatehouse.providers.email.dns.DomainMail;
import io.gatehouse.providers.email.smtp.ProbeResult;

import java.util.ArrayList;
import java.util.List;

/**
 * The overall verdict on an address and the reasons behind it. Hard facts (no such domain, null MX,
 * a refused mailbox) make it undeliverable; resolver or server trouble makes it unknown, never
 * undeliverable; signals that mail may not reach a person make it risky. DNS shows only that the
 * domain takes mail, so unless a mail server answered for the mailbox the reasons say it is unconfirmed.
 */
record Status(String value, List<String> reasons) {

  static final String DELIVERABLE = "deliverable";
  static final String UNDELIVERABLE = "undeliverable";
  static final String RISKY = "risky";
  static final String UNKNOWN = "unknown";

  static Status invalidSyntax(String reason) {
    return new Status(UNDELIVERABLE, List.of("invalid syntax: " + reason));
  }

  static Status literal() {
    return new Status(RISKY, List.of("the domain is an address literal, which few mail servers accept"));
  }

  /**
   * @param probe the SMTP answer, or null when no probe ran
   */
  static Status of(DomainMail mail, boolean disposable, boolean role, ProbeResult probe) {
    switch (mail.routing()) {
      case NXDOMAIN:
        return new Status(UNDELIVERABLE, List.of("the domain does not exist"));
      case NULL_MX:
        return new Status(UNDELIVERABLE, List.of("the domain publishes a null MX: it accepts no mail"));
      case NO_MAIL_HOST:
        return new Status(UNDELIVERABLE, List.of("the domain has neither MX nor address records"));
      case UNKNOWN:
        return new Status(UNKNOWN, List.of(mail.problem()));
      default:
        break;
    }
    if (probe != null) {
      Status fromProbe = fromProbe(probe);
      if (fromProbe != null) return fromProbe;
    }
    List<String> risks = new ArrayList<>();
    if (disposable) risks.add("the domain belongs to a disposable-mail service");
    if (role) risks.add("the local part names a role, not a person");
    if (mail.routing() == DomainMail.Routing.IMPLICIT) risks.add("the domain has no MX records; mail would go to its address records");
    if (probe != null && probe.outcome() == ProbeResult.Outcome.CATCH_ALL) {
      risks.add("the mail server accepts any recipient, so the mailbox is unconfirmed");
    }
    if (probe != null && probe.outcome() == ProbeResult.Outcome.FULL) risks.add("the mailbox is full");
    List<String> reasons = new ArrayList<>(risks);
    if (probe == null || probe.outcome() == ProbeResult.Outcome.UNREACHABLE) reasons.add(unconfirmed(mail, probe));
    return new Status(risks.isEmpty() ? DELIVERABLE : RISKY, List.copyOf(reasons));
  }

  /** When no mail server spoke about the mailbox, DNS alone answered: it says the domain takes mail, nothing more. */
  private static String unconfirmed(DomainMail mail, ProbeResult probe) {
    String records = mail.routing() == DomainMail.Routing.IMPLICIT ? "address records show that it can take mail"
      : "MX records show that it takes mail";
    String why = probe == null ? "no SMTP probe ran" : "the mail server could not be reached: " + probe.reply();
    return "the domain's " + records + ", not that this mailbox exists: the mailbox itself was not confirmed (" + why + ")";
  }

  /** The probe decides alone when its answer is final or says nothing; null lets the other signals speak. */
  private static Status fromProbe(ProbeResult probe) {
    return switch (probe.outcome()) {
      case REJECTED -> new Status(UNDELIVERABLE, List.of("the mail server refuses the mailbox: " + probe.reply()));
      case SMTPUTF8_UNSUPPORTED -> new Status(UNDELIVERABLE,
        List.of("the local part needs SMTPUTF8, which the mail server does not offer"));
      case INCONCLUSIVE -> new Status(UNKNOWN, List.of("the mail server gave no answer on the mailbox: " + probe.reply()));
      default -> null;
    };
  }
}
