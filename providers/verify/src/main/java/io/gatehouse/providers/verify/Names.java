package io.gatehouse.providers.verify;

import java.text.Normalizer;
import java.util.Arrays;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/** Loose company-name comparison: case, accents, punctuation and legal forms do not count. */
final class Names {

  /** Legal forms (abbreviated after dots are dropped, and the words of the spelled-out forms) and filler words. */
  private static final Set<String> LEGAL_FORMS = Set.of("bv", "nv", "vof", "cv", "commv", "comm", "bvba", "srl", "sa",
    "sprl", "scrl", "scs", "snc", "sc", "se", "vzw", "asbl", "cvba", "ebvba", "eenmanszaak", "gmbh", "ag", "kg", "ug",
    "ohg", "ltd", "limited", "llc", "llp", "inc", "corp", "plc", "sarl", "sas", "sasu", "eurl", "spa", "sl", "slu",
    "besloten", "naamloze", "vennootschap", "met", "beperkte", "aansprakelijkheid", "societe", "anonyme",
    "responsabilite", "limitee", "privee", "cooperative", "the", "holding", "en", "and", "et", "und", "de", "van");

  private Names() {
  }

  /** More than half of the shorter name's distinctive words appear in the other. */
  static boolean similar(String a, String b) {
    Set<String> wa = words(a);
    Set<String> wb = words(b);
    if (wa.isEmpty() || wb.isEmpty()) return true;
    Set<String> shorter = wa.size() <= wb.size() ? wa : wb;
    Set<String> longer = shorter == wa ? wb : wa;
    long common = shorter.stream().filter(longer::contains).count();
    return common * 2 > shorter.size();
  }

  static Set<String> words(String name) {
    // dots go before splitting, so B.V. and N.V. match the legal forms
    String plain = Normalizer.normalize(name, Normalizer.Form.NFD).replaceAll("\\p{M}", "").toLowerCase(Locale.ROOT)
      .replace(".", "");
    return Arrays.stream(plain.split("[^\\p{L}\\p{N}]+"))
      .filter(w -> !w.isEmpty() && !LEGAL_FORMS.contains(w))
      .collect(Collectors.toSet());
  }
}
