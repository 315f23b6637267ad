package io.gatehouse.providers.sanctions.match;

import java.util.ArrayList;
import java.util.List;

/**
 * A whole name reduced to its consonants, for names written in Arabic script: that script leaves
 * short vowels out ("محمد" folds to "mhmd") and joins the article to its word ("الحوثي",
 * "عبدالخالق"), so token matching cannot pair it with "Abd al-Khaliq al-Houthi". Both sides lose
 * their vowels (w and y too, as و and ي are vowels as often as not), the article ("al", "el", and
 * "ur", "ad", "as" ... as sun letters assimilate it) and what English spellings do differently
 * (q, g and j as k, kh as k, th as t, sh and ch as s, p as b, v as f, doubled letters). The
 * word boundaries go too: "Abdulkhaliq" and "Abd al-Khaliq" have one key.
 */
final class ConsonantKey {

  /** Keys shorter than this say too little to match a whole name on; names of one word have none. */
  static final int SHORTEST = 5;
  /** A word's key pairs it with listed words of its consonants ("z": Aziz, Izz); its spelling then decides. */
  static final int SHORTEST_WORD = 1;
  private static final int MOST_KEYS = 4;
  /**
   * What a listed (English) spelling leaves ambiguous: ch for ش or خ; a word's last h after a vowel
   * for ta marbuta, which Arabic script writes as a vowel (Hamzah), or for a letter (Salah).
   */
  private static final List<String[]> LISTED = List.of(new String[] {"ch", "s", "k"},
    new String[] {"(?<=[aeiou])h(?= |$)", "", "h"});
  /**
   * Letters of Arabic script English writes two ways: ذ and ظ as z or d, ث as t or s; a word's last
   * t, which a machine romanisation writes for ta marbuta (أسامة, "asamt": Osama); and a word's last ه,
   * a vowel as often as a letter (جمعه: Juma).
   */
  private static final List<String[]> QUERY = List.of(new String[] {"dh", "d", "z"}, new String[] {"th", "t", "s"},
    new String[] {"t(?= |$)", "", "t"}, new String[] {"(?<=[^ ])h(?= |$)", "", "h"});
  /** A machine romanisation: as the script's letters, with ض written d that English may write z (Fazl). */
  private static final List<String[]> ROMANISED = List.of(new String[] {"dh", "d", "z"}, new String[] {"th", "t", "s"},
    new String[] {"t(?= |$)", "", "t"}, new String[] {"(?<=[^ ])h(?= |$)", "", "h"},
    new String[] {"(?<![dz])d(?!h)", "d", "z"});

  private static final List<String> ARTICLES = List.of("al", "el", "ul", "ol", "ad", "ar", "as", "an", "at", "az", "ash",
    "ud", "ur", "us", "un", "ut", "uz", "ush", "ed", "er", "es", "en", "et", "ez", "esh");
  /** "Abd" joined to the article or a vowel; "bdal" is عبدال folded, its ayn unwritten. */
  private static final List<String> ABD = List.of("abdul", "abdel", "abdal", "abdol", "abdur", "abdor", "abdus", "abdu",
    "bdal");

  /** The article's compounds written joined, folded from the script or romanised from it: الله, الدين. */
  private static final List<String> COMPOUNDS = List.of("allh", "aldyn", "aldin");

  private ConsonantKey() {
  }

  /**
   * The keys of a listed name's folded tokens, in the order given: one, or two when a "ch" may stand
   * for ش (French spellings: Chekkouri) or for خ (Barich). None when too short to rely on.
   */
  static List<String> ofListed(List<String> tokens) {
    return keys(tokens, LISTED, SHORTEST, true);
  }

  /** The keys of one listed word, to pair it with a word of a query in Arabic script. */
  static List<String> ofListedWord(String token) {
    return keys(List.of(token), LISTED, SHORTEST_WORD, true);
  }

  /**
   * The keys of a query written in Arabic script: ذ and ظ (folded "dh", "z") are written z or d in
   * English, ث ("th") t or s, so each such letter gives a key either way (at most four).
   */
  static List<String> ofQuery(List<String> tokens, boolean romanised) {
    return tokens.size() < 2 ? List.of() : keys(tokens, romanised ? ROMANISED : QUERY, SHORTEST, false);
  }

