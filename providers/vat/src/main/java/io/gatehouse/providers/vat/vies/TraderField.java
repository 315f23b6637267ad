package io.gatehouse.providers.vat.vies;

import io.vertx.core.json.JsonObject;

import java.util.Locale;
import java.util.Set;

/**
 * The trader details a caller may give for VIES to compare with the member state's register
 * (approximate matching), by their names in the arguments ({@code trader_name}), in VIES
 * ({@code traderName}, {@code traderNameMatch}) and in the answer ({@code name}, {@code name_match}).
 */
public enum TraderField {
  NAME("name", "Name"),
  STREET("street", "Street"),
  POSTAL_CODE("postal_code", "PostalCode"),
  CITY("city", "City"),
  COMPANY_TYPE("company_type", "CompanyType");

  private static final Set<String> MATCHES = Set.of("VALID", "INVALID", "NOT_PROCESSED");

  private final String answer;
  private final String vies;

  TraderField(String answer, String viesSuffix) {
    this.answer = answer;
    this.vies = "trader" + viesSuffix;
  }

  /** The given details under their VIES request names; empty when none was given. */
  public static JsonObject request(JsonObject arguments) {
    JsonObject request = new JsonObject();
    for (TraderField field : values()) {
      String value = arguments.getString("trader_" + field.answer);
      if (value != null) request.put(field.vies, value);
    }
    return request;
  }

  /**
   * What VIES answered about the given details: the register's values and, per field, whether they
   * match (valid, invalid, not_processed); only the fields VIES returned, and empty when none.
   */
  static JsonObject approximate(JsonObject viesAnswer) {
    JsonObject approximate = new JsonObject();
    for (TraderField field : values()) {
      ViesText.disclosed(viesAnswer.getString(field.vies)).ifPresent(v -> approximate.put(field.answer, v));
    }
    for (TraderField field : values()) {
      String match = viesAnswer.getString(field.vies + "Match");
      if (match != null && MATCHES.contains(match)) approximate.put(field.answer + "_match", match.toLowerCase(Locale.ROOT));
    }
    return approximate;
  }
}
