package io.gatehouse.providers.email.address;

import com.ibm.icu.text.IDNA;

import java.util.Locale;
import java.util.Set;

/**
 * Internationalised domain names by IDNA2008 as UTS #46 processes them for lookup: nontransitional
 * (so {@code ß}, {@code ς} and the joiners stay themselves instead of becoming another domain, as
 * IDNA2003 made {@code straße.de} into {@code strasse.de}), with the bidi (RFC 5893) and CONTEXTJ
 * (RFC 5892) rules and the STD3 letters-digits-hyphen rule.
 */
final class Idna {

  private static final IDNA UTS46 = IDNA.getUTS46Instance(IDNA.NONTRANSITIONAL_TO_ASCII
    | IDNA.NONTRANSITIONAL_TO_UNICODE | IDNA.CHECK_BIDI | IDNA.CHECK_CONTEXTJ | IDNA.USE_STD3_RULES);

  /** A converted domain, or why it is not a valid internationalised domain name. */
  record Conversion(String name, String problem) {

    boolean valid() {
      return problem == null;
    }
  }

  private Idna() {
  }

  /** Reads ICU's normalisation, bidi and property data now rather than at the first internationalised domain. */
  static void loadData() {
    toAscii("bücher.العربية");
  }

  /** The A-label form that DNS sees, lower case. */
  static Conversion toAscii(String domain) {
    StringBuilder out = new StringBuilder(domain.length() + 16);
    IDNA.Info info = new IDNA.Info();
    UTS46.nameToASCII(domain, out, info);
    return conversion(out, info);
  }

  /** The U-label form of an A-label domain; also checks that its {@code xn--} labels decode to valid labels. */
  static Conversion toUnicode(String ascii) {
    StringBuilder out = new StringBuilder(ascii.length());
    IDNA.Info info = new IDNA.Info();
    UTS46.nameToUnicode(ascii, out, info);
    return conversion(out, info);
  }

  private static Conversion conversion(StringBuilder out, IDNA.Info info) {
    if (!info.hasErrors()) return new Conversion(out.toString(), null);
    return new Conversion(null, "the domain is not a valid internationalised domain name: " + reason(info.getErrors()));
  }

  /** The first error in the order a reader would fix them: characters, then label shape, then length. */
  private static String reason(Set<IDNA.Error> errors) {
    if (errors.contains(IDNA.Error.DISALLOWED)) return "it holds a character IDNA2008 does not allow in domain names";
    if (errors.contains(IDNA.Error.PUNYCODE) || errors.contains(IDNA.Error.INVALID_ACE_LABEL)) {
      return "an xn-- label does not decode to a valid label";
    }
    if (errors.contains(IDNA.Error.BIDI)) return "a label breaks the bidi rule for right-to-left text (RFC 5893)";
    if (errors.contains(IDNA.Error.CONTEXTJ)) return "a zero-width joiner or non-joiner stands where RFC 5892 forbids it";
    if (errors.contains(IDNA.Error.LEADING_HYPHEN)) return "a label starts with a hyphen";
    if (errors.contains(IDNA.Error.TRAILING_HYPHEN)) return "a label ends with a hyphen";
    if (errors.contains(IDNA.Error.HYPHEN_3_4)) return "a label has hyphens in the third and fourth positions";
    if (errors.contains(IDNA.Error.LEADING_COMBINING_MARK)) return "a label starts with a combining mark";
    if (errors.contains(IDNA.Error.EMPTY_LABEL)) return "it has an empty label";
    if (errors.contains(IDNA.Error.LABEL_TOO_LONG)) return "a label is longer than 63 octets in punycode";
    if (errors.contains(IDNA.Error.DOMAIN_NAME_TOO_LONG)) return "it is longer than 253 octets in punycode";
    // an error this list does not know yet (a newer ICU) is still named
    return errors.toString().toLowerCase(Locale.ROOT);
  }
}
