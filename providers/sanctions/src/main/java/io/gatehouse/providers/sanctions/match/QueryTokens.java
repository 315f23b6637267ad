package io.gatehouse.providers.sanctions.match;

import io.gatehouse.providers.sanctions.model.EntityType;
import io.gatehouse.providers.sanctions.text.NameFolder;
import io.gatehouse.providers.sanctions.text.NameTokens;

import java.util.ArrayList;
import java.util.List;

/**
 * The query's tokens as screened, with their weights. A person's titles are dropped; when the
 * caller did not say person or organisation, a leading or trailing title is optional: it counts
 * when a name holds it ("General Trading") and is left out when none does ("General Robert Mugabe").
 * Initials are optional too: "Robert X. Mugabe" is still Robert Gabriel Mugabe.
 */
final class QueryTokens {

  final String[] tokens;
  final float[] weights;
  final boolean[] optional;
  final String[] phonetics;
  final String[] keys;
  /**
   * Bits of the tokens that pull in candidate names: all but the optional ones (unless nothing else
   * is left). At real size every letter is a one-letter name word somewhere, so an initial found
   * "exactly" must not count as a query token answered.
   */
  final int gathering;
  /**
   * Whether the words are compared as Latin spellings too (fuzzily): not for a name written in Arabic
   * script, whose words compare by spelling only, but for one that may be its machine romanisation.
   */
  final boolean latin;
  /** For a name written in Arabic script or romanised from it, its {@link ConsonantKey}s (none when too short); else none. */
  final List<String> consonantKeys;
  /** For a name written in Arabic script, each token's one-word {@link ConsonantKey}s; else null. */
  final List<List<String>> wordConsonants;
  /** For a name written in Arabic script, the {@link ArabicSpelling}s of each token and of the whole name; else null. */
  final java.util.regex.Pattern[] wordSpellings;
  final java.util.regex.Pattern nameSpelling;

  private QueryTokens(String[] tokens, float[] weights, boolean[] optional, List<String> name, List<String> consonantKeys,
                      boolean romanised) {
    this.latin = consonantKeys == null || romanised;
    this.consonantKeys = consonantKeys == null ? List.of() : consonantKeys;
    if (consonantKeys == null) {
      this.wordConsonants = null;
      this.wordSpellings = null;
      this.nameSpelling = null;
    } else {
      this.wordConsonants = new ArrayList<>(tokens.length);
      this.wordSpellings = new java.util.regex.Pattern[tokens.length];
      for (int i = 0; i < tokens.length; i++) {
        wordConsonants.add(ConsonantKey.ofQueryWord(tokens[i], romanised));
        wordSpellings[i] = ArabicSpelling.of(ConsonantKey.letters(List.of(tokens[i])), romanised);
      }
      // the words as written, as the keys have them: "ashaq" (اسحاق, Ishaq) is not the particle "as" and "haq"
      this.nameSpelling = ArabicSpelling.of(ConsonantKey.letters(name), romanised);
    }
    this.tokens = tokens;
    this.weights = weights;
    this.optional = optional;
    int required = 0;
    for (int i = 0; i < tokens.length; i++) if (!optional[i]) required |= 1 << i;
    this.gathering = required != 0 ? required : (1 << tokens.length) - 1;
    this.phonetics = new String[tokens.length];
    this.keys = new String[tokens.length];
    for (int i = 0; i < tokens.length; i++) {
      phonetics[i] = Similarity.phonetic(tokens[i]);
      keys[i] = Similarity.romanisation(tokens[i]);
    }
  }

  static QueryTokens of(Query query, ScreeningIndex index) {
    NameTokens folded = NameFolder.tokens(query.name());
    boolean person = query.type() == EntityType.PERSON;
    List<String> tokens = new ArrayList<>();
    List<Boolean> optional = new ArrayList<>();
    for (int i = 0; i < folded.tokens().size(); i++) {
      boolean title = folded.titles().get(i);
      if (person && title) continue;
      for (String part : Particles.split(folded.tokens().get(i), index::holds)) {
        tokens.add(part);
        optional.add(part.length() == 1 || (query.type() == EntityType.UNKNOWN && title));
      }
    }
    int n = Math.min(tokens.size(), Scratch.MAX_QUERY_TOKENS);
    String[] q = new String[n];
    float[] weights = new float[n];
    boolean[] optionalArray = new boolean[n];
    for (int i = 0; i < n; i++) {
      q[i] = tokens.get(i);
      weights[i] = index.weightOf(q[i]);
      optionalArray[i] = optional.get(i);
    }
    boolean script = NameFolder.isArabicScript(query.name());
    boolean romanised = !script && mayBeRomanised(query.name(), folded.tokens());
    List<String> name = folded.withoutTitles();
    List<String> consonants = script || romanised ? ConsonantKey.ofQuery(name, romanised) : null;
    return new QueryTokens(q, weights, optionalArray, name, consonants, romanised);
  }

  /**
   * Whether the name may be an Arabic-script name romanised letter for letter by a machine (ICU's
   * Any-Latin: "sdam hsyn" for صدام حسين, "salh qasmy" for صالح قاسمي). Such a romanisation writes no
   * short vowels, so no e, i, o or u anywhere, and shows the script in one word at least: an ayn or
   * hamza mark ("ʿmr"), no vowel at all ("mhmd", "bn"), or ي or و written next to a consonant
   * ("qasmy", "nwrzy"). Latin names may look alike ("Ahmad Shah", "Lynn Shaw"), so such a name is
   * compared both ways: as Latin words and as the script's letters; Latin names with nothing of the
   * script ("Mark Bart", "Jan Chang") are compared as Latin only, as the script's spellings are loose
   * enough to find "Umar Akbar" in "Mark Bart".
   */
  static boolean mayBeRomanised(String written, List<String> tokens) {
    boolean script = written.indexOf('\u02bf') >= 0 || written.indexOf('\u02be') >= 0;
    for (String token : tokens) {
      if (token.chars().anyMatch(c -> c == 'e' || c == 'i' || c == 'o' || c == 'u' || Character.isDigit(c))) return false;
      script |= token.length() > 1 && (token.indexOf('a') < 0 || longVowelBesideConsonant(token));
    }
    return script;
  }

  /** ي or و beside a consonant, not after a doubled one, which the script does not write (Harry). */
  private static boolean longVowelBesideConsonant(String token) {
    for (int i = 0; i < token.length(); i++) {
      char c = token.charAt(i);
      if (c != 'y' && c != 'w') continue;
      boolean after = i > 0 && isConsonant(token.charAt(i - 1)) && !(i > 1 && token.charAt(i - 2) == token.charAt(i - 1));
      boolean before = i + 1 < token.length() && isConsonant(token.charAt(i + 1));
      if (after || before) return true;
    }
    return false;
  }

  private static boolean isConsonant(char c) {
    return c >= 'b' && c <= 'z' && "aeiouwy".indexOf(c) < 0;
  }

  int size() {
    return tokens.length;
  }
}
