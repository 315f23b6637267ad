package io.gatehouse.providers.sanctions.parse;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Birth dates as the lists write them ("1963-07-28", "28 Jul 1963", "circa 1963", "1962 to 1964",
 * "dd/mm/1945", "21/02/1924") to {@code YYYY}, {@code YYYY-MM} or {@code YYYY-MM-DD}; a range
 * gives each year in it.
 */
final class Dates {

  private static final Pattern ISO = Pattern.compile("(\\d{4})-(\\d{2})(?:-(\\d{2}))?");
  private static final Pattern SLASHED = Pattern.compile("(\\d{2}|dd)/(\\d{2}|mm)/(\\d{4})");
  private static final Pattern WORDS = Pattern.compile("(?:(\\d{1,2}) )?([A-Za-z]{3})[a-z]* (\\d{4})");
  private static final Pattern RANGE = Pattern.compile("(\\d{4}) ?(?:to|-) ?(\\d{4})");
  private static final Pattern YEAR = Pattern.compile("(?<!\\d)(\\d{4})(?!\\d)");
  private static final List<String> MONTHS = List.of("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep",
    "oct", "nov", "dec");
  private static final int LONGEST_RANGE = 10;

  private Dates() {
  }

  static List<String> normalize(String raw) {
    List<String> out = new ArrayList<>();
    if (raw == null || raw.isBlank()) return out;
    String s = raw.trim();
    Matcher m = ISO.matcher(s);
    if (m.find()) {
      out.add(m.group(1) + "-" + m.group(2) + (m.group(3) == null ? "" : "-" + m.group(3)));
      return out;
    }
    m = SLASHED.matcher(s);
    if (m.find()) {
      String year = m.group(3);
      if (m.group(2).equals("mm")) out.add(year);
      else if (m.group(1).equals("dd")) out.add(year + "-" + m.group(2));
      else out.add(year + "-" + m.group(2) + "-" + m.group(1));
      return out;
    }
    m = RANGE.matcher(s);
    if (m.find()) {
      int from = Integer.parseInt(m.group(1));
      int to = Integer.parseInt(m.group(2));
      if (to >= from && to - from <= LONGEST_RANGE) for (int y = from; y <= to; y++) out.add(Integer.toString(y));
      return out;
    }
    m = WORDS.matcher(s);
    if (m.find()) {
      int month = MONTHS.indexOf(m.group(2).toLowerCase(Locale.ROOT));
      if (month >= 0) {
        String ym = m.group(3) + "-" + String.format("%02d", month + 1);
        out.add(m.group(1) == null ? ym : ym + "-" + String.format("%02d", Integer.parseInt(m.group(1))));
        return out;
      }
    }
    m = YEAR.matcher(s);
    if (m.find()) out.add(m.group(1));
    return out;
  }

  /** {@code dd/MM/yyyy} (UK) or {@code MM/dd/yyyy} (OFAC) to ISO, or the input when it is neither. */
  static String slashedToIso(String value, boolean dayFirst) {
    if (value == null) return null;
    Matcher m = Pattern.compile("(\\d{1,2})/(\\d{1,2})/(\\d{4})").matcher(value.trim());
    if (!m.matches()) return value.trim();
    String day = dayFirst ? m.group(1) : m.group(2);
    String month = dayFirst ? m.group(2) : m.group(1);
    return m.group(3) + "-" + pad(month) + "-" + pad(day);
  }

  private static String pad(String n) {
    return n.length() == 1 ? "0" + n : n;
  }
}
