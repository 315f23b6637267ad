package io.gatehouse.providers.verify;

import java.util.Locale;

/** What a finding means for the lead's verdict, worst last. */
enum Outcome {
  /** Confirms the lead. */
  PASS,
  /** Worth showing, decides nothing. */
  NOTE,
  /** A person should look before the lead is used. */
  REVIEW,
  /** The lead is wrong or not fit to use. */
  REJECT;

  String slug() {
    return name().toLowerCase(Locale.ROOT);
  }

  static Outcome of(String slug) {
    return valueOf(slug.toUpperCase(Locale.ROOT));
  }

  Outcome worse(Outcome other) {
    return other.ordinal() > ordinal() ? other : this;
  }
}
