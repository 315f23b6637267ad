package io.gatehouse.providers.verify;

import java.text.Normalizer;
import java.util.Arrays;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Company-name comparison by distinctive words: case, accents, punctuation, legal forms of every
 * country ({@link LegalForms}) and true fillers (articles, "and") do not count, but every other word
 * does. "Peeters Holding" is not "Jan Peeters NV": a sibling company shares a word, not the name.
 */
final class Names {

  /** Words this long may differ by one letter (a typo, a plural) and still be one word. */
  private static final int TYPO_LENGTH = 5;

  private Names() {
  }

  /** Every distinctive word of each name stands in the other (a typo aside); a name with none says nothing. */
  static boolean similar(String a, String b) {
    Set<String> wa = words(a);
    Set<String> wb = words(b);
    if (wa.isEmpty() || wb.isEmpty()) return true;
    return covered(wa, wb) && covered(wb, wa);
  }

  private static boolean covered(Set<String> words, Set<String> in) {
    return words.stream().allMatch(w -> in.stream().anyMatch(o -> same(w, o)));
  }

  private static boolean same(String a, String b) {
    if (a.equals(b)) return true;
    if (Math.min(a.length(), b.length()) < TYPO_LENGTH || Math.abs(a.length() - b.length()) > 1) return false;
    int i = 0;
    while (i < Math.min(a.length(), b.length()) && a.charAt(i) == b.charAt(i)) i++;
    // one letter replaced, added or dropped at the first difference
    return a.substring(i + 1).equals(b.substring(i + 1)) || a.substring(i).equals(b.substring(i + 1))
      || a.substring(i + 1).equals(b.substring(i));
  }

  static Set<String> words(String name) {
    // dots go before splitting, so B.V. and N.V. match the legal forms
    // ł and ø have no accent to strip: Polish and Norwegian names are written both ways
    String plain = Normalizer.normalize(name, Normalizer.Form.NFD).replaceAll("\\p{M}", "").toLowerCase(Locale.ROOT)
      .replace("ł", "l").replace("ø", "o").replace("æ", "ae").replace("ß", "ss").replace(".", "");
    return Arrays.stream(LegalForms.joinSlashed(plain).split("[^\\p{L}\\p{N}]+"))
      .filter(w -> !w.isEmpty() && !LegalForms.ALL.contains(w))
      .collect(Collectors.toSet());
  }
}
