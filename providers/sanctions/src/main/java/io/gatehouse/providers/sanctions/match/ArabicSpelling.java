package io.gatehouse.providers.sanctions.match;

import java.util.Map;
import java.util.regex.Pattern;

/**
 * Which English spellings a name written in Arabic script may have. The script writes consonants
 * and long vowels (ا, و, ي) but not short ones, so "حسيني" is Husseini or Hussaini, not Hassan,
 * whose consonants are the same: each letter becomes the ways English writes it, doubled or not
 * (shadda is not written), with short vowels allowed between letters; ب and ف also write the p and
 * v that Arabic lacks (Petrenko, Viktor). A machine romanisation's ta marbuta (a last t after a) and
 * alif maqsura (a last y) may be left out or be an a. Its input is a folded
 * Arabic-script name ({@code "hsyny"}: ي folds to y, و to w, ا and ة to a).
 */
final class ArabicSpelling {

  /**
   * English spellings per folded letter (digraphs first); a letter not listed spells itself. A folded
   * "sh", "th" or "dh" may also be two letters, the second ه or ح: اسحاق (Ishaq), طه (Taha), زاده (Zadah).
   */
  private static final Map<String, String> LETTERS = Map.ofEntries(
    Map.entry("th", "(?:th|t|s|t[aeiou]{1,2}h)"), Map.entry("kh", "(?:kh|k|h|ch)"),
    Map.entry("sh", "(?:sh|ch|sch|s[aeiou]{1,2}h)"), Map.entry("dh", "(?:dh|d|z|th|d[aeiou]{1,2}h)"),
    Map.entry("gh", "(?:gh|g|r)"), Map.entry("ch", "(?:ch|tch|tsh)"),
    Map.entry("zh", "(?:zh|j|z)"), Map.entry("j", "(?:j|dj|g|dzh|zh)"), Map.entry("d", "(?:d|dh)"),
    Map.entry("z", "(?:z|s)"), Map.entry("s", "(?:s|c)"), Map.entry("f", "(?:f|ph|v)"), Map.entry("b", "(?:b|p)"),
    Map.entry("q", "(?:q|k|g|gh|c|ck)"), Map.entry("k", "(?:k|c|ck|q)"), Map.entry("g", "(?:g|gu)"),
    Map.entry("t", "(?:t|d)"),
    // long vowels, or و and ي as consonants
    Map.entry("w", "(?:w|v|u|o|ou|oo|ow|aw)"), Map.entry("y", "(?:y|i|ee|ei|ey|ie|e|ai|ay|j|yi)"),
    Map.entry("a", "(?:a|aa|e)"), Map.entry("i", "(?:i|e|a)"));
  private static final String SHORT_VOWELS = "[aeiou]{0,2}";
  /** A machine romanisation writes ض d and ظ z: English writes them z, d or dh. */
  private static final Map<String, String> ROMANISED = Map.of("d", "(?:d|dh|z)", "z", "(?:z|s|dh|d)");

  /** A doubled و or ي, which English spellings write as one. */
  private static final Pattern DOUBLED = Pattern.compile("([wy])\\1+");

  private ArabicSpelling() {
  }

  /**
   * A pattern of the English spellings of folded Arabic-script words (separated by spaces), or of a
   * machine's letter-for-letter romanisation of them ({@code romanised}), which it matches with their
   * spaces left out. An alif or hamza beginning a word carries whatever vowel begins it in English
   * (Ibrahim, Adil, Omar).
   */
  static Pattern of(String folded, boolean romanised) {
    // ئي and يي fold to "yy" (الطائي, "altayy": al-Tai): one ي of English spellings
    String letters = DOUBLED.matcher(folded.trim()).replaceAll("$1");
    StringBuilder regex = new StringBuilder(SHORT_VOWELS);
    boolean wordStart = true;
    int i = 0;
    while (i < letters.length()) {
      if (letters.charAt(i) == ' ') {
        wordStart = true;
        i++;
        continue;
      }
      String unit = i + 1 < letters.length() && letters.charAt(i + 1) == 'h' && LETTERS.containsKey(letters.substring(i, i + 2))
        ? letters.substring(i, i + 2) : letters.substring(i, i + 1);
      String spelled = romanised && ROMANISED.containsKey(unit) ? ROMANISED.get(unit) : LETTERS.getOrDefault(unit, Pattern.quote(unit));
      boolean vowel = unit.equals("a") || unit.equals("i");
      boolean last = i + unit.length() == letters.length() || letters.charAt(i + unit.length()) == ' ';
      // a last a is ta marbuta or alif maqsura as often as a long a: Hamza, Hamzah, Mustafa, Moustfa
      // a machine romanisation writes ta marbuta t ("hmzt": Hamza); folded script writes it a
      boolean taMarbuta = unit.equals("t") && last && (romanised || i > 0 && letters.charAt(i - 1) == 'a');
      if (vowel && wordStart) regex.append("[aeiou]");
      else if (taMarbuta) regex.append("(?:t|h)?");
      else if (unit.equals("y") && last) regex.append("(?:").append(spelled).append("|a)");
      else if (vowel && last) regex.append("(?:a|ah|e|eh|at|i|y)?");
      else if (vowel) regex.append(spelled);
      else if (unit.equals("h") && last) regex.append("h?");
      else regex.append("(?:").append(spelled).append(")+");
      // no short vowel ends a name after a consonant: a last i or a is ي, ا or ة, which the script writes
      // ("mad" is not Media, "syd" not Saedi), but French spellings add a mute e (Djermane, Rouine); after
      // ta marbuta or ه (also the h of a folded "dh", "th": زاده, شحاته) it is the vowel they stand for
      boolean end = i + unit.length() == letters.length();
      if (!end || vowel || taMarbuta || unit.endsWith("h")) regex.append(SHORT_VOWELS);
      else regex.append("e?");
      wordStart = false;
      i += unit.length();
    }
    return Pattern.compile(regex.toString());
  }
}
