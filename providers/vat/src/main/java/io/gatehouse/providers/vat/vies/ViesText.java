package io.gatehouse.providers.vat.vies;

import java.util.Optional;

/** Text fields of a VIES answer. */
final class ViesText {

  /** VIES writes this where a member state does not disclose a value. */
  private static final String UNDISCLOSED = "---";

  private ViesText() {
  }

  static Optional<String> disclosed(String value) {
    if (value == null) return Optional.empty();
    String trimmed = value.trim();
    return trimmed.isEmpty() || trimmed.equals(UNDISCLOSED) ? Optional.empty() : Optional.of(trimmed);
  }
}
