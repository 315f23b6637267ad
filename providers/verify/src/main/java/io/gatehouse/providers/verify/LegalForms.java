package io.gatehouse.providers.verify;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Legal-form words per country, as names are compared: lower case, accents gone, dots dropped (so
 * "B.V." is "bv" and "s.r.o." "sro"), split at other punctuation (so "sp. z o.o." is "sp", "z", "oo").
 * Abbreviations and the words of the spelled-out forms both count. A company's name is compared with
 * the forms of every country: a lead's country may be wrong, and a form is never a distinctive word.
 */
final class LegalForms {

  static final Map<String, List<String>> BY_COUNTRY = Map.ofEntries(
    Map.entry("NL", List.of("bv", "nv", "vof", "cv", "eenmanszaak", "besloten", "naamloze", "vennootschap", "met",
      "beperkte", "aansprakelijkheid", "stichting", "cooperatie", "ua")),
    Map.entry("BE", List.of("bv", "nv", "vof", "commv", "comm", "cv", "bvba", "cvba", "ebvba", "vzw", "srl", "sa", "sprl",
      "scrl", "scs", "snc", "sc", "asbl", "privee")),
    Map.entry("FR", List.of("sa", "sas", "sasu", "sarl", "eurl", "snc", "sci", "sca", "scs", "scop", "selarl", "sel",
      "societe", "anonyme", "responsabilite", "limitee", "simplifiee", "unipersonnelle", "actions", "par", "civile", "nom",
      "collectif", "cooperative")),
    Map.entry("DE", List.of("gmbh", "ag", "kg", "ug", "ohg", "ev", "gbr", "kgaa")),
    Map.entry("GB", List.of("ltd", "limited", "plc", "llp", "lp", "cic", "public", "company", "co", "unlimited",
      "partnership")),
    Map.entry("NO", List.of("as", "asa", "ans", "da", "enk", "nuf", "ba", "sa", "aksjeselskap", "allmennaksjeselskap")),
    Map.entry("DK", List.of("as", "aps", "ivs", "is", "ks", "pmv", "amba", "aktieselskab", "anpartsselskab")),
    Map.entry("SE", List.of("ab", "hb", "kb", "aktiebolag")),
    Map.entry("FI", List.of("oy", "oyj", "ab", "abp", "ky", "tmi", "osk", "ay", "osakeyhtio", "julkinen", "kommandiittiyhtio",
      "avoin", "yhtio", "osuuskunta", "toiminimi", "aktiebolag")),
    Map.entry("CZ", List.of("sro", "spol", "s", "ro", "as", "vos", "ks", "zs", "spolecnost", "rucenim", "omezenym",
      "akciova", "verejna", "obchodni", "komanditni")),
    Map.entry("PL", List.of("sp", "z", "oo", "zoo", "sa", "spk", "spj", "spolka", "ograniczona", "odpowiedzialnoscia",
      "akcyjna", "komandytowa", "jawna", "partnerska", "komandytowoakcyjna")),
    Map.entry("ES", List.of("sl", "slu", "sa", "sociedad", "limitada", "anonima")),
    Map.entry("IT", List.of("spa", "srl", "snc", "sas")),
    Map.entry("EU", List.of("se", "sce", "eeig")),
    Map.entry("US", List.of("inc", "corp", "corporation", "incorporated", "llc")));

  /** Words that never tell companies apart. */
  private static final List<String> FILLERS = List.of("the", "en", "and", "et", "und", "og", "ja", "i", "a", "de", "het",
    "la", "le", "les");

  static final Set<String> ALL = all();

  private LegalForms() {
  }

  /** Before splitting: forms written with a slash (A/S, K/S, I/S) are one word. */
  static String joinSlashed(String plain) {
    return plain.replaceAll("\\b([aikp])/s\\b", "$1s");
  }

  private static Set<String> all() {
    Set<String> words = new HashSet<>(FILLERS);
    BY_COUNTRY.values().forEach(words::addAll);
    return Set.copyOf(words);
  }
}
