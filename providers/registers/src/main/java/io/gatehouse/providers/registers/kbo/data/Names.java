package io.gatehouse.providers.registers.kbo.data;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

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

  public static String normalize(String name) {
    if (name == null) return "";
    String plain = Normalizer.normalize(name, Normalizer.Form.NFD).replaceAll("\\p{M}+", "")
      .toLowerCase(java.util.Locale.ROOT).replaceAll("[^a-z0-9]+", " ").trim();
    if (plain.isEmpty()) return "";
    // dotted abbreviations (b.v.b.a., s.a.) were split into letters: join single letters back
    String joined = plain.replaceAll("\\b([a-z]) (?=[a-z]\\b)", "$1");
    List<String> kept = new ArrayList<>();
    for (String word : joined.split(" ")) {
      if (!LEGAL_FORMS.contains(word)) kept.add(word);
    }
    return kept.isEmpty() ? joined : String.join(" ", kept);
  }
}
