package io.gatehouse.providers.vat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.Arrays;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Numbers with the decision python-stdnum takes on them and the rule that decides: its module per
 * state (stdnum/&lt;cc&gt;/vat.py or the one it imports as vat), stdnum/eu/vat.py for the prefix and
 * stdnum/util.py clean() for look-alike characters. A country in the second column means the number
 * was given with that country_code, as the state's module would read it. The decision is valid, format
 * (stdnum's InvalidFormat or InvalidLength) or check_digits (InvalidChecksum, or InvalidComponent for an
 * embedded part such as a date or office code).
 *
 * <p>Known differences: a character that is neither digit nor letter where python-stdnum only compares a
 * check character (CY, ES) or takes any two characters (the XI GD/HA form) is a format error here, a
 * check-digit error there; EU and IM (the OSS scheme, not in VIES) are refused as countries VIES does not
 * cover. One changes valid into invalid: a number whose digits are all zero fails its check here (no
 * state issues one; a weighted sum of zeros passes most rules), where python-stdnum passes EE's and LU's.
 */
class StdnumAgreementTest {

  /** number | country_code or - | decision | stdnum module: rule */
  private static final String TABLE = """
    'ATU13585627' | - | valid | at/uid: U + 8 digits, (6 - Luhn of digits 2-8) mod 10
    'U13585627' | AT | valid | at/uid: the national part starts with U
    'AT U135.856-27' | - | valid | at/uid: separators space - . /
    'ATU135,856,27' | - | format | at/uid: a comma is no separator
    'AT13585627' | - | format | at/uid: U missing
    'ATU13585628' | - | check_digits | at/uid: check digit
    'ATU00000000' | - | check_digits | at/uid: all zero fails the check digit
    'BE0403170701' | - | valid | be/vat: (first 8 + last 2) mod 97 = 0
    'BE 403.170.701' | - | valid | be/vat: 9-digit old form gains a leading 0
    'BE (0)403.170.701' | - | valid | be/vat: (0) written before the number
    'BE0403(170)701' | - | format | be/vat: parentheses elsewhere are not separators
    'BE0000000000' | - | format | be/vat: zero is a format error
    'BE2403170701' | - | check_digits | be/vat: first digit 0 or 1 (component)
    'BE0403170702' | - | check_digits | be/vat: check digits
    'BG175074752' | - | valid | bg/vat: 9 digits, legal entity weights
    'BG 175.074-752' | - | valid | bg/vat: separators space - .
    'BG175/074/752' | - | format | bg/vat: a slash is no separator
    'BG7523169263' | - | valid | bg/vat: 10 digits, a valid EGN
    'BG17507475' | - | format | bg/vat: 8 digits is a length error
    'BG175074753' | - | check_digits | bg/vat: check digit
    'CY10259033P' | - | valid | cy/vat: 8 digits + check letter
    '10259033P' | CY | valid | cy/vat: national part without prefix
    'CY 10259033-P' | - | valid | cy/vat: separators space -
    'CY10259033.P' | - | format | cy/vat: a dot is no separator
    'CY12000139V' | - | check_digits | cy/vat: never starts with 12 (component)
    'CY10259033Q' | - | check_digits | cy/vat: check letter
    'CZ25123891' | - | valid | cz/dic: 8 digits, legal entity
    'CZ 7103192745' | - | valid | cz/dic: 10-digit birth number
    'CZ 710319/2745' | - | valid | cz/dic: separators space /
    'CZ 710319-2745' | - | format | cz/dic: a dash is no separator
    'CZ640903926' | - | valid | cz/dic: 9-digit numbers starting with 6
    'CZ720515153' | - | format | cz/rc: 9-digit birth numbers end in 1953 (length)
    'CZ95123891' | - | check_digits | cz/dic: legal entities never start with 9 (component)
    'CZ25123890' | - | check_digits | cz/dic: check digit
    'DE136695976' | - | valid | de/vat: 9 digits, ISO 7064 Mod 11,10
    'DE 136,695,976' | - | valid | de/vat: separators space - . / ,
    'DE136:695:976' | - | format | de/vat: a colon is no separator
    'DE\u00A0136\u2013695\u2013976' | - | valid | util.clean: no-break space and en dash read as space and dash
    'DE\uFF11\uFF13\uFF16695976' | - | valid | util.clean: full-width digits read as digits
    'de136695976' | - | valid | eu/vat: upper case first
    'DE036695976' | - | format | de/vat: first digit not 0 (format)
    'DE000000000' | - | format | de/vat: all zero starts with 0 (format)
    'DE136695977' | - | check_digits | de/vat: check digit
    'DK13585628' | - | valid | dk/cvr: 8 digits, weighted mod 11
    'DK 13:58,56/28' | - | valid | dk/cvr: separators space - . , / :
    'DK03585628' | - | format | dk/cvr: first digit not 0 (format)
    'DK13585627' | - | check_digits | dk/cvr: check digit
    'EE100931558' | - | valid | ee/kmkr: 9 digits, weighted mod 10
    'EE 100 931 558' | - | valid | ee/kmkr: separator space only
    'EE100-931-558' | - | format | ee/kmkr: a dash is no separator
    'EE000000000' | - | check_digits | ee/kmkr: all zero passes there (no explicit rule); not here (below)
    'EE100931559' | - | check_digits | ee/kmkr: check digit
    'EL094259216' | - | valid | gr/vat: 9 digits
    'GR 094259216' | - | valid | eu/vat: GR accepted for Greece
    'EL 94259216' | - | valid | gr/vat: 8-digit old form gains a leading 0
    'EL094:259:216' | - | valid | gr/vat: separators space - . / :
    'EL094,259,216' | - | format | gr/vat: a comma is no separator
    'EL094259217' | - | check_digits | gr/vat: check digit
    'ESA58818501' | - | valid | es/cif: company letter + 7 digits + check
    'A58818501' | ES | valid | es/nif: national part starts with a letter
    'ESX2482300W' | - | valid | es/nie: X/Y/Z + 7 digits + DNI letter
    'ES54362315K' | - | valid | es/dni: 8 digits + letter
    'ESK0867756N' | - | valid | es/nif: K/L/M use the DNI letter
    'ES A-58818501' | - | valid | es/nif: separators space -
    'ESA58.818.501' | - | format | es/nif: a dot is no separator
    'ESI58818501' | - | format | es/cif: I is no organisation letter (format)
    'ES54362315' | - | format | es/nif: 8 characters is a length error
    'ESA58818502' | - | check_digits | es/cif: check digit
    'ES543623151' | - | check_digits | es/dni: a digit where the letter belongs is a wrong check
    'FI20774740' | - | valid | fi/alv: 8 digits, weighted mod 11
    'FI 2077474-0' | - | valid | fi/alv: separators space -
    'FI2077.4740' | - | format | fi/alv: a dot is no separator
    'FI20774741' | - | check_digits | fi/alv: check digit
    'FR40303265045' | - | valid | fr/tva: numeric key = (SIREN·100 + 12) mod 97
    'FRK7399859412' | - | valid | fr/tva: alphanumeric key
    'DE472780246' | FR | valid | fr/tva: a key DE is a key, not a prefix
    'FR 40 303.265-045' | - | valid | fr/tva: separators space - .
    'FR40/303/265/045' | - | format | fr/tva: a slash is no separator
    'FRIO303265045' | - | format | fr/tva: I and O are not key characters
    'FR40303265046' | - | check_digits | fr/siren: Luhn over the SIREN
    'FR41303265045' | - | check_digits | fr/tva: key
    'HR33392005961' | - | valid | hr/oib: 11 digits, ISO 7064 Mod 11,10
    'HR 333-9200-5961' | - | valid | hr/oib: separators space -
    'HR3339200.5961' | - | format | hr/oib: a dot is no separator
    'HR33392005962' | - | check_digits | hr/oib: check digit
    'HU12892312' | - | valid | hu/anum: 8 digits, weighted mod 10
    'HU 1289-2312' | - | valid | hu/anum: separators space -
    'HU12892313' | - | check_digits | hu/anum: check digit
    'IE6433435F' | - | valid | ie/vat: 7 digits + check letter
    'IE6433435OA' | - | valid | ie/vat: second letter since 2013
    'IE8D79739I' | - | valid | ie/vat: old form digit, letter, 5 digits, letter
    '6433435F' | IE | valid | ie/vat: national part without prefix
    'IE 6433435-F' | - | valid | ie/vat: separators space -
    'IE6433435X' | - | format | ie/vat: X is no check letter (format)
    'IE6433435E' | - | check_digits | ie/vat: check letter
    'IT00743110157' | - | valid | it/iva: 11 digits, office code, Luhn
    'IT 007431-10157' | - | valid | it/iva: separators space - :
    'IT00000000010' | - | format | it/iva: first 7 digits all zero (format)
    'IT00743110150' | - | check_digits | it/iva: Luhn
    'IT00743111157' | - | check_digits | it/iva: office code 111 does not exist (component)
    'LT119511515' | - | valid | lt/pvm: 9 digits, 8th is 1
    'LT100001919017' | - | valid | lt/pvm: 12 digits, 11th is 1
    'LT 1195-1151-5' | - | valid | lt/pvm: separators space -
    'LT119511525' | - | check_digits | lt/pvm: 8th digit must be 1 (component)
    'LT119511516' | - | check_digits | lt/pvm: check digit
    'LU15027442' | - | valid | lu/tva: first 6 mod 89 = last 2
    'LU 150:274.42' | - | valid | lu/tva: separators space : . -
    'LU00000000' | - | check_digits | lu/tva: all zero passes there (no explicit rule); not here (below)
    'LU15027443' | - | check_digits | lu/tva: check digits
    'LV40003521600' | - | valid | lv/pvn: legal entity, weighted mod 11 = 3
    'LV16117519997' | - | valid | lv/pvn: personal code with birth date
    'LV 4000-3521600' | - | valid | lv/pvn: separators space -
    'LV31327819997' | - | check_digits | lv/pvn: birth date 31.13 (component)
    'LV40003521601' | - | check_digits | lv/pvn: check digit
    'MT11679112' | - | valid | mt/vat: 8 digits, weighted mod 37
    'MT 1167-9112' | - | valid | mt/vat: separators space -
    'MT01679112' | - | format | mt/vat: first digit not 0 (format)
    'MT11679113' | - | check_digits | mt/vat: check digit
    'NL004495445B01' | - | valid | nl/btw: 9 digits passing the 11-test, B, 2 digits
    'NL4495445B01' | - | valid | nl/btw: leading zeros filled in
    'NL 0044.95.445-B01' | - | valid | nl/btw: separators space - .
    'NL000099998B57' | - | valid | nl/btw: Mod 97,10 over NL + number (btw-id)
    'NL000000000B01' | - | format | nl/btw: zero number (format)
    'NL004495445B00' | - | format | nl/btw: suffix 00 (format)
    'NL004495445C01' | - | format | nl/btw: B in tenth place
    'NL004495445,B01' | - | format | nl/btw: a comma is no separator
    'NL004495446B01' | - | check_digits | nl/btw: 11-test and Mod 97,10
    'PL8567346215' | - | valid | pl/nip: 10 digits, weighted mod 11
    'PL 856-734-62-15' | - | valid | pl/nip: separators space -
    'PL856.734.62.15' | - | format | pl/nip: a dot is no separator
    'PL8567346216' | - | check_digits | pl/nip: check digit
    'PT501964843' | - | valid | pt/nif: 9 digits, weighted mod 11
    'PT 501.964-843' | - | valid | pt/nif: separators space - .
    'PT001964843' | - | format | pt/nif: first digit not 0 (format)
    'PT501964842' | - | check_digits | pt/nif: check digit
    'RO18547290' | - | valid | ro/cui: 2 to 10 digits, weighted mod 11
    'RO 185-472-90' | - | valid | ro/cf: separators space -
    'RO1630615123457' | - | valid | ro/cnp: 13-digit personal code
    'RO1630615993451' | - | check_digits | ro/cnp: county 99 does not exist (component)
    'RO0185472900' | - | format | ro/cui: first digit not 0 (format)
    'RO18547291' | - | check_digits | ro/cui: check digit
    'SE556188840401' | - | valid | se/vat: organisation number (Luhn) + 01
    'SE 556188-8404.01' | - | valid | se/vat: separators space - .
    'SE556188840402' | - | format | se/vat: ends in 01 (format)
    'SE556188840501' | - | check_digits | se/orgnr: Luhn
    'SI50223054' | - | valid | si/ddv: 8 digits, weighted mod 11
    'SI 5022-3054' | - | valid | si/ddv: separators space -
    'SI05022305' | - | format | si/ddv: first digit not 0 (format)
    'SI50223055' | - | check_digits | si/ddv: check digit
    'SK2022749619' | - | valid | sk/dph: 10 digits divisible by 11
    'SK 202-274-9619' | - | valid | sk/dph: separators space -
    'SK8522151231' | - | valid | sk/dph: a valid birth number
    'SK2012749619' | - | format | sk/dph: third digit in 2,3,4,7,8,9 (format)
    'SK0222749619' | - | format | sk/dph: first digit not 0 (format)
    'SK2022749610' | - | check_digits | sk/dph: divisible by 11
    'XI980780684' | - | valid | gb/vat: 9 digits, weighted mod 97
    'XI 980 7806 84' | - | valid | gb/vat: separators space - .
    'XI980780684001' | - | valid | gb/vat: 12 digits with a branch
    'XIGD001' | - | valid | gb/vat: GD below 500, government department
    'XIHA500' | - | valid | gb/vat: HA from 500, health authority
    'XIGD888812326' | - | valid | gb/vat: GD8888 + 3 digits + their mod 97
    'XIGD888812345' | - | check_digits | gb/vat: GD8888 check digits
    'XIGD500' | - | check_digits | gb/vat: GD from 500 (component)
    'GB980780684' | XI | valid | gb/vat: GB written for a Northern Ireland number
    'XI98078068' | - | format | gb/vat: 8 digits is a length error
    'XI980780685' | - | check_digits | gb/vat: check digits
    """;

