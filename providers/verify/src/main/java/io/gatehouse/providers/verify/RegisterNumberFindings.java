package io.gatehouse.providers.verify;

import io.gatehouse.providers.verify.peers.OpenRegisterAnswer;
import io.gatehouse.providers.verify.peers.RegisterAnswer;
import io.gatehouse.providers.verify.peers.VatAnswer;

import java.util.ArrayList;
import java.util.List;

/**
 * The cross-checks of numbers across the open registers: the VAT number against the register number
 * it carries (FR, FI, CZ, PL, NO, DK), and an LEI record's registration-authority id against the
 * register number. Belgium and the Netherlands are compared in {@link ConsistencyFindings}.
 */
final class RegisterNumberFindings {

  private RegisterNumberFindings() {
  }

  /**
   * @param vat       vat_check's answer, or null (VIES was not asked, or did not answer)
   * @param registers every other register's answer (KBO, KvK), to compare the LEI record with
   * @param open      the open registers' answers, GLEIF's included
   */
  static List<Finding> of(Lead lead, VatAnswer vat, List<RegisterAnswer> registers, List<OpenRegisterAnswer> open) {
    List<Finding> findings = new ArrayList<>();
    vatNumber(lead, vat, open, findings);
    OpenRegisterAnswer lei = open.stream().filter(OpenRegisterAnswer::lei).findFirst().orElse(null);
    if (lei != null && lei.localId() != null) {
      List<RegisterAnswer> others = new ArrayList<>(registers);
      open.stream().filter(r -> !r.lei()).forEach(others::add);
      for (RegisterAnswer register : others) {
        if (register.country() == null || !register.country().equals(lei.country())) continue;
        findings.add(RegisterNumbers.same(lei.localId(), register.number())
          ? Finding.of("lei.register_match", Finding.CONSISTENCY, "the LEI record gives " + register.register() + "'s number "
            + register.number() + " as the entity's registration" + authority(lei))
          : Finding.of("lei.register_mismatch", Finding.CONSISTENCY, "the LEI " + lei.number() + " is registered as "
            + lei.localId() + authority(lei) + ", not as " + register.register() + " number " + register.number()));
      }
    }
    return findings;
  }

  private static void vatNumber(Lead lead, VatAnswer vat, List<OpenRegisterAnswer> open, List<Finding> findings) {
    String country = lead.vatCountry();
    if (country == null || country.equals("BE")) return;
    String vatNumber = country + lead.vatNational();
    List<OpenRegisterAnswer> registers = open.stream().filter(r -> !r.lei() && country.equals(r.country())).toList();
    String carried = RegisterNumbers.fromVat(country, lead.vatNational());
    if (carried == null) {
      statedVatNumbers(vatNumber, registers, findings);
      return;
    }
    String label = RegisterNumbers.label(country);
    boolean fromVat = lead.registerFromVat(country);
    for (OpenRegisterAnswer register : registers) {
      boolean same = RegisterNumbers.same(carried, register.number());
      // a register asked for the number the VAT number carries cannot disagree with it
      if (!fromVat) {
        findings.add(same
          ? Finding.of("vat.register_number_match", Finding.CONSISTENCY, "the VAT number " + vatNumber + " carries "
            + register.register() + "'s " + label + " " + register.number())
          : Finding.of("vat.register_number_mismatch", Finding.CONSISTENCY, "the VAT number " + vatNumber + " carries the "
            + label + " " + carried + ", not " + register.register() + "'s " + register.number()
            + " (" + rule(country) + ")"));
      }
      boolean viesValid = vat != null && "valid".equals(vat.status());
      if (same && Boolean.FALSE.equals(register.vatRegistered()) && !viesValid) {
        findings.add(Finding.of("vat.not_registered", Finding.CONSISTENCY, register.register() + " says " + register.number()
          + " is not registered for VAT"));
      }
    }
    if (!registers.isEmpty()) return;
    // no register answered for the country: the LEI record's id, else the number the lead gives itself
    OpenRegisterAnswer lei = open.stream().filter(r -> r.lei() && country.equals(r.country()) && r.localId() != null)
      .findFirst().orElse(null);
    String given = lead.registerNumbers().get(country);
    String other = lei != null ? lei.localId() : given;
    if (other == null) return;
    String whose = lei != null ? "the LEI record's registration " : "the " + label + " the lead gives, ";
    findings.add(RegisterNumbers.same(carried, other)
      ? Finding.of("vat.register_number_match", Finding.CONSISTENCY, "the VAT number " + vatNumber + " carries " + whose + other)
      : Finding.of("vat.register_number_mismatch", Finding.CONSISTENCY, "the VAT number " + vatNumber + " carries the "
        + label + " " + carried + ", not " + whose + other + " (" + rule(country) + ")"));
  }

  /**
   * A VAT number that carries no register number (a Czech natural person's carries the birth number)
   * is compared with the VAT number the register states for the entry, where it states one.
   */
  private static void statedVatNumbers(String vatNumber, List<OpenRegisterAnswer> registers, List<Finding> findings) {
    for (OpenRegisterAnswer register : registers) {
      if (register.vatNumber() == null) continue;
      findings.add(RegisterNumbers.same(vatNumber, register.vatNumber())
        ? Finding.of("vat.register_number_match", Finding.CONSISTENCY, register.register() + " gives " + register.number()
          + " the VAT number " + vatNumber)
        : Finding.of("vat.register_number_mismatch", Finding.CONSISTENCY, register.register() + " gives " + register.number()
          + " the VAT number " + register.vatNumber() + ", not " + vatNumber));
    }
  }

  private static String authority(OpenRegisterAnswer lei) {
    return lei.authority() == null ? "" : " at " + lei.authority();
  }

  private static String rule(String country) {
    return switch (country) {
      case "FR" -> "a French VAT number is FR, a key and the SIREN";
      case "FI" -> "a Finnish VAT number is FI and the Y-tunnus digits";
      case "CZ" -> "a Czech legal person's VAT number is CZ and its IČO";
      case "PL" -> "a Polish VAT number is PL and the NIP";
      case "NO" -> "a Norwegian VAT number is NO, the organisasjonsnummer and MVA";
      case "DK" -> "a Danish VAT number is DK and the CVR number";
      default -> "the VAT number carries the register number";
    };
  }
}
