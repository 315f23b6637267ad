package io.gatehouse.providers.sanctions.text;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Folds a name to comparable tokens: lower case, transliterated to Latin, accents dropped,
 * apostrophes removed inside words, every other punctuation mark a separator. Legal forms and
 * linking words are dropped, since "ACME LTD" and "Acme Limited" are the same name.
 */
public final class NameFolder {

  private static final Set<String> NOISE = Set.of(
    "ltd", "limited", "llc", "llp", "inc", "incorporated", "co", "corp", "corporation", "company", "plc",
    "sa", "ag", "gmbh", "srl", "sro", "spa", "bv", "nv", "sas", "sarl", "oy", "ab", "as",
    "jsc", "ojsc", "pjsc", "cjsc", "ooo", "oao", "zao", "pao", "ao", "fzco", "fze",
    "the", "of", "and", "for");

  private NameFolder() {
  }

  /** The folded text: tokens of {@code [a-z0-9]} separated by single spaces. */
  public static String fold(String name) {
    if (name == null) return "";
    String lower = name.toLowerCase(Locale.ROOT);
    StringBuilder latin = new StringBuilder(lower.length() + 8);
    for (int i = 0; i < lower.length(); i++) {
      char c = lower.charAt(i);
      String spelled = Transliteration.of(c);
      latin.append(spelled == null ? String.valueOf(c) : spelled);
    }
    String bare = Normalizer.normalize(latin, Normalizer.Form.NFD);
    StringBuilder out = new StringBuilder(bare.length());
    boolean space = true;
    for (int i = 0; i < bare.length(); i++) {
      char c = bare.charAt(i);
      if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) {
        out.append(c);
        space = false;
      } else if (isApostrophe(c) || Character.getType(c) == Character.NON_SPACING_MARK) {
        // O'Brien is obrien, not o brien; accents were split off by NFD
      } else if (!space) {
        out.append(' ');
        space = true;
      }
    }
    int end = out.length();
    if (end > 0 && out.charAt(end - 1) == ' ') out.setLength(end - 1);
    return out.toString();
  }

  /** The folded tokens without legal forms and linking words (all of them when nothing else is left). */
  public static List<String> tokens(String name) {
    String folded = fold(name);
    List<String> all = new ArrayList<>();
    List<String> kept = new ArrayList<>();
    if (folded.isEmpty()) return kept;
    for (String token : folded.split(" ")) {
      all.add(token);
      if (!NOISE.contains(token)) kept.add(token);
    }
    return kept.isEmpty() ? all : kept;
  }

  private static boolean isApostrophe(char c) {
    return c == '\'' || c == '\u2019' || c == '\u2018' || c == '`' || c == '\u02bc' || c == '\u00b4';
  }
}
