package io.gatehouse.providers.verify;

import io.gatehouse.providers.verify.peers.KboAnswer;
import io.gatehouse.providers.verify.peers.KvkAnswer;
import io.gatehouse.providers.verify.peers.OpenRegisterAnswer;
import io.gatehouse.providers.verify.peers.RegisterAnswer;

import java.util.ArrayList;
import java.util.List;

/** What a register's answer says about the lead: whether the company trades, and under which names. */
final class RegisterFindings {

  private RegisterFindings() {
  }

  static List<Finding> kbo(KboAnswer kbo, Lead lead) {
    List<Finding> findings = new ArrayList<>();
    findings.add(kbo.enterprise() ? KboSituations.finding(kbo)
      : Finding.of("register.active", "kbo", "KBO lists establishment unit " + kbo.number() + " as active"));
    if (kbo.naturalPerson() && lead.companyName() != null) {
      findings.add(Finding.of("register.natural_person", "kbo", "KBO enterprise " + kbo.number() + " is a natural person's: "
        + "KBO Open Data publish " + (kbo.names().isEmpty() ? "no name" : "only its trade names") + " for it, not the "
        + "person's, so the register alone cannot confirm " + Finding.quoted(lead.companyName())));
    }
    names(kbo, lead, "kbo", findings);
    return findings;
  }

  static List<Finding> kvk(KvkAnswer kvk, Lead lead) {
    List<Finding> findings = new ArrayList<>();
    findings.add(kvk.endDate() != null
      ? Finding.of("register.ended", "kvk", "KvK registration " + kvk.kvkNumber() + " ended on " + isoDate(kvk.endDate()))
      : Finding.of("register.active", "kvk", "KvK registration " + kvk.kvkNumber() + " is current"));
    names(kvk, lead, "kvk", findings);
    return findings;
  }

  static List<Finding> open(OpenRegisterAnswer register, Lead lead, String check) {
    List<Finding> findings = new ArrayList<>();
    findings.add(RegisterStates.finding(register, check));
    names(register, lead, check, findings);
    return findings;
  }

  /** KvK writes dates as yyyyMMdd (20240315); answers say 2024-03-15. */
  static String isoDate(String date) {
    return date != null && date.matches("\\d{8}") ? date.substring(0, 4) + "-" + date.substring(4, 6) + "-" + date.substring(6)
      : date;
  }

  private static void names(RegisterAnswer register, Lead lead, String check, List<Finding> findings) {
    if (lead.companyName() == null || register.names().isEmpty()) return;
    String match = register.names().stream().filter(n -> Names.similar(n, lead.companyName())).findFirst().orElse(null);
    findings.add(match != null
      ? Finding.of("register.name_match", check, register.register() + " knows the company as " + Finding.quoted(match))
      : Finding.of("register.name_mismatch", check, register.register() + " knows the number under "
        + String.join(", ", register.names().stream().limit(4).map(Finding::quoted).toList()) + ", not as "
        + Finding.quoted(lead.companyName())));
  }
}
