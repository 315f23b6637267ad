package io.gatehouse.providers.vat.checkdigits;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Valid examples were computed for these tests from the published rules (random bodies, check
 * characters calculated), one or more per number form; each bad-digit case alters a check character.
 */
class CountryRulesTest {

  @Test
  void coversTheMemberStatesAndNorthernIreland() {
    List.of("AT", "BE", "BG", "CY", "CZ", "DE", "DK", "EE", "EL", "ES", "FI", "FR", "HR", "HU", "IE", "IT",
      "LT", "LU", "LV", "MT", "NL", "PL", "PT", "RO", "SE", "SI", "SK", "XI").forEach(c ->
      assertTrue(CountryRules.supports(c), c));
    assertFalse(CountryRules.supports("GB"));
    assertFalse(CountryRules.supports("GR"));
  }

  /** A weighted sum of zeros passes most states' rules; no state issues a number whose digits are all zero. */
  @Test
  void numbersWhoseDigitsAreAllZeroFailTheirCheck() {
    List.of("AT", "BE", "BG", "CY", "CZ", "DE", "DK", "EE", "EL", "ES", "FI", "FR", "HR", "HU", "IE", "IT",
      "LT", "LU", "LV", "MT", "NL", "PL", "PT", "RO", "SE", "SI", "SK", "XI").forEach(country -> {
        CountryRule rule = CountryRules.forCountry(country).orElseThrow();
        for (int length = 2; length <= 13; length++) {
          String zeros = "0".repeat(length);
          for (String number : List.of(zeros, "U" + zeros, zeros + "B00", "A" + zeros, zeros + "T", "X" + zeros + "T")) {
            assertFalse(rule.checksumValid(number), country + " " + number);
          }
        }
      });
  }

  /** country, valid number, index of a check character that, altered, must break the check. */
  @ParameterizedTest(name = "{0} {1}")
  @CsvSource({
    "AT, U52601812, 8", "AT, U66131866, 8",
    "BE, 0281948217, 9", "BE, 0948757493, 9",
    "BG, 137215902, 8", "BG, 666176033, 8", "BG, 8503151235, 9", "BG, 1234567893, 9",
    "CY, 10109281R, 8", "CY, 10624595F, 8",
    "CZ, 41215478, 7", "CZ, 82803854, 7", "CZ, 612345670, 8", "CZ, 698765496, 8", "CZ, 8553151233, 9",
    "CZ, 0157123450, 9", "CZ, 520315123, 4",
    "DE, 380841483, 8", "DE, 625388855, 8",
    "DK, 41373539, 7", "DK, 85004743, 7",
    "EE, 101163723, 8", "EE, 107990754, 8",
    "EL, 012220294, 8", "EL, 088200183, 8",
    "ES, A05798681, 8", "ES, B83954867, 8", "ES, Z2633043P, 8", "ES, X1234567L, 8", "ES, Y1234567X, 8",
    "ES, K1234567L, 8", "ES, Q2818015F, 8", "ES, Q28180156, 8", "ES, P1234567D, 8",
    "FI, 28288077, 7", "FI, 91805882, 7",
    "FR, 08871803342, 1", "FR, 26598983476, 1", "FR, K8552008443, 1", "FR, KL552008443, 1",
    "HR, 26167513614, 10", "HR, 88783848374, 10",
    "HU, 15058779, 7", "HU, 86563558, 7",
    "IE, 0242646D, 7", "IE, 1131144P, 7", "IE, 1234567WH, 7", "IE, 7654321PA, 7", "IE, 5Z12345F, 7",
    "IE, 3+54321V, 7",
    "IT, 02614011001, 10", "IT, 19314170010, 10",
    "LT, 082462811, 8", "LT, 948219913, 8",
    "LU, 51819032, 7", "LU, 93786572, 7",
    "LV, 40001862522, 10", "LV, 40007574912, 10", "LV, 15038512346, 10", "LV, 32123456785, 10",
    "MT, 19281599, 7", "MT, 86018959, 7",
    "NL, 252760189B01, 8", "NL, 628194821B01, 8", "NL, 123456789B13, 11", "NL, 870425016B77, 11",
    "PL, 3423667121, 9", "PL, 7684268468, 9",
    "PT, 507924401, 8", "PT, 528907867, 8",
    "RO, 3597, 3", "RO, 4215901095, 9", "RO, 761760316, 8", "RO, 1850315123455, 12", "RO, 6050315123453, 12",
    "SE, 013962459701, 9", "SE, 571177774701, 9",
    "SI, 48885398, 7", "SI, 60047437, 7",
    "SK, 1735873557, 9", "SK, 5391955459, 9", "SK, 8522151231, 9",
    "XI, 145440919, 8", "XI, 827204290, 8", "XI, 145440919001, 8", "XI, GD123, 2", "XI, HA567, 2"
  })
  void acceptsValidAndRejectsAlteredCheck(String country, String number, int checkIndex) {
    CountryRule rule = CountryRules.forCountry(country).orElseThrow();
    assertTrue(rule.formatValid(number), "format");
    assertTrue(rule.checksumValid(number), "check digits");

    String altered = alter(number, checkIndex);
    assertTrue(rule.formatValid(altered), "altered keeps the format: " + altered);
    assertFalse(rule.checksumValid(altered), "altered check must fail: " + altered);
  }

