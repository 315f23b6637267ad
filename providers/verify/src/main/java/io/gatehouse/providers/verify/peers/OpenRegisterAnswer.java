package io.gatehouse.providers.verify.peers;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * An open register's lookup (gleif, sirene, companieshouse, brreg, ytj, ares, plvat), read through
 * the fields every one of them declares alike: number, names, the status the register's codes were
 * judged into and those codes, the VAT number and whether the register says it is registered; GLEIF
 * adds the registration authority's id for the entity.
 *
 * @param register      the register's name in messages
 * @param status        active, dissolved, bankrupt, liquidation, struck_off or unknown
 * @param statusCodes   the register's own codes the status was judged from
 * @param vatNumber     the VAT number the register states or derives, null where it gives none
 * @param vatRegistered whether the register says the company is registered for VAT; null where it does not say
 * @param localId       (GLEIF) the entity's number at its registration authority, else null
 * @param authority     (GLEIF) the registration authority's code, e.g. RA000189, else null
 */
public record OpenRegisterAnswer(String provider, String register, String country, String number, List<String> names,
                                 String status, JsonObject statusCodes, String vatNumber, Boolean vatRegistered,
                                 String localId, String authority) implements RegisterAnswer {

  public static OpenRegisterAnswer read(JsonObject json, String provider, String register) {
    String tool = provider + "_lookup";
    String number = Fields.required(json, "number", tool);
    String status = Fields.required(json, "status", tool);
    JsonObject codes = Fields.object(json, "status_codes");
    if (codes == null) throw new UnreadableAnswer(tool + " answered without its declared status_codes");
    List<String> names = new ArrayList<>();
    if (Fields.optional(json, "name") != null) names.add(json.getString("name"));
    if (json.getValue("other_names") instanceof JsonArray others) {
      others.stream().filter(n -> n instanceof String s && !s.isBlank() && !names.contains(s)).map(String.class::cast)
        .forEach(names::add);
    }
    Boolean vatRegistered = json.getValue("vat_registered") instanceof Boolean b ? b : null;
    JsonObject authority = Fields.object(json, "registration_authority");
    return new OpenRegisterAnswer(provider, register, Fields.optional(json, "country"), number, List.copyOf(names), status,
      codes, Fields.optional(json, "vat_number"), vatRegistered, Fields.optional(authority, "local_id"),
      Fields.optional(authority, "id"));
  }

  /** The codes as the register wrote them, e.g. {@code etat_administratif C}, for messages. */
  public String codes() {
    return statusCodes.stream().map(e -> e.getKey() + " " + e.getValue()).collect(Collectors.joining(", "));
  }

  /** GLEIF's answer: an LEI record rather than a register entry. */
  public boolean lei() {
    return "gleif".equals(provider);
  }
}
