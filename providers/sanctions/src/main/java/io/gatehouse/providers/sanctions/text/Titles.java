package io.gatehouse.providers.sanctions.text;

import java.util.Set;

/**
 * Titles and honorifics that callers and lists put before or after a person's name ("President
 * Robert Mugabe", "Sheikh ...", "... Haji"). They say nothing about who the person is, so the
 * folder marks them where they lead or trail a name, and persons' names are compared without them.
 * Folded spellings: "Dr." is "dr", "Gen." is "gen".
 * The one list of them; docs/sanctions.md repeats it for readers.
 */
final class Titles {

  private static final Set<String> ALL = Set.of(
    // civil and courtesy
    "mr", "mrs", "ms", "miss", "mister", "madam", "sir", "dame", "lord", "lady", "dr", "doctor", "prof", "professor",
    "eng", "engineer", "hon", "honourable", "honorable", "excellency",
    // office
    "president", "pres", "vice", "minister", "premier", "senator", "governor", "gov", "ambassador", "judge", "mayor",
    // military and police
    "general", "gen", "colonel", "col", "lieutenant", "lt", "major", "maj", "captain", "capt", "commander", "cmdr",
    "brigadier", "brig", "admiral", "adm", "marshal", "sergeant", "sgt",
    // religious and traditional
    "sheikh", "shaikh", "sheik", "shaykh", "haji", "hajji", "hadji", "mullah", "mulla", "imam", "ayatollah", "hojatoleslam",
    "maulana", "mawlana", "mufti", "rabbi", "reverend", "rev", "father", "bishop", "archbishop", "patriarch",
    // nobility and rule
    "emir", "prince", "princess", "king", "queen", "sultan", "sheikha", "shaikha", "crown");

  /**
   * Titles written in Arabic script, as they fold ("شيخ" is "shykh", "حاجى" "haja"): Sheikh, Haji,
   * Doctor, Mullah, Maulvi.
   */
  private static final Set<String> ARABIC_SCRIPT = Set.of("shykh", "alshykh", "hajy", "haja", "hajj", "alhaj", "alhajj",
    "dktwr", "aldktwr", "mla", "mwlwy", "mwlwa");
  /** Those a machine romanises letter for letter as no Latin name is written ("Hajj" is also a name). */
  private static final Set<String> ROMANISED = Set.of("shykh", "alshykh", "hajy", "dktwr", "aldktwr", "mwlwy");

  private Titles() {
  }

  /** Whether a word of a name written in Arabic script (folded) is a title. */
  static boolean isArabicScriptTitle(String foldedToken) {
    return ARABIC_SCRIPT.contains(foldedToken);
  }

  /** Titles that are also given names: written alone after a surname and its comma, they are the given name. */
  private static final Set<String> GIVEN_NAMES = Set.of("sultan", "emir", "amir", "prince");

  static boolean isGivenName(String foldedToken) {
    return GIVEN_NAMES.contains(foldedToken);
  }

  static boolean isTitle(String foldedToken) {
    return ALL.contains(foldedToken) || ROMANISED.contains(foldedToken);
  }
}
