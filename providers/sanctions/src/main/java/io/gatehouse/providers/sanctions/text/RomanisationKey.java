package io.gatehouse.providers.sanctions.text;

/**
 * One spelling for the romanisations of one name: Dmitriy, Dmitry and Dmitrii; Yevgeny, Evgeny and
 * Evgenii; Artyom, Artem and Artiom; Khalilov and Halilov; Zhukov and Jukov; Tsoi and Tzoi; Yusuf
 * and Iusuf. Applied alike to list and query tokens, so equal keys mean "the same name, spelled by
 * another romanisation system". Rules:
 * <ul>
 *   <li>consonants: dzh, dj, zh → j; kh → h; ph → f; ck, q, c (not before e, i, y or h) → k; ts, tz → c;
 *       sch → sh; th, gh → t, g; dh → z (Kadhim, Kazim); x → ks; w → v; a final j → i (Sergej, Andrej)</li>
 *   <li>vowels: ee → i, oo → u (Nadeem, Noor); ou → u; ye → e; yo and io between consonants → e (Artyom, Pyotr, Fyodor); y → i</li>
 *   <li>doubled letters → one, before and after the other rules; a final -of or -off → -ov; a final consonant +
 *       er → r (Alexander, Peter)</li>
 * </ul>
 * Then {@link GivenNameVariants} joins the given names no rule reaches (Mohammed, Muhammad).
 */
public final class RomanisationKey {

  private RomanisationKey() {
  }

  public static String of(String token) {
    // English spellings of long vowels: Nadeem is Nadim, Noor is Nur
    String single = undoubled(token.replace("ee", "i").replace("oo", "u"));
    if (single.endsWith("of")) single = single.substring(0, single.length() - 2) + "ov";
    String spelled = consonantsAndVowels(single);
    int n = spelled.length();
    if (n >= 5 && spelled.endsWith("er") && !isVowel(spelled.charAt(n - 3))) {
      spelled = spelled.substring(0, n - 2) + "r";
    }
    return GivenNameVariants.canonical(undoubled(spelled));
  }

  private static String consonantsAndVowels(String t) {
    StringBuilder out = new StringBuilder(t.length());
    int n = t.length();
    for (int i = 0; i < n; i++) {
      char c = t.charAt(i);
      char next = i + 1 < n ? t.charAt(i + 1) : 0;
      char after = i + 2 < n ? t.charAt(i + 2) : 0;
      char before = out.length() == 0 ? 0 : out.charAt(out.length() - 1);
      if (c == 'd' && next == 'z' && after == 'h') {
        out.append('j');
        i += 2;
      } else if ((c == 'd' && next == 'j') || (c == 'z' && next == 'h')) {
        out.append('j');
        i++;
      } else if (c == 's' && next == 'c' && after == 'h') {
        out.append("sh");
        i += 2;
      } else if (next == 'h' && (c == 'k' || c == 'p' || c == 't' || c == 'd' || c == 'g')) {
        // dh is how English writes ذ, ظ and ض, as often written z (Kadhim, Kazim; Fadhli, Fazli)
        out.append(c == 'k' ? 'h' : c == 'p' ? 'f' : c == 'd' ? 'z' : c);
        i++;
      } else if ((c == 't' && (next == 's' || next == 'z'))) {
        out.append('c');
        i++;
      } else if (c == 'c' && next == 'k') {
        out.append('k');
        i++;
      } else if (c == 'c') {
        out.append(next == 'e' || next == 'i' || next == 'y' || next == 'h' ? 'c' : 'k');
      } else if (c == 'o' && next == 'u') {
        out.append('u');
        i++;
      } else if (c == 'y' && next == 'e') {
        out.append('e');
        i++;
      } else if ((c == 'y' || c == 'i') && next == 'o' && before != 0 && !isVowel(before) && after != 0
        && !isVowel(after)) {
        out.append('e');
        i++;
      } else {
        out.append(switch (c) {
          case 'q' -> "k";
          case 'x' -> "ks";
          case 'w' -> "v";
          case 'y' -> "i";
          case 'j' -> i == n - 1 && i > 0 ? "i" : "j";
          default -> String.valueOf(c);
        });
      }
    }
    return out.toString();
  }

  private static String undoubled(String s) {
    StringBuilder out = new StringBuilder(s.length());
    for (int i = 0; i < s.length(); i++) {
      if (i == 0 || s.charAt(i) != s.charAt(i - 1)) out.append(s.charAt(i));
    }
    return out.toString();
  }

  private static boolean isVowel(char c) {
    return c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u' || c == 'y';
  }
}