  /** The next digit (9 wraps to 0) or letter; for GD/HA the part that decides which range it is in. */
  private static String alter(String number, int index) {
    char c = number.charAt(index);
    char next;
    if (Character.isDigit(c)) next = (char) ('0' + (c - '0' + 5) % 10);
    else next = c == 'W' ? 'A' : (char) (c + 1);
    return number.substring(0, index) + next + number.substring(index + 1);
  }

  @ParameterizedTest(name = "{0} {1}")
  @CsvSource({
    "AT, U5260181", "AT, 526018120", "BE, 02819482170", "BE, 0000000000", "BG, 13721590", "CY, 10109281",
    "CZ, 4121547", "CZ, 41215478000", "DE, 38084148", "DE, 038084148", "DK, 4137353", "EE, 1011637230",
    "EL, 0122202941", "ES, A0579868", "ES, I05798681", "FI, 282880770", "FR, 0887180334", "FR, IO871803342",
    "HR, 2616751361", "HU, 150587790", "IE, 0242646", "IE, 02426460C", "IT, 0261401100", "LT, 0824628111",
    "LU, 518190320", "LV, 4000186252", "MT, 09281599", "NL, 252760189B00", "NL, 2527601890B01",
    "PL, 342366712", "PT, 007924401", "RO, 3", "RO, 035971", "SE, 0139624597", "SE, 013962459702",
    "SI, 4888539", "SK, 173587355", "XI, 14544091", "XI, GD1234"
  })
  void rejectsWrongFormatOrLength(String country, String number) {
    CountryRule rule = CountryRules.forCountry(country).orElseThrow();
    assertFalse(rule.formatValid(number));
    assertFalse(rule.checksumValid(number));
  }

  @Test
  void rejectsEmbeddedPartsThatCannotExist() {
    // Cyprus numbers never start with 12; Czech legal numbers never with 9
    assertFalse(rule("CY").checksumValid("12259033P"));
    assertFalse(rule("CZ").checksumValid("95123891"));
    // Italian office code 101 does not exist
    assertFalse(rule("IT").checksumValid("00687101001"));
    // Lithuanian numbers have 1 before the check digit
    assertFalse(rule("LT").checksumValid("082462821"));
    // a birth number on 31 February
    assertFalse(rule("CZ").checksumValid("8502311230"));
  }

  private static CountryRule rule(String country) {
    return CountryRules.forCountry(country).orElseThrow();
  }
}
