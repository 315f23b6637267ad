package io.gatehouse.providers.vat.checkdigits;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/** The VAT number rules of the 27 member states and Northern Ireland (XI), keyed by VIES country code. */
public final class CountryRules {

  // separators and formats as python-stdnum reads each state's numbers (its compact and validate per state)
  private static final Map<String, CountryRule> RULES = List.of(
    new CountryRule("AT", " -./", "U\\d{8}", SingleFormChecks::austria),
    new CountryRule("BE", " -./", "(?!0{10})\\d{10}", SingleFormChecks::belgium, CountryRules::belgianShortForms),
    new CountryRule("BG", " -.", "\\d{9,10}", Bulgaria::verify),
    // the last character is the check letter: another one is a wrong check, not a wrong format
    new CountryRule("CY", " -", "\\d{8}[0-9A-Z]", SingleFormChecks::cyprus),
    new CountryRule("CZ", " /", Czechia.FORMAT, Czechia::verify),
    new CountryRule("DE", " -./,", "[1-9]\\d{8}", SingleFormChecks::mod11_10),
    new CountryRule("DK", " -.,/:", "[1-9]\\d{7}", SingleFormChecks::denmark),
    new CountryRule("EE", " ", "\\d{9}", SingleFormChecks::estonia),
    new CountryRule("EL", " -./:", "\\d{9}", SingleFormChecks::greece, n -> n.length() == 8 ? "0" + n : n)
      .alsoPrefixed("GR"),
    new CountryRule("ES", " -", Spain.FORMAT, Spain::verify),
    new CountryRule("FI", " -", "\\d{8}", SingleFormChecks::finland),
    new CountryRule("FR", " -.", "[0-9A-HJ-NP-Z]{2}\\d{9}", France::verify),
    new CountryRule("HR", " -", "\\d{11}", SingleFormChecks::mod11_10),
    new CountryRule("HU", " -", "\\d{8}", SingleFormChecks::hungary),
    new CountryRule("IE", " -", Ireland.FORMAT, Ireland::verify),
    new CountryRule("IT", " -:", "(?!0{7})\\d{11}", SingleFormChecks::italy),
    new CountryRule("LT", " -", "\\d{9}|\\d{12}", Lithuania::verify),
    new CountryRule("LU", " :.-", "\\d{8}", SingleFormChecks::luxembourg),
    new CountryRule("LV", " -", "\\d{11}", Latvia::verify),
    new CountryRule("MT", " -", "[1-9]\\d{7}", SingleFormChecks::malta),
    new CountryRule("NL", " -.", Netherlands.FORMAT, Netherlands::verify, Netherlands::canonical),
    new CountryRule("PL", " -", "\\d{10}", SingleFormChecks::poland),
    new CountryRule("PT", " -.", "[1-9]\\d{8}", SingleFormChecks::portugal),
    new CountryRule("RO", " -", Romania.FORMAT, Romania::verify),
    new CountryRule("SE", " -.", "\\d{10}01", SingleFormChecks::sweden),
    new CountryRule("SI", " -", "[1-9]\\d{7}", SingleFormChecks::slovenia),
    new CountryRule("SK", " -", Slovakia::formatValid, Slovakia::verify),
    // Northern Ireland numbers are UK numbers, also written with GB
    new CountryRule("XI", " -.", UnitedKingdom.FORMAT, UnitedKingdom::verify).alsoPrefixed("GB")
  ).stream().collect(Collectors.toUnmodifiableMap(CountryRule::country, Function.identity()));

  private CountryRules() {
  }

  public static Optional<CountryRule> forCountry(String country) {
    return Optional.ofNullable(RULES.get(country));
  }

  public static boolean supports(String country) {
    return RULES.containsKey(country);
  }

  /** "(0)" written before the rest, and old 9-digit numbers, gain their leading 0. */
  private static String belgianShortForms(String n) {
    String number = n.startsWith("(0)") ? "0" + n.substring(3) : n;
    return number.length() == 9 ? "0" + number : number;
  }
}
