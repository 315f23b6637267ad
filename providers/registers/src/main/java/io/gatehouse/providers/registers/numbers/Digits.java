package io.gatehouse.providers.registers.numbers;

import io.gatehouse.api.ProviderException;

/** Shared clean-up of register numbers as people type them: spaces, dots, dashes and slashes go. */
final class Digits {

  private Digits() {
  }

  static String strip(String field, String raw, String prefix) {
    if (raw == null) throw ProviderException.badArgument(field, field + " is required");
    String cleaned = raw.replaceAll("[\\s./-]", "").toUpperCase(java.util.Locale.ROOT);
    if (prefix != null && cleaned.startsWith(prefix)) cleaned = cleaned.substring(prefix.length());
    if (!cleaned.chars().allMatch(Character::isDigit) || cleaned.isEmpty()) {
      throw ProviderException.badArgument(field, field + " must consist of digits, got '" + raw + "'");
    }
    return cleaned;
  }
}
