package io.gatehouse.providers.verify.peers;

import io.vertx.core.json.JsonObject;

/**
 * {@code vat_check}'s answer, read through its declared output fields.
 *
 * @param status        valid, invalid or unknown
 * @param invalidReason format, check_digits or not_registered when invalid
 * @param country       the VIES country code the number was checked under (EL for Greece, XI for Northern Ireland)
 * @param national      the national part, canonical
 * @param viesName      the trader's name as VIES gives it, null where the member state does not disclose it
 * @param nameMatch     VIES approximate matching of the lead's name: valid, invalid or not_processed; null when not asked
 * @param retryCode     the VIES error code or gateway failure when unknown
 */
public record VatAnswer(String status, String invalidReason, String country, String national, String reason,
                        String viesName, String nameMatch, String retryCode, Long retryAfterSeconds) {

  static final String TOOL = "vat_check";

  public static VatAnswer read(JsonObject json) {
    String status = Fields.required(json, "status", TOOL);
    String country = Fields.required(json, "country_code", TOOL);
    String normalized = Fields.required(json, "normalized", TOOL);
    String invalidReason = Fields.optional(json, "invalid_reason");
    if (status.equals("invalid") && invalidReason == null) {
      throw new UnreadableAnswer(TOOL + " said invalid without its declared invalid_reason");
    }
    JsonObject vies = Fields.object(json, "vies");
    JsonObject approximate = Fields.object(vies, "approximate");
    JsonObject hint = Fields.object(json, "retry_hint");
    Long retryAfter = hint != null && hint.getValue("retry_after_seconds") instanceof Number n ? n.longValue() : null;
    return new VatAnswer(status, invalidReason, country, normalized.substring(Math.min(2, normalized.length())),
      Fields.optional(json, "reason"), Fields.optional(vies, "name"), Fields.optional(approximate, "name_match"),
      Fields.optional(hint, "code"), retryAfter);
  }

  /** The ISO 3166 country the number belongs to (VIES writes Greece EL and Northern Ireland XI). */
  public String isoCountry() {
    return switch (country) {
      case "EL" -> "GR";
      case "XI" -> "GB";
      default -> country;
    };
  }
}