  static Stream<Arguments> cases() {
    return TABLE.lines().filter(line -> !line.isBlank()).map(line -> {
      String[] cells = Arrays.stream(line.split("\\|")).map(String::strip).toArray(String[]::new);
      String number = cells[0].substring(1, cells[0].length() - 1);
      return Arguments.of(number, cells[1].equals("-") ? null : cells[1], cells[2], cells[3]);
    });
  }

  @ParameterizedTest(name = "{0} / {1}: {3}")
  @MethodSource("cases")
  void agreesWithStdnum(String number, String country, String decision, String rule) {
    VatNumber read = VatNormalizer.normalize(number, country);
    assertEquals(decision, read.invalidReason().orElse("valid"), rule);
  }

  @Test
  void coversEveryMemberStateAndNorthernIreland() {
    Set<String> covered = cases().map(Arguments::get)
      .map(row -> VatNormalizer.normalize((String) row[0], (String) row[1]).country())
      .collect(Collectors.toCollection(TreeSet::new));
    assertEquals(new TreeSet<>(Set.of("AT", "BE", "BG", "CY", "CZ", "DE", "DK", "EE", "EL", "ES", "FI", "FR", "HR",
      "HU", "IE", "IT", "LT", "LU", "LV", "MT", "NL", "PL", "PT", "RO", "SE", "SI", "SK", "XI")), covered);
  }
}
