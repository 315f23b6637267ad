package io.gatehouse.providers.sanctions.text;

import java.util.HashMap;
import java.util.Map;

/**
 * Latin spellings of Cyrillic, Greek and Arabic-script letters and of Latin letters that do not decompose into a
 * base letter plus accents. Lists publish names in the original script beside (or instead of) a
 * romanised form, and callers type either, so both must fold to the same tokens.
 */
final class Transliteration {

  private static final Map<Character, String> LETTERS = new HashMap<>();

  static {
    // Russian, Ukrainian and Belarusian Cyrillic, close to the passport (ICAO 9303) romanisation
    put("абвгдезийклмнопрстуфыэ", "a b v g d e z i y k l m n o p r s t u f y e");
    put("ёжхцчшщюяьъіїєґў", "e zh kh ts ch sh shch yu ya _ _ i yi ye g u");
    // Greek
    put("αβγδεζηθικλμνξοπρσςτυφχψωάέήίόύώϊϋΐΰ",
      "a v g d e z i th i k l m n x o p r s s t y f ch ps o a e i i o y o i y i y");
    // Arabic, with the Persian and Urdu letters; short vowels and shadda are marks the folder drops,
    // ta marbuta is written a (Osama, Hamza), ayn and hamza not at all, as English spellings do; ض and
    // ظ dh, like ذ, since English writes each of them d, dh or z (Fadl, Fazl; Nadhir, Nazir)
    put("اأإآٱءؤئبتثجحخدذرزسشصضطظعغفقكلمنهويىةپچژکگیۀےٹڈڑںھـ",
      "a a i a a _ _ _ b t th j h kh d dh r z s sh s dh t dh _ gh f q k l m n h w y a a p ch zh k g y h y t d r n h _");
    // Latin letters without a decomposition
    put("ßæœøłđðþıħŀ", "ss ae oe o l d d th i h l");
  }

  private Transliteration() {
  }

  private static void put(String letters, String spellings) {
    String[] latin = spellings.split(" ");
    for (int i = 0; i < letters.length(); i++) {
      LETTERS.put(letters.charAt(i), latin[i].equals("_") ? "" : latin[i]);
    }
  }

  /** The Latin spelling of a lower-case letter, or null when it needs none. */
  static String of(char lowerCase) {
    return LETTERS.get(lowerCase);
  }
}
