package io.gatehouse.providers.verify.peers;

import io.vertx.core.json.JsonObject;

import java.util.List;

/**
 * {@code kbo_lookup}'s answer, read through its declared output fields.
 *
 * @param number           as KBO writes it, e.g. 0403.170.701
 * @param enterprise       an enterprise rather than an establishment unit
 * @param statusCode       KBO's status code (AC for active), null for an establishment
 * @param situationCode    KBO's juridical situation code (000 normal), null for an establishment
 * @param situationLabel   the code's description in the asked language, for people only
 * @param names            every denomination, in every language and type
 * @param naturalPerson    an enterprise of a natural person (type of enterprise 1), whose name KBO Open Data do not publish
 */
public record KboAnswer(String number, boolean enterprise, String statusCode, String situationCode,
                        String situationLabel, List<String> names, boolean naturalPerson) implements RegisterAnswer {

  /** KBO's type of enterprise code for a natural person (2: a legal person). */
  static final String NATURAL_PERSON = "1";

  static final String TOOL = "kbo_lookup";

  public static KboAnswer read(JsonObject json) {
    String number = Fields.required(json, "number", TOOL);
    boolean enterprise = Fields.required(json, "kind", TOOL).equals("enterprise");
    JsonObject situation = Fields.object(json, "juridical_situation");
    if (enterprise && Fields.optional(situation, "code") == null) {
      throw new UnreadableAnswer(TOOL + " answered an enterprise without its juridical_situation code");
    }
    return new KboAnswer(number, enterprise, Fields.optional(Fields.object(json, "status"), "code"),
      Fields.optional(situation, "code"), Fields.optional(situation, "description"),
      Fields.each(Fields.array(json, "names", TOOL), "name"),
      NATURAL_PERSON.equals(Fields.optional(Fields.object(json, "type_of_enterprise"), "code")));
  }

  /** The number's ten digits, as in a Belgian VAT number. */
  public String digits() {
    return number.replaceAll("\\D", "");
  }

  @Override
  public String register() {
    return "KBO";
  }

  @Override
  public String country() {
    return "BE";
  }
}
