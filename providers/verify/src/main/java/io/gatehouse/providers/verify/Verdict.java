package io.gatehouse.providers.verify;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The lead's verdict from its findings by the policy table: {@code reject} when any finding rejects,
 * {@code review} when any needs review or nothing identified the company, {@code verified} otherwise.
 *
 * @param findings every finding, with {@code lead.unidentified} added when nothing identified the company
 * @param reasons  the findings that decided: rejections first, then reviews
 */
record Verdict(String value, List<Finding> findings, List<Finding> reasons) {

  static final String VERIFIED = "verified";
  static final String REVIEW = "review";
  static final String REJECT = "reject";

  static Verdict of(List<Finding> found, Policy policy) {
    List<Finding> findings = new ArrayList<>(found);
    boolean identified = findings.stream()
      .anyMatch(f -> Policy.IDENTIFYING.contains(f.code()) && policy.outcome(f.code()) == Outcome.PASS);
    if (!identified) {
      findings.add(Finding.of("lead.unidentified", Finding.CONSISTENCY, "no VAT, KvK or KBO check confirmed the company"));
    }
    Outcome worst = findings.stream().map(f -> policy.outcome(f.code())).reduce(Outcome.PASS, Outcome::worse);
    List<Finding> reasons = findings.stream().filter(f -> policy.outcome(f.code()).compareTo(Outcome.REVIEW) >= 0)
      .sorted(Comparator.comparing((Finding f) -> policy.outcome(f.code())).reversed()).toList();
    String value = switch (worst) {
      case REJECT -> REJECT;
      case REVIEW -> REVIEW;
      default -> VERIFIED;
    };
    return new Verdict(value, List.copyOf(findings), reasons);
  }
}
