package io.gatehouse.bench.quarkus;

import io.quarkiverse.mcp.server.Tool;
import io.quarkiverse.mcp.server.ToolArg;
import io.smallrye.common.annotation.NonBlocking;

import java.util.List;
import java.util.Locale;

/**
 * {@code vat_check} in its offline form: format and check digits only, never VIES. Compute-only, so
 * it runs on the event loop (@NonBlocking), as the gateway runs its offline check.
 */
public class VatTool {

  private static final String SEPARATORS = " -.";

  @Tool(name = "vat_check", description = "Checks the format and check digits of an EU VAT number (offline).",
    structuredContent = true)
  @NonBlocking
  VatCheck vatCheck(@ToolArg(name = "vat_number", description = "the VAT number, with its country prefix") String vatNumber,
                    @ToolArg(name = "offline", description = "always true here: VIES is never asked",
                      required = false) Boolean offline) {
    String number = compact(vatNumber);
    if (number.length() < 2) return unsupported(number, "the number has no country prefix");
    String country = number.substring(0, 2);
    String national = number.substring(2);
    CheckDigits.Rule rule = CheckDigits.rule(country);
    if (rule == null) return unsupported(number, country + " is not covered by this reference");
    boolean formatValid = rule.format().test(national);
    boolean checksumValid = formatValid && rule.check().test(national);
    if (!formatValid) {
      return new VatCheck(country, number, false, false, "invalid", "format",
        "not in the format of " + country + " VAT numbers", null,
        VatCheck.Source.checkDigits());
    }
    if (!checksumValid) {
      return new VatCheck(country, number, true, false, "invalid", "check_digits", "the check digits do not match", null,
        VatCheck.Source.checkDigits());
    }
    return new VatCheck(country, number, true, true, "unknown", null,
      "offline check: VIES was not asked whether the number is registered", new VatCheck.RetryHint(true, "offline"),
      VatCheck.Source.checkDigits());
  }

  private static String compact(String raw) {
    StringBuilder kept = new StringBuilder(raw.length());
    for (char c : raw.strip().toUpperCase(Locale.ROOT).toCharArray()) {
      if (SEPARATORS.indexOf(c) < 0) kept.append(c);
    }
    return kept.toString();
  }

  private static VatCheck unsupported(String number, String reason) {
    return new VatCheck(null, number, false, false, "invalid", "format", reason, null, List.of());
  }
}
