package io.gatehouse.api;



/**
 * Dot segments ({@code .} and {@code ..}, RFC 3986 section 5.2.4) in upstream paths: an upstream, or
 * anything between, that resolves them serves another resource than the one asked for, with the
 * operator's credential attached. A value counts as one however it is percent-encoded ({@code %2e},
 * {@code %2E}, {@code %252e}...), since some servers decode more than once.
 */
public final class DotSegments {

  private DotSegments() {
  }

  /** Whether a path parameter's value, placed as a whole segment, would be a dot segment. */
  public static boolean isDotSegment(String value) {
    int length = value.length();
    // the short plain forms, and nothing longer than a few encodings of two dots, can be one
    if (length == 0 || length > 24 || value.charAt(0) != '.' && value.charAt(0) != '%') return false;
    String decoded = value;
    for (int round = 0; round < 4 && decoded.indexOf('%') >= 0; round++) {
      decoded = decodeDotsAndPercents(decoded);
    }
    return decoded.equals(".") || decoded.equals("..");
  }

  /** Whether an encoded request path holds a dot segment between its slashes (its query not included). */
  public static boolean inPath(String path) {
    int end = path.indexOf('?');
    if (end < 0) end = path.length();
    int start = 0;
    while (start <= end) {
      int slash = path.indexOf('/', start);
      int segmentEnd = slash < 0 || slash > end ? end : slash;
      // most segments start with neither '.' nor '%' and cost no copy
      char first = segmentEnd > start ? path.charAt(start) : '/';
      if ((first == '.' || first == '%') && isDotSegment(path.substring(start, segmentEnd))) return true;
      if (slash < 0 || slash >= end) return false;
      start = slash + 1;
    }
    return false;
  }

  /** One round of decoding %2e and %25, in either case; other escapes are left as they are. */
  private static String decodeDotsAndPercents(String text) {
    StringBuilder out = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '%' && i + 2 < text.length()) {
        String hex = text.substring(i + 1, i + 3);
        if (hex.equalsIgnoreCase("2e")) {
          out.append('.');
          i += 2;
          continue;
        }
        if (hex.equals("25")) {
          out.append('%');
          i += 2;
          continue;
        }
      }
      out.append(c);
    }
    return out.toString();
  }
}
