package io.gatehouse.providers.verify;

import io.gatehouse.providers.verify.peers.KboAnswer;
import io.gatehouse.providers.verify.peers.KvkAnswer;
import io.gatehouse.providers.verify.peers.OpenRegisterAnswer;
import io.gatehouse.providers.verify.peers.RegisterAnswer;
import io.gatehouse.providers.verify.peers.VatAnswer;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The cross-checks between answers: whether the VAT number and the register number belong to one
 * company, and whether the lead, its VAT number and its registers agree on the country.
 */
final class ConsistencyFindings {

  private ConsistencyFindings() {
  }

  /**
   * @param vat     vat_check's answer, or null
   * @param kbo     kbo_lookup's answer, or null
   * @param kvk     kvk_lookup's answer, or null
   * @param open    the open registers' answers (GLEIF's included)
   */
  static List<Finding> of(Lead lead, VatAnswer vat, KboAnswer kbo, KvkAnswer kvk, List<OpenRegisterAnswer> open) {
    List<Finding> findings = new ArrayList<>();
    // a KBO check made from the VAT number cannot disagree with it
    if (vat != null && kbo != null && kbo.enterprise() && vat.country().equals("BE") && !lead.kboFromVat()) {
      findings.add(vat.national().equals(kbo.digits())
        ? Finding.of("vat.register_number_match", Finding.CONSISTENCY, "the Belgian VAT number is KBO enterprise "
          + kbo.number())
        : Finding.of("vat.register_number_mismatch", Finding.CONSISTENCY, "the Belgian VAT number BE" + vat.national()
          + " is not KBO enterprise " + kbo.number() + " (a Belgian VAT number is the enterprise number)"));
    }
    // a Dutch legal entity's VAT number starts with its RSIN; sole traders' numbers do not, and KvK gives them no RSIN
    if (vat != null && kvk != null && kvk.rsin() != null && vat.country().equals("NL")) {
      findings.add(vat.national().startsWith(kvk.rsin())
        ? Finding.of("vat.register_number_match", Finding.CONSISTENCY, "the Dutch VAT number carries the RSIN "
          + kvk.rsin() + " that KvK gives the owner")
        : Finding.of("vat.register_number_mismatch", Finding.CONSISTENCY, "the Dutch VAT number NL" + vat.national()
          + " does not carry the RSIN " + kvk.rsin() + " that KvK gives the owner of " + kvk.kvkNumber()));
    }
    List<RegisterAnswer> registers = new ArrayList<>();
    if (kbo != null) registers.add(kbo);
    if (kvk != null) registers.add(kvk);
    findings.addAll(RegisterNumberFindings.of(lead, vat, registers, open));
    registers.addAll(open);
    Map<String, String> countries = new LinkedHashMap<>();
    if (lead.country() != null) countries.put("the lead", Lead.iso(lead.country()));
    if (vat != null) countries.put("the VAT number", vat.isoCountry());
    for (RegisterAnswer register : registers) {
      if (register.country() != null) countries.put(register.register(), register.country());
    }
    if (countries.values().stream().distinct().count() > 1) {
      List<String> said = new ArrayList<>();
      countries.forEach((who, country) -> said.add(who + ": " + country));
      findings.add(Finding.of("lead.country_mismatch", Finding.CONSISTENCY, "the countries disagree (" + String.join(", ", said) + ")"));
    }
    return findings;
  }

  /**
   * KBO Open Data is a monthly extract: a Belgian number VIES calls valid that the extract lacks is
   * most likely a company registered since, not a made-up one. Its {@code register.not_found} becomes
   * {@code register.not_in_snapshot}, which a person reviews rather than the lead being rejected.
   */
  static List<Finding> notInSnapshot(List<Finding> findings, VatAnswer vat) {
    if (vat == null || !"valid".equals(vat.status()) || !vat.country().equals("BE")) return findings;
    List<Finding> out = new ArrayList<>(findings.size());
    for (Finding f : findings) {
      out.add(f.code().equals("register.not_found") && f.check().equals("kbo")
        ? Finding.of("register.not_in_snapshot", f.check(), f.message() + ", but VIES says BE" + vat.national()
          + " is valid: a company registered after that extract looks like this")
        : f);
    }
    return out;
  }

  /**
   * An open register without the number a VAT number carries that VIES calls valid: the tax authority
   * knows the company, so it is a unit the register does not publish (an opted-out sole trader) or
   * one registered since the register's data were last updated, not a made-up number. Its
   * {@code register.not_found} becomes {@code register.not_found_vat_valid}, which a person reviews.
   */
  static List<Finding> notPublished(List<Finding> findings, VatAnswer vat, Lead lead) {
    if (vat == null || !"valid".equals(vat.status())) return findings;
    String country = vat.isoCountry();
    String carried = RegisterNumbers.fromVat(country, vat.national());
    OpenRegisters register = OpenRegisters.forCountry(country).orElse(null);
    if (register == null || !RegisterNumbers.same(carried, lead.registerNumber(country))) return findings;
    return findings.stream().map(f -> f.code().equals("register.not_found") && f.check().equals(register.provider())
      ? Finding.of("register.not_found_vat_valid", f.check(), f.message() + ", but VIES says " + vat.country() + vat.national()
        + ", which carries it, is valid: a unit " + register.label() + " does not publish, or one registered since, looks like this")
      : f).toList();
  }
}
