package io.gatehouse.providers.verify;

import io.vertx.core.json.JsonObject;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The policy table: the outcome each finding code has for the verdict. The defaults are the table in
 * docs/verify.md (a test holds them equal); a deployment overrides single codes under
 * {@code providers.verify.policy}, e.g. {@code email.free_provider: review}.
 */
final class Policy {

  /** Findings that show the company exists; a lead is only verified when one of them passes. */
  static final Set<String> IDENTIFYING = Set.of("vat.valid", "register.active");
  /** A register's answer about the company's situation, whatever it is: the register identified it. */
  static final Set<String> REGISTER_SITUATIONS = Set.of("register.active", "register.bankrupt", "register.dissolved",
    "register.ended", "register.abnormal_situation", "register.liquidation", "register.struck_off",
    "register.vat_struck_off", "register.unknown_status");
  /** Findings of an authoritative source confirming the lead's company name. */
  static final Set<String> NAME_CONFIRMING = Set.of("vat.name_match", "register.name_match");
  /** Findings of a source that could not confirm the name: a note when another source confirms it, else their outcome. */
  static final Set<String> UNLESS_NAME_CONFIRMED = Set.of("vat.name_undisclosed", "register.natural_person");

  static final Map<String, Outcome> DEFAULTS = defaults();

  private final Map<String, Outcome> outcomes;

  private Policy(Map<String, Outcome> outcomes) {
    this.outcomes = outcomes;
  }

  static Policy defaultPolicy() {
    return new Policy(DEFAULTS);
  }

  /** The defaults with the deployment's overrides; an unknown code or outcome is a configuration error. */
  static Policy configured(JsonObject overrides) {
    Map<String, Outcome> table = new LinkedHashMap<>(DEFAULTS);
    if (overrides != null) {
      overrides.forEach(e -> {
        if (!DEFAULTS.containsKey(e.getKey())) {
          throw new IllegalArgumentException("providers.verify.policy names an unknown code: " + e.getKey());
        }
        try {
          table.put(e.getKey(), Outcome.of(String.valueOf(e.getValue())));
        } catch (IllegalArgumentException bad) {
          throw new IllegalArgumentException("providers.verify.policy." + e.getKey()
            + " must be pass, note, review or reject, not " + e.getValue());
        }
      });
    }
    return new Policy(Collections.unmodifiableMap(table));
  }

  Outcome outcome(String code) {
    Outcome outcome = outcomes.get(code);
    if (outcome == null) throw new IllegalStateException("no policy for finding code " + code);
    return outcome;
  }

  private static Map<String, Outcome> defaults() {
    Map<String, Outcome> t = new LinkedHashMap<>();
    put(t, Outcome.PASS, "vat.valid", "vat.name_match", "vat.register_number_match", "register.active",
      "register.name_match", "lei.register_match", "sanctions.clear", "email.mailbox_confirmed", "email.domain_accepts_mail");
    put(t, Outcome.NOTE, "lead.number_unchecked", "email.catch_all", "email.role_account", "email.free_provider");
    put(t, Outcome.REVIEW, "vat.name_undisclosed", "vat.not_registered", "vat.not_checkable", "vat.name_mismatch",
      "vat.register_number_mismatch", "register.natural_person", "register.not_in_snapshot",
      "register.not_found_vat_valid",
      "register.abnormal_situation", "register.vat_struck_off", "register.unknown_status", "register.name_mismatch",
      "lei.register_mismatch",
      "lead.country_mismatch", "lead.numbers_conflict", "lead.unidentified", "sanctions.possible_match", "sanctions.incomplete", "sanctions.not_screened",
      "sanctions.no_lists", "email.disposable", "email.no_mx", "email.mailbox_full", "email.risky", "email.unverified",
      "source.unavailable", "source.not_configured", "source.not_installed", "source.unreadable", "scope.denied");
    put(t, Outcome.REJECT, "vat.invalid_format", "vat.invalid_check_digits", "register.not_found",
      "register.invalid_number", "register.bankrupt", "register.dissolved", "register.ended", "register.liquidation",
      "register.struck_off", "email.invalid_syntax",
      "email.undeliverable");
    return Collections.unmodifiableMap(t);
  }

  private static void put(Map<String, Outcome> table, Outcome outcome, String... codes) {
    List.of(codes).forEach(code -> table.put(code, outcome));
  }
}
