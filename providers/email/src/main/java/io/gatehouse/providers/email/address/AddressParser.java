package io.gatehouse.providers.email.address;

import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Checks an address against RFC 5322's addr-spec (dot-atom or quoted-string local part, no comments or
 * folding) and the size limits of RFC 5321 section 4.5.3.1. Non-ASCII local parts are accepted as
 * RFC 6532 allows them and flagged as needing SMTPUTF8; internationalised domains are converted to
 * their A-label form for DNS by IDNA2008 ({@link Idna}).
 */
public final class AddressParser {

  /** RFC 5321: a reverse or forward path is at most 256 octets including the angle brackets. */
  static final int MAX_ADDRESS = 254;
  static final int MAX_LOCAL = 64;
  static final int MAX_DOMAIN = 253;
  static final int MAX_LABEL = 63;

  private static final String ATEXT = "A-Za-z0-9!#$%&'*+/=?^_`{|}~\\-";
  private static final Pattern DOT_ATOM = Pattern.compile("[" + ATEXT + "\\P{ASCII}]+(\\.[" + ATEXT + "\\P{ASCII}]+)*");
  private static final Pattern LABEL = Pattern.compile("[a-z0-9]([a-z0-9-]*[a-z0-9])?");
  private static final Pattern IPV4 = Pattern.compile("((25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)");
  private static final Pattern IPV6 = Pattern.compile("[0-9A-Fa-f:][0-9A-Fa-f:.]{1,44}");

  private AddressParser() {
  }

  /**
   * Loads the IDNA data, which takes a few hundred milliseconds on a cold JVM, so that the first
   * internationalised domain does not pay for it on an event loop; blocking.
   */
  public static void loadIdnaData() {
    Idna.loadData();
  }

  public static SyntaxResult parse(String input) {
    if (input == null) return SyntaxResult.invalid("no address given");
    String text = input.strip();
    if (text.isEmpty()) return SyntaxResult.invalid("no address given");
    int at = text.lastIndexOf('@');
    if (at < 0) return SyntaxResult.invalid("no @ separates the local part from the domain");
    String local = text.substring(0, at);
    String domain = text.substring(at + 1);
    if (local.isEmpty()) return SyntaxResult.invalid("the local part is empty");
    if (domain.isEmpty()) return SyntaxResult.invalid("the domain is empty");

    String localProblem = checkLocal(local);
    if (localProblem != null) return SyntaxResult.invalid(localProblem);
    boolean smtpUtf8 = !isAscii(local);

    if (domain.startsWith("[")) {
      if (!domain.endsWith("]") || !literalValid(domain.substring(1, domain.length() - 1))) {
        return SyntaxResult.invalid("the domain literal is not an IPv4 or IPv6 address");
      }
      return lengthChecked(new Address(local, domain, domain, smtpUtf8, true));
    }
    String ascii = domain.toLowerCase(Locale.ROOT);
    // ASCII domains are checked by the rules below, which explain themselves better than IDNA's
    if (!isAscii(domain)) {
      Idna.Conversion toAscii = Idna.toAscii(domain);
      if (!toAscii.valid()) return SyntaxResult.invalid(toAscii.problem());
      ascii = toAscii.name();
    }
    String domainProblem = checkDomain(ascii);
    if (domainProblem != null) return SyntaxResult.invalid(domainProblem);
    String unicode = ascii;
    if (hasALabel(ascii)) {
      Idna.Conversion toUnicode = Idna.toUnicode(ascii);
      if (!toUnicode.valid()) return SyntaxResult.invalid(toUnicode.problem());
      unicode = toUnicode.name();
    }
    return lengthChecked(new Address(local, ascii, unicode, smtpUtf8, false));
  }

  private static boolean hasALabel(String ascii) {
    return ascii.startsWith("xn--") || ascii.contains(".xn--");
  }

  private static SyntaxResult lengthChecked(Address address) {
    int octets = octets(address.localPart()) + 1 + octets(address.domain());
    if (octets > MAX_ADDRESS) {
      return SyntaxResult.invalid("the address is " + octets + " octets long; SMTP allows " + MAX_ADDRESS);
    }
    return SyntaxResult.valid(address);
  }

  private static String checkLocal(String local) {
    if (octets(local) > MAX_LOCAL) {
      return "the local part is " + octets(local) + " octets long; SMTP allows " + MAX_LOCAL;
    }
    if (local.startsWith("\"")) return quotedValid(local) ? null : "the quoted local part is not closed or holds a bare quote or backslash";
    if (local.startsWith(".") || local.endsWith(".")) return "the local part starts or ends with a dot";
    if (local.contains("..")) return "the local part holds two dots in a row";
    if (!DOT_ATOM.matcher(local).matches()) return "the local part holds a character that needs quoting";
    if (local.codePoints().anyMatch(Character::isISOControl)) return "the local part holds a control character";
    return null;
  }

  /** quoted-string: printable characters and spaces, with backslash escaping any printable one. */
  private static boolean quotedValid(String local) {
    if (local.length() < 2 || !local.endsWith("\"")) return false;
    String inner = local.substring(1, local.length() - 1);
    for (int i = 0; i < inner.length(); i++) {
      char c = inner.charAt(i);
      if (c == '\\') {
        if (++i >= inner.length() || inner.charAt(i) < 0x20 || inner.charAt(i) == 0x7f) return false;
      } else if (c == '"' || (c < 0x20 && c != '\t') || c == 0x7f) {
        return false;
      }
    }
    return true;
  }

  private static String checkDomain(String ascii) {
    if (ascii.length() > MAX_DOMAIN) return "the domain is " + ascii.length() + " characters long; DNS allows " + MAX_DOMAIN;
    if (ascii.endsWith(".")) return "the domain ends with a dot";
    String[] labels = ascii.split("\\.", -1);
    if (labels.length < 2) return "the domain has no dot; mail needs a fully qualified domain";
    for (String label : labels) {
      if (label.isEmpty()) return "the domain has an empty label";
      if (label.length() > MAX_LABEL) return "a domain label is longer than " + MAX_LABEL + " characters";
      if (!LABEL.matcher(label).matches()) return "the domain label '" + label + "' is not letters, digits and inner hyphens";
    }
    if (labels[labels.length - 1].chars().allMatch(Character::isDigit)) return "the top-level domain is numeric";
    return null;
  }

  private static boolean literalValid(String literal) {
    if (IPV4.matcher(literal).matches()) return true;
    if (!literal.regionMatches(true, 0, "IPv6:", 0, 5)) return false;
    String v6 = literal.substring(5);
    if (!IPV6.matcher(v6).matches() || v6.indexOf(':') < 0) return false;
    // a string with a colon is parsed as an IPv6 literal, never looked up
    try {
      return InetAddress.getByName(v6) instanceof Inet6Address;
    } catch (UnknownHostException e) {
      return false;
    }
  }

  private static boolean isAscii(String s) {
    return s.chars().allMatch(c -> c < 0x80);
  }

  private static int octets(String s) {
    return s.getBytes(StandardCharsets.UTF_8).length;
  }
}
