package io.gatehouse.providers.email.address;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class AddressParserTest {

  @ParameterizedTest
  @ValueSource(strings = {"jan@example.nl", "Jan.de.Vries@Example.NL", "orders+2026@shop.example.be",
    "o'brien@example.ie", "x@a.io", "\"jan de vries\"@example.nl", "\"a\\\"b\"@example.nl", "#!$%&*/=?^_`{|}~-@example.org",
    "a@[192.0.2.1]", "a@[IPv6:2001:db8::1]", "  padded@example.com  "})
  void acceptsAddrSpecs(String address) {
    SyntaxResult result = AddressParser.parse(address);
    assertTrue(result.valid(), address + ": " + result.reason());
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
    "plainaddress|no @",
    "@example.com|local part is empty",
    "jan@|domain is empty",
    ".jan@example.com|starts or ends with a dot",
    "jan.@example.com|starts or ends with a dot",
    "jan..vries@example.com|two dots",
    "jan vries@example.com|needs quoting",
    "jan(comment)@example.com|needs quoting",
    "\"open@example.com|quoted local part",
    "jan@localhost|no dot",
    "jan@example..com|empty label",
    "jan@-example.com|inner hyphens",
    "jan@exa_mple.com|inner hyphens",
    "jan@bü_cher.example|not a valid internationalised",
    "jan@bü\uE000cher.example|a character IDNA2008 does not allow",
    "jan@-bücher.example|starts with a hyphen",
    "jan@bücher-.example|ends with a hyphen",
    "jan@bü--cher.example|third and fourth positions",
    "jan@\u0301bücher.example|starts with a combining mark",
    "jan@a\u05D0.example|bidi rule",
    "jan@a\u200Db.example|zero-width joiner",
    "jan@xn--a.example|xn-- label does not decode",
    "jan@example.123|numeric",
    "jan@example.com.|ends with a dot",
    "jan@[300.1.1.1]|domain literal",
    "jan@[IPv6:zz::1]|domain literal"})
  void rejectsWithTheRuleBroken(String address, String reason) {
    SyntaxResult result = AddressParser.parse(address);
    assertFalse(result.valid(), address);
    assertTrue(result.reason().contains(reason), address + ": " + result.reason());
  }

  @Test
  void enforcesTheSmtpSizeLimits() {
    String local64 = "a".repeat(64);
    assertTrue(AddressParser.parse(local64 + "@example.com").valid());
    assertTrue(AddressParser.parse(local64 + "a@example.com").reason().contains("65 octets"));
    // non-ASCII characters count in octets: 32 two-octet characters fill the 64
    assertTrue(AddressParser.parse("é".repeat(32) + "@example.com").valid());
    assertFalse(AddressParser.parse("é".repeat(33) + "@example.com").valid());

    String label63 = "b".repeat(63);
    assertTrue(AddressParser.parse("a@" + label63 + ".com").valid());
    assertFalse(AddressParser.parse("a@" + label63 + "b.com").valid());
    // the limit holds for the punycode form: ü and 58 letters become xn--, the 58, -b8f: 66 octets
    SyntaxResult longIdn = AddressParser.parse("a@ü" + "b".repeat(58) + ".com");
    assertTrue(longIdn.reason().contains("longer than 63"), longIdn.reason());

    String domain = label63 + "." + label63 + "." + label63 + "." + "c".repeat(50) + ".com";
    assertEquals(246, domain.length());
    assertTrue(AddressParser.parse("abcdefg@" + domain).valid());
    SyntaxResult tooLong = AddressParser.parse("abcdefgh@" + domain);
    assertTrue(tooLong.reason().contains("255 octets long; SMTP allows 254"), tooLong.reason());
  }

  @Test
  void internationalisedDomainsBecomePunycode() {
    Address address = AddressParser.parse("Jan@Bücher.Example").address();
    assertEquals("xn--bcher-kva.example", address.domain());
    assertEquals("bücher.example", address.unicodeDomain());
    assertEquals("Jan@xn--bcher-kva.example", address.normalized());
    assertFalse(address.smtpUtf8());
  }

  /** IDNA2003 (java.net.IDN) maps ß to ss and ς to σ, which names another domain. */
  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
    "jan@straße.de|xn--strae-oqa.de|straße.de",
    "jan@βόλος.gr|xn--nxasmm1c.gr|βόλος.gr",
    "jan@ＢÜCHER。example|xn--bcher-kva.example|bücher.example",
    "jan@XN--STRAE-OQA.de|xn--strae-oqa.de|straße.de",
    "jan@ab--cd.example|ab--cd.example|ab--cd.example"})
  void domainsFollowIdna2008Nontransitionally(String input, String domain, String unicode) {
    SyntaxResult result = AddressParser.parse(input);
    assertTrue(result.valid(), input + ": " + result.reason());
    assertEquals(domain, result.address().domain());
    assertEquals(unicode, result.address().unicodeDomain());
  }

  @Test
  void nonAsciiLocalPartsNeedSmtpUtf8() {
    Address address = AddressParser.parse("用户@例子.广告").address();
    assertTrue(address.smtpUtf8());
    assertTrue(address.domain().startsWith("xn--"), address.domain());
  }

  @Test
  void literalsAreFlagged() {
    assertTrue(AddressParser.parse("a@[192.0.2.1]").address().literal());
    assertFalse(AddressParser.parse("a@example.com").address().literal());
  }
}
