package io.gatehouse.providers.sanctions.match;

import io.gatehouse.providers.sanctions.model.EntityType;
import io.gatehouse.providers.sanctions.model.EntryName;
import io.gatehouse.providers.sanctions.model.ListEntry;
import io.gatehouse.providers.sanctions.model.NameKind;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

/**
 * What moves a name score beyond the name: a birth date or country that agrees with the list
 * raises it a little, one that contradicts it lowers it more (a different person of the same
 * name is the common false positive), and a weak alias counts for less than a real name.
 */
final class Adjustments {

  static final double BIRTH_DATE_EXACT = 0.05;
  static final double BIRTH_YEAR = 0.02;
  static final double BIRTH_DATE_DIFFERS = -0.15;
  static final double COUNTRY_MATCHES = 0.03;
  static final double COUNTRY_DIFFERS = -0.05;
  static final double WEAK_ALIAS = -0.05;
  static final double MAX_BONUS = BIRTH_DATE_EXACT + COUNTRY_MATCHES;

  private final String birthDate;
  private final String country;

  Adjustments(Query query) {
    this.birthDate = query.birthDate();
    this.country = query.country();
  }

  double apply(double nameScore, ListEntry entry, EntryName name, JsonArray features) {
    double score = nameScore;
    if (name.kind() == NameKind.WEAK_ALIAS) {
      score += note(features, "weak_alias", WEAK_ALIAS, "the list marks this alias as weak or low quality");
    }
    if (birthDate != null && !entry.birthDates().isEmpty() && entry.type() != EntityType.ORGANISATION) {
      score += birth(entry, features);
    }
    if (country != null && !entry.countries().isEmpty()) {
      if (entry.countries().contains(country)) {
        score += note(features, "country", COUNTRY_MATCHES, country + " is among the entry's countries " + entry.countries());
      } else {
        score += note(features, "country", COUNTRY_DIFFERS, country + " is not among the entry's countries " + entry.countries());
      }
    }
    return Math.max(0, Math.min(1, score));
  }

  private double birth(ListEntry entry, JsonArray features) {
    String closest = null;
    int best = -1;
    for (String listed : entry.birthDates()) {
      int agreement = agreement(birthDate, listed);
      if (agreement > best) {
        best = agreement;
        closest = listed;
      }
    }
    return switch (best) {
      case 2 -> note(features, "birth_date", BIRTH_DATE_EXACT, birthDate + " matches the listed " + closest);
      case 1 -> note(features, "birth_date", BIRTH_YEAR, "the year of " + birthDate + " matches the listed " + closest);
      case 0 -> note(features, "birth_date", 0, birthDate + " is close to the listed " + closest);
      default -> note(features, "birth_date", BIRTH_DATE_DIFFERS,
        birthDate + " differs from every listed birth date " + entry.birthDates());
    };
  }

  /**
   * 2: the dates agree beyond the year as far as both are known; 1: the years agree and one side
   * knows only the year; 0: same year but another month or day, or a year apart (lists give
   * approximate years); -1: otherwise.
   */
  static int agreement(String query, String listed) {
    int qYear = Integer.parseInt(query.substring(0, 4));
    int lYear = Integer.parseInt(listed.substring(0, 4));
    if (qYear != lYear) return Math.abs(qYear - lYear) <= 1 ? 0 : -1;
    int common = Math.min(query.length(), listed.length());
    if (common <= 4) return 1;
    return query.substring(0, common).equals(listed.substring(0, common)) ? 2 : 0;
  }

  private static double note(JsonArray features, String feature, double effect, String detail) {
    if (features != null) features.add(new JsonObject().put("feature", feature).put("effect", effect).put("detail", detail));
    return effect;
  }
}
