package io.gatehouse.analytics.entities;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Normalises company names: accents and case folded, "&" read as "and", dotted abbreviations
 * joined (B.V. to bv), punctuation dropped, spelled-out legal forms abbreviated, then legal forms at
 * the ends and a leading "the" cut. Common abbreviations of ordinary words are expanded so
 * "Intl" meets "International".
 */
public final class NameNormalizer {

  private static final Pattern MARKS = Pattern.compile("\\p{M}+");
  private static final Pattern DOTTED = Pattern.compile("\\b(\\p{L})\\.(?=\\p{L}\\b\\.?)");
  private static final Pattern NON_WORD = Pattern.compile("[^\\p{L}\\p{N}]+");
  private static final Map<String, String> WORDS = Map.ofEntries(
    Map.entry("intl", "international"), Map.entry("natl", "national"),
    Map.entry("mfg", "manufacturing"), Map.entry("svcs", "services"), Map.entry("svc", "services"),
    Map.entry("assn", "association"), Map.entry("bros", "brothers"), Map.entry("dept", "department"),
    Map.entry("hldgs", "holdings"), Map.entry("grp", "group"), Map.entry("tech", "technology"),
    Map.entry("technologies", "technology"), Map.entry("labs", "laboratories"), Map.entry("mgmt", "management"));

  private NameNormalizer() {
  }

  public static NormalizedName normalize(String name) {
    String s = Normalizer.normalize(name, Normalizer.Form.NFKD);
    s = MARKS.matcher(s).replaceAll("").toLowerCase(Locale.ROOT).replace("ß", "ss");
    s = s.replace("&", " and ").replace("+", " and ");
    s = DOTTED.matcher(s).replaceAll("$1");
    s = NON_WORD.matcher(s).replaceAll(" ").strip();
    for (var phrase : LegalForms.PHRASES.entrySet()) {
      s = s.replaceAll("\\b" + phrase.getKey() + "\\b", phrase.getValue());
    }
    List<String> tokens = new ArrayList<>();
    for (String t : s.split(" ")) {
      if (!t.isEmpty()) tokens.add(WORDS.getOrDefault(t, t));
    }
    List<String> forms = new ArrayList<>();
    // cut trailing forms ("... co ltd"), then leading ones ("ooo ..."), but never the whole name
    while (tokens.size() > 1 && LegalForms.isForm(tokens.get(tokens.size() - 1))) {
      forms.add(0, tokens.remove(tokens.size() - 1));
    }
    while (tokens.size() > 1 && LegalForms.LEADING.contains(tokens.get(0))) forms.add(tokens.remove(0));
    if (tokens.size() > 1 && tokens.get(0).equals("the")) tokens.remove(0);
    // "Procter and Gamble Co" loses its form above; a dangling "and" would remain from "X and Co"
    if (tokens.size() > 1 && tokens.get(tokens.size() - 1).equals("and")) tokens.remove(tokens.size() - 1);
    return new NormalizedName(name, String.join(" ", tokens), List.copyOf(tokens), List.copyOf(forms));
  }
}
