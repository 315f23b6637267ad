package io.gatehouse.analytics.entities;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Legal-form words that say what kind of company it is but not which one. Spelled-out forms are
 * folded to their abbreviation first, then trailing forms are cut from the name.
 */
final class LegalForms {

  /** Spelled-out forms, longest first, and the abbreviation they fold to. */
  static final Map<String, String> PHRASES = phrases();

  /** Abbreviations and the family used to tell compatible forms (inc ~ corp) from different ones. */
  private static final Map<String, String> FAMILY = Map.ofEntries(
    Map.entry("inc", "us-corp"), Map.entry("corp", "us-corp"), Map.entry("co", "us-corp"),
    Map.entry("company", "us-corp"), Map.entry("incorporated", "us-corp"), Map.entry("corporation", "us-corp"),
    Map.entry("llc", "llc"), Map.entry("lp", "partnership"), Map.entry("llp", "partnership"),
    Map.entry("ltd", "limited"), Map.entry("limited", "limited"), Map.entry("plc", "limited"),
    Map.entry("pte", "limited"), Map.entry("pty", "limited"),
    Map.entry("bv", "bv"), Map.entry("bvba", "bv"), Map.entry("srl", "bv"), Map.entry("sarl", "bv"),
    Map.entry("gmbh", "bv"),
    Map.entry("nv", "nv"), Map.entry("sa", "nv"), Map.entry("ag", "nv"), Map.entry("spa", "nv"),
    Map.entry("ab", "nv"), Map.entry("as", "nv"), Map.entry("asa", "nv"), Map.entry("oyj", "nv"),
    Map.entry("oy", "bv"), Map.entry("se", "nv"), Map.entry("kk", "nv"),
    Map.entry("vof", "partnership"), Map.entry("cv", "partnership"), Map.entry("kg", "partnership"),
    Map.entry("jsc", "ru-jsc"), Map.entry("pjsc", "ru-jsc"), Map.entry("ojsc", "ru-jsc"), Map.entry("cjsc", "ru-jsc"),
    Map.entry("oao", "ru-jsc"), Map.entry("pao", "ru-jsc"), Map.entry("zao", "ru-jsc"), Map.entry("ao", "ru-jsc"),
    Map.entry("ooo", "llc"));

  /** Words that never identify a company on their own but count less when they differ. */
  static final Set<String> GENERIC = Set.of("group", "holding", "holdings", "international", "global", "industries",
    "services", "trading", "enterprises", "partners", "and");

  private LegalForms() {
  }

  private static Map<String, String> phrases() {
    Map<String, String> m = new LinkedHashMap<>();
    m.put("gesellschaft mit beschrankter haftung", "gmbh");
    m.put("besloten vennootschap", "bv");
    m.put("naamloze vennootschap", "nv");
    m.put("limited liability company", "llc");
    m.put("limited liability partnership", "llp");
    m.put("public limited company", "plc");
    m.put("limited partnership", "lp");
    m.put("public joint stock company", "pjsc");
    m.put("open joint stock company", "ojsc");
    m.put("closed joint stock company", "cjsc");
    m.put("joint stock company", "jsc");
    m.put("societe anonyme", "sa");
    m.put("aktiengesellschaft", "ag");
    m.put("incorporated", "inc");
    m.put("corporation", "corp");
    m.put("limited", "ltd");
    m.put("company", "co");
    return m;
  }

  static boolean isForm(String token) {
    return FAMILY.containsKey(token);
  }

  static String family(String form) {
    return FAMILY.get(form);
  }

  /** Forms written before the name, as in "OOO Romashka" or "PAO Gazprom". */
  static final List<String> LEADING = List.of("ooo", "oao", "pao", "zao", "ao", "jsc", "pjsc", "ojsc", "cjsc");
}