  /** The keys of one word of a query written in Arabic script. */
  static List<String> ofQueryWord(String token, boolean romanised) {
    return keys(List.of(token), romanised ? ROMANISED : QUERY, SHORTEST_WORD, false);
  }

  /** A query's tokens without articles, "Abd" split from what it is joined to: what keys and spellings compare. */
  static String letters(List<String> tokens) {
    return letters(tokens, false);
  }

  /** A listed name's tokens as {@link #letters(List)} has a query's. */
  static String listedLetters(List<String> tokens) {
    return letters(tokens, true);
  }

  private static String letters(List<String> tokens, boolean listed) {
    StringBuilder letters = new StringBuilder();
    for (String token : tokens) {
      if (ARTICLES.contains(token)) continue;
      letters.append(' ').append(word(token, listed));
    }
    return letters.toString();
  }

  private static List<String> keys(List<String> tokens, List<String[]> ambiguous, int shortest, boolean listed) {
    List<String> spellings = new ArrayList<>(List.of(letters(tokens, listed)));
    for (String[] digraph : ambiguous) {
      List<String> next = new ArrayList<>();
      for (String spelling : spellings) {
        if (!java.util.regex.Pattern.compile(digraph[0]).matcher(spelling).find() || spellings.size() >= MOST_KEYS) {
          next.add(spelling);
          continue;
        }
        next.add(spelling.replaceAll(digraph[0], digraph[1]));
        next.add(spelling.replaceAll(digraph[0], digraph[2]));
      }
      spellings = next;
    }
    List<String> keys = new ArrayList<>(spellings.size());
    for (String spelling : spellings) {
      String key = consonants(spelling);
      if (key.length() >= shortest && !keys.contains(key)) keys.add(key);
    }
    return keys;
  }

  private static String word(String token, boolean listed) {
    // الله and الدين joined to the name before them ("هدايت الله", "نورالدین"): Hidayatullah, Nooruddin
    for (String compound : COMPOUNDS) {
      if (token.endsWith(compound) && token.length() > compound.length() + 1) {
        return word(token.substring(0, token.length() - compound.length()), listed) + " " + compound.substring(2);
      }
    }
    for (String abd : ABD) {
      if (token.startsWith(abd)) {
        String rest = token.substring(abd.length());
        return "abd " + (rest.startsWith("al") ? rest.substring(2) : rest);
      }
    }
    // طه folds to "th", which English writes with the vowel between: Taha
    if (token.equals("th")) return "tah";
    // the article joined: "alhouthi", "الحوثي"; "allah" and "الله" alike lose it; an English spelling
    // writes the article before a vowel apart ("Al-Amin"), so "Aleem", "Alizai" begin with their name
    if (token.startsWith("al") && token.length() >= 4 && !(listed && "aeiou".indexOf(token.charAt(2)) >= 0)) {
      return token.substring(2);
    }
    return token;
  }

  private static String consonants(CharSequence text) {
    StringBuilder out = new StringBuilder(text.length());
    int n = text.length();
    for (int i = 0; i < n; i++) {
      char c = text.charAt(i);
      char next = i + 1 < n ? text.charAt(i + 1) : ' ';
      char before = i > 0 ? text.charAt(i - 1) : ' ';
      if (c == ' ' || isVowel(c)) continue;
      // the h of kh, th, sh, ch, gh, dh, ph goes with its letter; the d of dj (Djamel) with the j
      if (c == 'h' && "ktscgdp".indexOf(before) >= 0) continue;
      if (c == 'd' && next == 'j') continue;
      char mapped = switch (c) {
        case 'q', 'g', 'j' -> 'k';
        // French spellings: c before e, i, y is s (Lounici)
        case 'c' -> next == 'h' || next == 'e' || next == 'i' || next == 'y' ? 's' : 'k';
        // Arabic has no p or v: ب and ف write them (Petrenko, Viktor)
        case 'p' -> next == 'h' ? 'f' : 'b';
        case 'v' -> 'f';
        default -> c;
      };
      if (out.length() > 0 && out.charAt(out.length() - 1) == mapped) continue;
      out.append(mapped);
    }
    return out.toString();
  }

  private static boolean isVowel(char c) {
    return c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u' || c == 'y' || c == 'w';
  }
}
