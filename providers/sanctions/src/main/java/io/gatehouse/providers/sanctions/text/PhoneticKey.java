package io.gatehouse.providers.sanctions.text;

/**
 * A sound-alike key for one folded token, tuned for the romanisation variants seen on sanctions
 * lists: Mohammed/Muhammad/Mohamed, Dmitriy/Dmitry/Dmitrii, Khoroshev/Horoshev, Yusuf/Jusuf.
 * Spelling variants of one sound are unified, then vowels after the first letter are dropped and
 * repeated letters collapsed. Not Soundex: it keeps every consonant class that tells names apart.
 */
public final class PhoneticKey {

  private static final int MAX_LENGTH = 8;

  private PhoneticKey() {
  }

  public static String of(String token) {
    String s = unify(token);
    StringBuilder key = new StringBuilder(MAX_LENGTH);
    char last = 0;
    for (int i = 0; i < s.length() && key.length() < MAX_LENGTH; i++) {
      char c = s.charAt(i);
      boolean vowel = isVowel(c);
      if (i == 0) {
        c = vowel ? 'a' : c;
      } else if (vowel || c == 'h') {
        last = 0;
        continue;
      }
      if (c != last) key.append(c);
      last = c;
    }
    return key.toString();
  }

  /** Spellings of one sound become one letter; the result may contain vowels. */
  private static String unify(String t) {
    StringBuilder out = new StringBuilder(t.length());
    int n = t.length();
    for (int i = 0; i < n; i++) {
      char c = t.charAt(i);
      char next = i + 1 < n ? t.charAt(i + 1) : 0;
      char after = i + 2 < n ? t.charAt(i + 2) : 0;
      if (c == 's' && next == 'c' && after == 'h') {
        out.append('s');
        i += 2;
      } else if (next == 'h' && "sczkpgtd".indexOf(c) >= 0) {
        out.append(switch (c) {
          case 's', 'c' -> 's';
          case 'z' -> 'j';
          case 'p' -> 'f';
          case 'k' -> 'h';
          default -> c;
        });
        i++;
      } else if ((c == 't' || c == 'd') && (next == 's' || next == 'z')) {
        out.append('s');
        i++;
      } else if (c == 'c') {
        out.append(next == 'e' || next == 'i' || next == 'y' ? 's' : 'k');
        if (next == 'k') i++;
      } else {
        out.append(switch (c) {
          case 'q' -> 'k';
          case 'x' -> 'k';
          case 'z' -> 's';
          case 'w' -> 'v';
          case 'j' -> 'y';
          default -> c;
        });
      }
    }
    return out.toString();
  }

  private static boolean isVowel(char c) {
    return c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u' || c == 'y';
  }
}
