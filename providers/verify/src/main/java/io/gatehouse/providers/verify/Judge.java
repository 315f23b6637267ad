package io.gatehouse.providers.verify;

import io.gatehouse.api.Failure;
import io.gatehouse.api.ProviderException;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Reads one peer's answer (or failure) as an {@link Assessment}. Anything it does not recognise is
 * a reason for review, never a pass: a lead is only verified on answers that say so.
 */
final class Judge {

  private static final String UNKNOWN_OPERATION = "unknown operation";
  private static final List<String> INACTIVE = List.of("inactive", "dissolved", "ceased", "stopped", "struck",
    "bankrupt", "liquidat", "uitgeschreven", "opgeheven", "beëindigd", "closed");

  private Judge() {
  }

  static Assessment answer(Check check, JsonObject result, Lead lead) {
    return switch (check.kind()) {
      case VAT -> vat(result);
      case REGISTER -> register(check, result, lead);
      case SANCTIONS -> sanctions(check, result);
      case EMAIL -> email(result);
    };
  }

  static Assessment failure(Check check, Throwable cause) {
    if (cause instanceof ProviderException e) {
      if (e.failure() == Failure.NOT_FOUND && String.valueOf(e.getMessage()).startsWith(UNKNOWN_OPERATION)) {
        return Assessment.review(check.tool() + " is not available on this gateway, so " + check.name() + " was not checked");
      }
      if (e.failure() == Failure.NOT_FOUND && check.kind() == Check.Kind.REGISTER) {
        return Assessment.fail(check.provider().toUpperCase(Locale.ROOT) + " has no company with that number");
      }
      return Assessment.review(check.tool() + " could not answer (" + e.failure().slug() + "): " + e.getMessage());
    }
    return Assessment.review(check.tool() + " could not answer: " + cause.getMessage());
  }

  private static Assessment vat(JsonObject result) {
    String status = result.getString("status", "");
    String reason = result.getString("reason");
    return switch (status) {
      case "valid" -> Assessment.pass("the VAT number is valid and registered");
      case "invalid" -> Assessment.fail("the VAT number is invalid" + (reason == null ? "" : ": " + reason));
      default -> Assessment.review("the VAT number could not be confirmed" + (reason == null ? "" : ": " + reason));
    };
  }

  private static Assessment register(Check check, JsonObject result, Lead lead) {
    String register = check.provider().toUpperCase(Locale.ROOT);
    String state = inactiveState(result);
    if (state != null) return Assessment.review(register + " lists the company as " + state);
    List<String> names = names(result);
    if (lead.companyName() != null && !names.isEmpty() && names.stream().noneMatch(n -> Names.similar(n, lead.companyName()))) {
      return Assessment.review(register + " knows the number under another name: " + names.get(0));
    }
    return Assessment.pass(register + " lists the company");
  }

  private static Assessment sanctions(Check check, JsonObject result) {
    JsonArray matches = result.getJsonArray("matches");
    String who = check.arguments().getString("name");
    if (matches == null) return Assessment.review("the sanctions screen of " + who + " gave no list of matches");
    JsonArray lists = result.getJsonArray("lists");
    // an empty screen against no list proves nothing: never a clear result
    if (lists == null || lists.isEmpty()) {
      return Assessment.review("no sanctions list is loaded, so " + who + " was not screened");
    }
    if (matches.isEmpty()) return Assessment.pass("no sanctions list names " + who);
    List<String> named = new ArrayList<>();
    for (int i = 0; i < Math.min(3, matches.size()); i++) {
      Object match = matches.getValue(i);
      named.add(match instanceof JsonObject m ? m.getString("name", m.encode()) : String.valueOf(match));
    }
    return Assessment.review(matches.size() + " possible sanctions match(es) for " + who + ": " + String.join("; ", named));
  }

  private static Assessment email(JsonObject result) {
    String status = result.getString("status", "");
    JsonArray reasons = result.getJsonArray("reasons", new JsonArray());
    String why = reasons.isEmpty() ? "" : ": " + String.join("; ", reasons.stream().map(String::valueOf).toList());
    return switch (status) {
      case "deliverable" -> Assessment.pass("the email address takes mail");
      case "undeliverable" -> Assessment.fail("the email address cannot receive mail" + why);
      case "risky" -> Assessment.review("the email address is risky" + why);
      default -> Assessment.review("the email address could not be checked" + why);
    };
  }

  /** A register answer that says the company is no longer active, in any of the usual field shapes. */
  private static String inactiveState(JsonObject result) {
    if (Boolean.FALSE.equals(result.getValue("active"))) return "inactive";
    for (String key : List.of("status", "state", "company_status")) {
      if (result.getValue(key) instanceof String s) {
        String lower = s.toLowerCase(Locale.ROOT);
        if (INACTIVE.stream().anyMatch(lower::contains)) return s;
      }
    }
    return null;
  }

  /** The names a register gives the company: every top-level string field whose key mentions a name. */
  private static List<String> names(JsonObject result) {
    List<String> names = new ArrayList<>();
    result.forEach(e -> {
      if (!e.getKey().toLowerCase(Locale.ROOT).contains("name")) return;
      if (e.getValue() instanceof String s) names.add(s);
      else if (e.getValue() instanceof JsonArray list) list.forEach(v -> {
        if (v instanceof String s) names.add(s);
        else if (v instanceof JsonObject o && o.getString("name") != null) names.add(o.getString("name"));
      });
    });
    return names;
  }
}
