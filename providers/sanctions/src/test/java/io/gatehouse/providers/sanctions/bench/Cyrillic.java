package io.gatehouse.providers.sanctions.bench;

import java.util.Locale;

/**
 * A Latin name written in Cyrillic the way a Russian-language source spells a foreign name (letter
 * by letter, digraphs first), and Cyrillic romanised again by the BGN/PCGN rules (ye at the start
 * and after vowels, y for й and ы, kh, zh, ts), which differ from the passport rules the screener
 * folds with. Together they make the "to Cyrillic and back" spellings of the benchmark.
 */
final class Cyrillic {

  private static final String[][] TO_CYRILLIC = {
    {"shch", "щ"}, {"sh", "ш"}, {"ch", "ч"}, {"kh", "х"}, {"zh", "ж"}, {"ts", "ц"}, {"ya", "я"}, {"yu", "ю"},
    {"yo", "ё"}, {"ye", "е"}, {"ph", "ф"}, {"ck", "к"}, {"x", "кс"}, {"j", "дж"}, {"q", "к"}, {"w", "в"},
    {"a", "а"}, {"b", "б"}, {"d", "д"}, {"e", "е"}, {"f", "ф"}, {"g", "г"}, {"h", "х"}, {"i", "и"}, {"k", "к"},
    {"l", "л"}, {"m", "м"}, {"n", "н"}, {"o", "о"}, {"p", "п"}, {"r", "р"}, {"s", "с"}, {"t", "т"}, {"u", "у"},
    {"v", "в"}, {"z", "з"}};
  private static final String BGN_LETTERS = "абвгдзийклмнопрстуфхцчшщыьъэюяёж";
  private static final String[] BGN_SPELLINGS = {"a", "b", "v", "g", "d", "z", "i", "y", "k", "l", "m", "n", "o", "p",
    "r", "s", "t", "u", "f", "kh", "ts", "ch", "sh", "shch", "y", "", "", "e", "yu", "ya", "yo", "zh"};

  private Cyrillic() {
  }

  static String write(String latin) {
    StringBuilder out = new StringBuilder();
    for (String word : latin.split(" ")) {
      if (out.length() > 0) out.append(' ');
      out.append(capitalised(spell(word.toLowerCase(Locale.ROOT)), Character.isUpperCase(word.charAt(0))));
    }
    return out.toString();
  }

  /** The Cyrillic name romanised by BGN/PCGN. */
  static String romanise(String cyrillic) {
    StringBuilder out = new StringBuilder();
    String lower = cyrillic.toLowerCase(Locale.ROOT);
    for (int i = 0; i < lower.length(); i++) {
      char c = lower.charAt(i);
      boolean upper = Character.isUpperCase(cyrillic.charAt(i));
      String latin;
      if (c == 'е') {
        boolean initial = i == 0 || "аеёиоуыэюяйьъ ".indexOf(lower.charAt(i - 1)) >= 0;
        latin = initial ? "ye" : "e";
      } else {
        int at = BGN_LETTERS.indexOf(c);
        latin = at < 0 ? String.valueOf(c) : BGN_SPELLINGS[at];
      }
      out.append(capitalised(latin, upper));
    }
    return out.toString();
  }

  private static String spell(String word) {
    StringBuilder out = new StringBuilder();
    int i = 0;
    while (i < word.length()) {
      String[] rule = null;
      for (String[] r : TO_CYRILLIC) {
        if (word.startsWith(r[0], i)) {
          rule = r;
          break;
        }
      }
      if (rule == null) {
        // y after a vowel is й, else ы (c and other letters without a rule are kept)
        char c = word.charAt(i);
        out.append(c == 'y' ? (i > 0 && "aeiou".indexOf(word.charAt(i - 1)) >= 0 ? "й" : "ы")
          : c == 'c' ? (i + 1 < word.length() && "eiy".indexOf(word.charAt(i + 1)) >= 0 ? "ц" : "к") : String.valueOf(c));
        i++;
      } else {
        out.append(rule[1]);
        i += rule[0].length();
      }
    }
    return out.toString();
  }

  private static String capitalised(String s, boolean upper) {
    return upper && !s.isEmpty() ? Character.toUpperCase(s.charAt(0)) + s.substring(1) : s;
  }
}
