package io.gatehouse.providers.registers.kbo.data;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The form names are compared in: lower case, accents removed, punctuation as spaces, and the
 * Belgian legal-form words (NV, SA, BV, SRL, VZW, ASBL, ...) dropped, since people leave them out
 * or write them differently from the register.
 */
public final class Names {

  private static final Set<String> LEGAL_FORMS = Set.of(
    "nv", "sa", "bv", "srl", "bvba", "sprl", "cv", "sc", "cvba", "scrl", "scri", "cvoa", "vof", "snc", "commv", "scs",
    "comm", "va", "sca", "vzw", "asbl", "ivzw", "aisbl", "ebvba", "sprlu", "se", "eesv", "gie", "ev", "ag", "gmbh",
    "ltd", "plc", "inc", "naamloze", "vennootschap", "besloten", "aansprakelijkheid", "beperkte", "societe", "anonyme",
    "responsabilite", "limitee", "cooperatieve", "vereniging", "zonder", "winstoogmerk", "association", "sans", "but",
    "lucratif");

  private Names() {
  }

  private static final Pattern MARKS = Pattern.compile("\\p{M}+");
  private static final Pattern NOT_ALNUM = Pattern.compile("[^a-z0-9]+");
  private static final Pattern SINGLE_LETTERS = Pattern.compile("\\b([a-z]) (?=[a-z]\\b)");

  public static String normalize(String name) {
    if (name == null) return "";
    String lower = name.toLowerCase(java.util.Locale.ROOT);
    if (!ascii(lower)) lower = MARKS.matcher(Normalizer.normalize(lower, Normalizer.Form.NFD)).replaceAll("");
    String plain = NOT_ALNUM.matcher(lower).replaceAll(" ").trim();
    if (plain.isEmpty()) return "";
    // dotted abbreviations (b.v.b.a., s.a.) were split into letters: join single letters back
    String joined = SINGLE_LETTERS.matcher(plain).replaceAll("$1");
    List<String> kept = new ArrayList<>();
    for (String word : joined.split(" ")) {
      if (!LEGAL_FORMS.contains(word)) kept.add(word);
    }
    return kept.isEmpty() ? joined : String.join(" ", kept);
  }

  private static boolean ascii(String text) {
    for (int i = 0; i < text.length(); i++) {
      if (text.charAt(i) >= 0x80) return false;
    }
    return true;
  }
}
