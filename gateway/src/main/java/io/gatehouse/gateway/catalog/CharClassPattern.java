package io.gatehouse.gateway.catalog;

/**
 * The commonest pattern in the manifests, one character class repeated over the whole string
 * ({@code ^[A-Za-z0-9_.]{1,40}$}, {@code ^\d{5}$}, {@code ^[a-z_]+$}), matched with a table instead of
 * a regex engine. It only ever answers for plain ASCII text, so where it says yes the regex does too.
 */
final class CharClassPattern {

  private final boolean[] allowed = new boolean[128];
  private int min;
  private int max = Integer.MAX_VALUE;

  private CharClassPattern() {
  }

  /** The pattern if it has this shape (ranges, single characters and {@code \d} in its class), else null. */
  static CharClassPattern parse(String regex) {
    CharClassPattern pattern = new CharClassPattern();
    int i;
    if (regex.startsWith("^\\d")) {
      pattern.allow('0', '9');
      i = 3;
    } else if (regex.startsWith("^[") && !regex.startsWith("^[^")) {
      i = pattern.readClass(regex, 2);
      if (i < 0) return null;
    } else {
      return null;
    }
    return pattern.readQuantifier(regex, i) ? pattern : null;
  }

  /** From just inside the bracket; returns the index past the closing one, or -1 for anything else. */
  private int readClass(String regex, int i) {
    boolean any = false;
    while (i < regex.length()) {
      char c = regex.charAt(i);
      if (c == ']' && any) return i + 1;
      // nested classes and intersections (&&) are left to the regex engine
      if (c == '[' || c == ']' || regex.startsWith("&&", i)) return -1;
      if (c == '\\') {
        if (i + 1 >= regex.length()) return -1;
        char escaped = regex.charAt(i + 1);
        if (escaped == 'd') {
          allow('0', '9');
        } else if (".-_/\\[]^$*+?(){}|&".indexOf(escaped) < 0 || !allow(escaped, escaped)) {
          return -1;
        }
        i += 2;
      } else if (i + 2 < regex.length() && regex.charAt(i + 1) == '-' && regex.charAt(i + 2) != ']') {
        char to = regex.charAt(i + 2);
        if (to == '\\' || to == '[' || to < c || !allow(c, to)) return -1;
        i += 3;
      } else {
        if (!allow(c, c)) return -1;
        i++;
      }
      any = true;
    }
    return -1;
  }

  /** {@code +}, {@code *}, {@code {n}}, {@code {m,}} or {@code {m,n}}, then the closing anchor and nothing else. */
  private boolean readQuantifier(String regex, int i) {
    String rest = regex.substring(i);
    if (rest.equals("+$")) {
      min = 1;
      return true;
    }
    if (rest.equals("*$")) {
      return true;
    }
    if (!rest.startsWith("{") || !rest.endsWith("}$")) return false;
    String bounds = rest.substring(1, rest.length() - 2);
    int comma = bounds.indexOf(',');
    try {
      min = Integer.parseInt(comma < 0 ? bounds : bounds.substring(0, comma));
      if (comma < 0) max = min;
      else if (comma < bounds.length() - 1) max = Integer.parseInt(bounds.substring(comma + 1));
    } catch (NumberFormatException e) {
      return false;
    }
    return min >= 0 && min <= max;
  }

  /** False, allowing nothing, for characters beyond ASCII. */
  private boolean allow(char from, char to) {
    if (to >= allowed.length) return false;
    for (char c = from; c <= to; c++) allowed[c] = true;
    return true;
  }

  boolean matches(String text) {
    int length = text.length();
    if (length < min || length > max) return false;
    for (int i = 0; i < length; i++) {
      char c = text.charAt(i);
      if (c >= allowed.length || !allowed[c]) return false;
    }
    return true;
  }
}
