package io.gatehouse.analytics.entities;

import org.apache.commons.text.similarity.JaroWinklerSimilarity;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Scores two records. The name score blends string similarity of the normalised names (as written
 * and with sorted words, so "Shell Royal Dutch" meets "Royal Dutch Shell") with the share of words
 * on both sides; an acronym of the other name counts as a strong match. Registration numbers
 * override names: equal means the same company, different means almost certainly not.
 */
public final class Similarity {

  private static final JaroWinklerSimilarity JW = new JaroWinklerSimilarity();
  /** Two words this alike count as the same word (typos, plural forms). */
  private static final double WORD_MATCH = 0.92;
  private static final double ACRONYM_SCORE = 0.9;
  private static final double COUNTRY_PENALTY = 0.15;
  private static final double FORM_PENALTY = 0.05;
  private static final double IDENTIFIER_CONFLICT_FACTOR = 0.5;

  private Similarity() {
  }

  public static MatchScore score(EntityRecord a, EntityRecord b) {
    return score(a, NameNormalizer.normalize(a.name()), b, NameNormalizer.normalize(b.name()));
  }

  static MatchScore score(EntityRecord a, NormalizedName na, EntityRecord b, NormalizedName nb) {
    List<String> rules = new ArrayList<>();
    double jw = JW.apply(na.key(), nb.key());
    double sorted = JW.apply(sortedKey(na), sortedKey(nb));
    double overlap = overlap(na.tokens(), nb.tokens());
    double name = 0.6 * Math.max(jw, sorted) + 0.4 * overlap;
    if (na.key().equals(nb.key())) {
      name = 1.0;
      rules.add("normalised names are equal");
    } else if (acronym(na, nb) || acronym(nb, na)) {
      name = Math.max(name, ACRONYM_SCORE);
      rules.add("one name is the acronym of the other");
    }
    double score = name;
    String sameId = null;
    String conflict = null;
    for (Map.Entry<String, String> e : a.identifiers().entrySet()) {
      String other = b.identifiers().get(e.getKey());
      if (other == null) continue;
      if (clean(other).equals(clean(e.getValue()))) sameId = e.getKey();
      else conflict = e.getKey();
    }
    if (sameId != null) {
      score = 1.0;
      rules.add("same " + sameId + " identifier");
    } else if (conflict != null) {
      score *= IDENTIFIER_CONFLICT_FACTOR;
      rules.add("different " + conflict + " identifiers");
    }
    if (sameId == null && a.country() != null && b.country() != null && !a.country().equalsIgnoreCase(b.country())) {
      score = Math.max(0, score - COUNTRY_PENALTY);
      rules.add("different countries " + a.country().toUpperCase(Locale.ROOT) + " and " + b.country().toUpperCase(Locale.ROOT));
    }
    if (sameId == null && incompatibleForms(na, nb)) {
      score = Math.max(0, score - FORM_PENALTY);
      rules.add("different legal forms " + na.legalForms() + " and " + nb.legalForms());
    }
    return new MatchScore(score, name, jw, sorted, overlap, na, nb, rules);
  }

  private static String sortedKey(NormalizedName n) {
    return String.join(" ", n.tokens().stream().sorted().toList());
  }

  /**
   * Dice overlap of the two word lists (twice the matched weight over both lists' weight); generic
   * words (group, holdings) weigh half.
   */
  static double overlap(List<String> a, List<String> b) {
    double matched = 0;
    List<String> rest = new ArrayList<>(b);
    for (String t : a) {
      for (int i = 0; i < rest.size(); i++) {
        if (t.equals(rest.get(i)) || t.length() > 3 && JW.apply(t, rest.get(i)) >= WORD_MATCH) {
          matched += 2 * weight(t);
          rest.remove(i);
          break;
        }
      }
    }
    double total = a.stream().mapToDouble(Similarity::weight).sum() + b.stream().mapToDouble(Similarity::weight).sum();
    return total == 0 ? 0 : Math.min(1, matched / total);
  }

  private static double weight(String token) {
    return LegalForms.GENERIC.contains(token) ? 0.5 : 1;
  }

  private static boolean acronym(NormalizedName shortName, NormalizedName longName) {
    if (shortName.tokens().size() != 1 || longName.tokens().size() < 2) return false;
    StringBuilder initials = new StringBuilder();
    for (String t : longName.tokens()) if (!t.equals("and") && !t.equals("of")) initials.append(t.charAt(0));
    return initials.length() >= 2 && initials.toString().equals(shortName.tokens().get(0));
  }

  private static boolean incompatibleForms(NormalizedName a, NormalizedName b) {
    if (a.legalForms().isEmpty() || b.legalForms().isEmpty()) return false;
    String fa = LegalForms.family(a.legalForms().get(a.legalForms().size() - 1));
    String fb = LegalForms.family(b.legalForms().get(b.legalForms().size() - 1));
    return fa != null && fb != null && !fa.equals(fb);
  }

  private static String clean(String identifier) {
    String s = identifier.replaceAll("[^A-Za-z0-9]", "").toUpperCase(Locale.ROOT);
    // CIKs and similar numbers are written with and without leading zeros
    return s.matches("\\d+") ? s.replaceFirst("^0+(?=\\d)", "") : s;
  }
}
