package io.gatehouse.providers.verify;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The lead's verdict from its findings by the policy table: {@code reject} when any finding rejects,
 * {@code review} when any needs review or nothing identified the company, {@code verified} otherwise.
 * A source that could not confirm the company's name (VIES without a disclosed name, a natural
 * person's KBO enterprise) counts as a note only when another source (another check) confirmed it.
 *
 * @param findings every finding, with {@code lead.unidentified} added when nothing identified the company
 * @param reasons  the findings that decided: rejections first, then reviews
 * @param outcomes each finding code's outcome in this verdict
 */
record Verdict(String value, List<Finding> findings, List<Finding> reasons, Map<String, Outcome> outcomes) {

  static final String VERIFIED = "verified";
  static final String REVIEW = "review";
  static final String REJECT = "reject";

  static Verdict of(List<Finding> found, Policy policy) {
    List<Finding> findings = new ArrayList<>(found);
    // a register that lists the company identified it, bankrupt or not; only a passing VAT check does
    boolean identified = findings.stream().anyMatch(f -> Policy.REGISTER_SITUATIONS.contains(f.code())
      || Policy.IDENTIFYING.contains(f.code()) && policy.outcome(f.code()) == Outcome.PASS);
    if (!identified) {
      findings.add(Finding.of("lead.unidentified", Finding.CONSISTENCY, "no VAT or register check confirmed the company"));
    }
    Map<String, Outcome> outcomes = new LinkedHashMap<>();
    for (Finding f : findings) {
      Outcome outcome = policy.outcome(f.code());
      // confirmed by another source: a register's trade name does not confirm a natural person's enterprise
      boolean confirmedElsewhere = findings.stream().anyMatch(c -> Policy.NAME_CONFIRMING.contains(c.code())
        && !c.check().equals(f.check()) && policy.outcome(c.code()) == Outcome.PASS);
      if (confirmedElsewhere && Policy.UNLESS_NAME_CONFIRMED.contains(f.code()) && outcome.compareTo(Outcome.NOTE) > 0) {
        outcome = Outcome.NOTE;
      }
      outcomes.put(f.code(), outcome);
    }
    Outcome worst = findings.stream().map(f -> outcomes.get(f.code())).reduce(Outcome.PASS, Outcome::worse);
    List<Finding> reasons = findings.stream().filter(f -> outcomes.get(f.code()).compareTo(Outcome.REVIEW) >= 0)
      .sorted(Comparator.comparing((Finding f) -> outcomes.get(f.code())).reversed()).toList();
    String value = switch (worst) {
      case REJECT -> REJECT;
      case REVIEW -> REVIEW;
      default -> VERIFIED;
    };
    return new Verdict(value, List.copyOf(findings), reasons, Map.copyOf(outcomes));
  }

  /** The outcome a finding has in this verdict. */
  Outcome outcome(Finding finding) {
    return outcomes.get(finding.code());
  }
}
