package io.gatehouse.providers.email.smtp;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** One SMTP reply: its code and lines (a multi-line reply keeps every line). */
record Reply(int code, List<String> lines) {

  private static final Pattern ENHANCED = Pattern.compile("^([245])\\.(\\d{1,3})\\.(\\d{1,3})\\b");

  /** The last line's text without the code, as servers put their explanation there. */
  String text() {
    String last = lines.isEmpty() ? "" : lines.get(lines.size() - 1);
    return last.length() > 4 ? last.substring(4).strip() : "";
  }

  /** The RFC 3463 enhanced status code such as {@code 5.1.1}, or null. */
  String enhanced() {
    Matcher m = ENHANCED.matcher(text());
    return m.find() ? m.group(1) + "." + m.group(2) + "." + m.group(3) : null;
  }

  boolean positive() {
    return code >= 200 && code < 300;
  }

  /** An EHLO reply advertises an extension, such as SMTPUTF8, on one of its lines. */
  boolean advertises(String extension) {
    return lines.stream().skip(1).anyMatch(l -> l.length() > 4 && l.substring(4).strip().equalsIgnoreCase(extension));
  }

  @Override
  public String toString() {
    return code + " " + text();
  }
}
