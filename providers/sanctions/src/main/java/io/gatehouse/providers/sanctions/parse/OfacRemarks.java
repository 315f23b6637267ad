package io.gatehouse.providers.sanctions.parse;

import io.gatehouse.providers.sanctions.model.NameKind;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The facts OFAC's CSV keeps only in the remarks column: "DOB 28 Jul 1963; POB Toledo District,
 * Belize; nationality Russia; a.k.a. 'BURTON BURGESS'." Quoted a.k.a.s are OFAC's weak aliases.
 */
final class OfacRemarks {

  private static final Pattern DOB = Pattern.compile("(?:^|; )(?:alt\\. )?DOB ([^;]+)");
  private static final Pattern POB = Pattern.compile("(?:^|; )(?:alt\\. )?POB ([^;]+)");
  private static final Pattern NATIONALITY = Pattern.compile("(?:^|; )(?:alt\\. )?(?:nationality|citizen) ([^;]+)");
  private static final Pattern AKA = Pattern.compile("[af]\\.k\\.a\\. '([^']+)'");

  private OfacRemarks() {
  }

  static void apply(String remarks, EntryBuilder entry) {
    if (remarks == null) return;
    Matcher m = DOB.matcher(remarks);
    while (m.find()) entry.birthDate(m.group(1));
    m = POB.matcher(remarks);
    while (m.find()) entry.country(lastPart(m.group(1)));
    m = NATIONALITY.matcher(remarks);
    while (m.find()) entry.country(m.group(1).replaceAll("\\.$", ""));
    m = AKA.matcher(remarks);
    while (m.find()) entry.name(m.group(1), NameKind.WEAK_ALIAS);
  }

  /** The country at the end of "city, region, country". */
  static String lastPart(String place) {
    if (place == null) return null;
    int comma = place.lastIndexOf(',');
    return (comma < 0 ? place : place.substring(comma + 1)).trim().replaceAll("\\.$", "");
  }
}
