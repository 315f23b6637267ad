package io.gatehouse.providers.verify;

/** What one check's answer means for the lead. */
record Assessment(Outcome outcome, String reason) {

  enum Outcome {
    /** The check confirms the lead. */
    PASS,
    /** The check shows the lead is wrong: an unregistered VAT number, a missing company, a dead mailbox. */
    FAIL,
    /** A person should look: a possible sanctions match, a risky address, or a check that could not answer. */
    REVIEW
  }

  static Assessment pass(String reason) {
    return new Assessment(Outcome.PASS, reason);
  }

  static Assessment fail(String reason) {
    return new Assessment(Outcome.FAIL, reason);
  }

  static Assessment review(String reason) {
    return new Assessment(Outcome.REVIEW, reason);
  }
}
