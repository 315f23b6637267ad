package io.gatehouse.providers.verify;

import java.util.ArrayList;
import java.util.List;

/**
 * The lead's verdict from its checks' assessments: {@code reject} when any check shows the lead is
 * wrong, {@code review} when any check needs a person or could not answer, or when nothing
 * identifies the company; {@code verified} only when every check passed.
 */
record Verdict(String value, List<String> reasons) {

  static final String VERIFIED = "verified";
  static final String REVIEW = "review";
  static final String REJECT = "reject";

  static Verdict of(List<Check> checks, List<Assessment> assessments) {
    List<String> failures = new ArrayList<>();
    List<String> reviews = new ArrayList<>();
    boolean identified = false;
    for (int i = 0; i < checks.size(); i++) {
      Assessment a = assessments.get(i);
      switch (a.outcome()) {
        case FAIL -> failures.add(a.reason());
        case REVIEW -> reviews.add(a.reason());
        case PASS -> identified |= checks.get(i).kind().identifies;
      }
    }
    if (!failures.isEmpty()) {
      List<String> reasons = new ArrayList<>(failures);
      reasons.addAll(reviews);
      return new Verdict(REJECT, List.copyOf(reasons));
    }
    if (!identified) reviews.add("no VAT, KvK or KBO check confirmed the company");
    if (!reviews.isEmpty()) return new Verdict(REVIEW, List.copyOf(reviews));
    return new Verdict(VERIFIED, List.of());
  }
}
