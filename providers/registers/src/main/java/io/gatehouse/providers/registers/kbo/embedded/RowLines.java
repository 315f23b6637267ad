package io.gatehouse.providers.registers.kbo.embedded;

/**
 * One stored row per text line: the key, then the fields, separated by the unit separator (0x1F).
 * Separators and line breaks inside values become spaces; null is the empty field.
 */
final class RowLines {

  static final char SEPARATOR = '\u001f';

  private RowLines() {
  }

  static String encode(long key, String[] fields) {
    StringBuilder line = new StringBuilder(96).append(key);
    for (String field : fields) {
      line.append(SEPARATOR);
      if (field == null) continue;
      for (int i = 0; i < field.length(); i++) {
        char c = field.charAt(i);
        line.append(c == SEPARATOR || c == '\n' || c == '\r' ? ' ' : c);
      }
    }
    return line.toString();
  }

  static long key(String line) {
    long key = 0;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (c == SEPARATOR) return key;
      key = key * 10 + (c - '0');
    }
    return key;
  }

  /** The fields without the key. */
  static String[] fields(String line, int count) {
    String[] fields = new String[count];
    int start = line.indexOf(SEPARATOR) + 1;
    for (int i = 0; i < count; i++) {
      int end = line.indexOf(SEPARATOR, start);
      if (end < 0) end = line.length();
      fields[i] = end == start ? null : line.substring(start, end);
      start = end + 1;
    }
    return fields;
  }

  /** The same line under another key, for the kinds that re-key rows. */
  static String rekey(long key, String line) {
    return key + line.substring(line.indexOf(SEPARATOR));
  }
}
