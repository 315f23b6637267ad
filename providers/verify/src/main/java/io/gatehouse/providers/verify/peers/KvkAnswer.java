package io.gatehouse.providers.verify.peers;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.ArrayList;
import java.util.List;

/**
 * {@code kvk_lookup}'s answer for a KvK number: the Basisprofiel as KvK returns it, read through the
 * fields KvK documents (naam, statutaireNaam, handelsnamen[].naam, materieleRegistratie.datumEinde,
 * _embedded.eigenaar.rsin).
 *
 * @param endDate the date the registration ended (materieleRegistratie.datumEinde), null while it runs
 * @param rsin    the owner's RSIN where KvK gives it (legal entities), else null
 */
public record KvkAnswer(String kvkNumber, List<String> names, String endDate, String rsin) implements RegisterAnswer {

  static final String TOOL = "kvk_lookup";

  public static KvkAnswer read(JsonObject json) {
    JsonObject profile = Fields.object(json, "basisprofiel");
    if (profile == null) throw new UnreadableAnswer(TOOL + " answered without the basisprofiel it declares");
    String number = Fields.required(profile, "kvkNummer", TOOL);
    List<String> names = new ArrayList<>();
    addIfPresent(names, Fields.optional(profile, "naam"));
    addIfPresent(names, Fields.optional(profile, "statutaireNaam"));
    if (profile.getValue("handelsnamen") instanceof JsonArray tradeNames) {
      Fields.each(tradeNames, "naam").forEach(n -> addIfPresent(names, n));
    }
    JsonObject registration = Fields.object(profile, "materieleRegistratie");
    JsonObject owner = Fields.object(Fields.object(profile, "_embedded"), "eigenaar");
    return new KvkAnswer(number, List.copyOf(names), Fields.optional(registration, "datumEinde"),
      Fields.optional(owner, "rsin"));
  }

  private static void addIfPresent(List<String> names, String name) {
    if (name != null && !names.contains(name)) names.add(name);
  }

  @Override
  public String number() {
    return kvkNumber;
  }

  @Override
  public String register() {
    return "KvK";
  }

  @Override
  public String country() {
    return "NL";
  }
}
