package io.gatehouse.gateway.auth.impl;

import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Email checks within RFC 5321 limits: local part at most 64 octets, domain at most 255, the whole
 * address at most 254 (a 256-octet path minus its angle brackets). Accepts dot-atom local parts
 * and host names with at least two labels; quoted local parts, address literals and non-ASCII
 * (SMTPUTF8) addresses are refused, as no signup needs them.
 */
public final class EmailAddress {

  private static final Pattern LOCAL = Pattern.compile(
    "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*");
  private static final Pattern LABEL = Pattern.compile("[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?");

  private EmailAddress() {
  }

  /** Why {@code email} is refused, or null if it is acceptable. */
  public static String problem(String email) {
    if (email == null || email.isBlank()) {
      return "is required";
    }
    if (email.getBytes(StandardCharsets.UTF_8).length > 254) {
      return "is longer than 254 octets";
    }
    int at = email.lastIndexOf('@');
    if (at <= 0 || at == email.length() - 1) {
      return "must be an address like name@example.com";
    }
    String local = email.substring(0, at);
    String domain = email.substring(at + 1);
    if (local.length() > 64) {
      return "has a local part longer than 64 octets";
    }
    if (!LOCAL.matcher(local).matches()) {
      return "has an invalid local part";
    }
    String[] labels = domain.split("\\.", -1);
    if (labels.length < 2) {
      return "must have a fully qualified domain";
    }
    for (String label : labels) {
      if (!LABEL.matcher(label).matches()) {
        return "has an invalid domain";
      }
    }
    return null;
  }

  /**
   * The form keys are filed under: trimmed and lower-cased. Local parts are case-sensitive in
   * theory but not in practice, and one person should not hold keys under two spellings.
   */
  public static String normalize(String email) {
    return email.trim().toLowerCase(Locale.ROOT);
  }
}
