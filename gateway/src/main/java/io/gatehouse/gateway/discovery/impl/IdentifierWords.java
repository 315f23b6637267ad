package io.gatehouse.gateway.discovery.impl;

import java.util.regex.Pattern;

/** The words of an identifier: fred_series_observations, kvkNummer, search-text. */
final class IdentifierWords {

  private static final Pattern LOWER_UPPER = Pattern.compile("(\\p{Ll})(\\p{Lu})");
  private static final Pattern SEPARATORS = Pattern.compile("[_\\-.]+");

  private IdentifierWords() {
  }

  static String split(String identifier) {
    return SEPARATORS.matcher(LOWER_UPPER.matcher(identifier).replaceAll("$1 $2")).replaceAll(" ");
  }
}
