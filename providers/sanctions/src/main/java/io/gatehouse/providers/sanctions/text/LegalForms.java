package io.gatehouse.providers.sanctions.text;

import java.util.List;
import java.util.Set;

/**
 * Organisations' legal forms and the linking words of company names: "ACME LTD", "Acme Limited",
 * "OOO Acme" and "Acme L.L.C." are one name, so the folder drops them. Single tokens go wherever
 * they stand; spelled-out forms ("joint stock company") go as a whole phrase.
 */
final class LegalForms {

  private static final Set<String> TOKENS = Set.of(
    // English and international
    "ltd", "limited", "llc", "llp", "lp", "plc", "inc", "incorporated", "co", "corp", "corporation", "company",
    "pte", "pvt", "pty", "bhd",
    // continental Europe
    "sa", "sas", "sarl", "sal", "spa", "srl", "sro", "sl", "slu", "ag", "gmbh", "kg", "bv", "nv", "bvba", "oy", "oyj",
    "ab", "as", "asa", "aps", "kft", "zrt", "doo", "ad", "ood", "eood", "ltda", "cia",
    // Latin America ("S.A. de C.V.", "C.A.")
    "cv", "ca", "sapi", "saic",
    // Russian and former Soviet (Latin and as the folder spells the Cyrillic ООО, АО, ТОВ ...)
    "ooo", "oao", "zao", "pao", "ao", "jsc", "ojsc", "pjsc", "cjsc", "tov", "pat", "prat",
    // Gulf free zones
    "fze", "fzco", "fzc", "fz", "fzllc",
    // linking words
    "the", "of", "and", "for");
  /** Spelled-out forms, folded, dropped only as a whole. */
  private static final List<List<String>> PHRASES = List.of(
    List.of("limited", "liability", "company"),
    List.of("limited", "liability", "partnership"),
    List.of("limited", "liability", "corporation"),
    List.of("limited", "liability"),
    List.of("joint", "stock", "company"),
    List.of("public", "joint", "stock"),
    List.of("private", "joint", "stock"),
    List.of("open", "joint", "stock"),
    List.of("closed", "joint", "stock"),
    List.of("joint", "stock"),
    List.of("societe", "anonyme"),
    List.of("gesellschaft", "mit", "beschrankter", "haftung"),
    List.of("obshchestvo", "s", "ogranichennoi", "otvetstvennostiu"),
    List.of("obshchestvo", "s", "ogranichennoy", "otvetstvennostyu"),
    List.of("aktsionernoe", "obshchestvo"));

  private LegalForms() {
  }

  static boolean isLegalForm(String foldedToken) {
    return TOKENS.contains(foldedToken);
  }

  /** For each token, whether it belongs to a spelled-out legal form. */
  static boolean[] phrases(List<String> tokens) {
    boolean[] in = new boolean[tokens.size()];
    for (int i = 0; i < tokens.size(); i++) {
      int length = phraseAt(tokens, i);
      for (int k = 0; k < length; k++) in[i + k] = true;
    }
    return in;
  }

  private static int phraseAt(List<String> tokens, int at) {
    for (List<String> phrase : PHRASES) {
      if (at + phrase.size() <= tokens.size() && tokens.subList(at, at + phrase.size()).equals(phrase)) return phrase.size();
    }
    return 0;
  }
}
