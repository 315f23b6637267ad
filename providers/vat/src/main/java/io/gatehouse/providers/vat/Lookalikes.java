package io.gatehouse.providers.vat;

import java.util.HashMap;
import java.util.Map;

/**
 * Characters that stand in for an ASCII separator or digit in copied text (a no-break space, an
 * en dash, a full-width digit), read as that character before anything else, so that each member
 * state's separators and formats apply to what the reader sees. The set is python-stdnum's.
 */
final class Lookalikes {

  private static final Map<Integer, Integer> ASCII = new HashMap<>();

  static {
    map(' ', "\u00A0\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200A\u202F\u205F\u3000");
    map('-', "\u00AF\u02D7\u058A\u05BE\u1680\u180A\u2010\u2011\u2012\u2013\u2014\u2015\u203E\u2043\u207B\u208B"
      + "\u2212\u23AF\u23BA\u23BB\u23BC\u23BD\u23E4\uFE63\uFF0D\uFFE3");
    map('.', "\u00B7\u02D9\u0387\u06D4\u0701\u0702\u0830\u0F0B\u0F0C\u16EB\u2022\u2024\u2027\u2219\u22C5\u2E31"
      + "\u2E33\u3002\u30FB\uFBB2\uFBB3\uFE52\uFF0E\uFF65" + new String(new int[] {0x10101, 0x1091F, 0x10A50}, 0, 3));
    map(',', "\u00B8\u060C\u066B\u066C\u201A\u2032\u2E34\u3001\uFE10\uFE50\uFE51\uFF0C");
    map('/', "\u083C\u2044\u2215\u27CB\u29F8\uFF0F");
    map(':', "\u1361\u16EC\u1804\uFE13\uFE30\uFE55\uFF1A");
    // the old Irish form has + or * as its second character
    map('*', "\u066D\u070D\u204E\u2055\u2217\u22C6\u2731\u2732\u2733\u273A\u273B\u273C\u273D\u274A\u274B\uA60E"
      + "\uFE61\uFF0A");
  }

  /** Full-width digits, then the five mathematical digit styles of ten each. */
  private static final int FULLWIDTH_ZERO = 0xFF10;
  private static final int MATH_DIGITS_FROM = 0x1D7CE;
  private static final int MATH_DIGITS_TO = 0x1D7FF;

  private Lookalikes() {
  }

  private static void map(char ascii, String lookalikes) {
    lookalikes.codePoints().forEach(c -> ASCII.put(c, (int) ascii));
  }

  static String toAscii(String text) {
    StringBuilder out = new StringBuilder(text.length());
    text.codePoints().forEach(c -> out.appendCodePoint(ascii(c)));
    return out.toString();
  }

  private static int ascii(int c) {
    if (c < 0x80) return c;
    if (c >= FULLWIDTH_ZERO && c < FULLWIDTH_ZERO + 10) return '0' + c - FULLWIDTH_ZERO;
    if (c >= MATH_DIGITS_FROM && c <= MATH_DIGITS_TO) return '0' + (c - MATH_DIGITS_FROM) % 10;
    return ASCII.getOrDefault(c, c);
  }
}
