package io.gatehouse.providers.registers.kbo;

import io.gatehouse.providers.registers.kbo.data.Codes;
import io.gatehouse.providers.registers.kbo.data.EntityRecord;
import io.gatehouse.providers.registers.kbo.data.Kind;
import io.gatehouse.providers.registers.kbo.ingest.KboDates;
import io.gatehouse.providers.registers.numbers.BelgianNumbers;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.List;

/** Turns stored KBO rows into the lookup's answer, codes described in the caller's language. */
final class RecordJson {

  private final Codes codes;
  private final String language;

  RecordJson(Codes codes, String language) {
    this.codes = codes;
    this.language = language;
  }

  JsonObject entity(EntityRecord record) {
    boolean enterprise = record.main(Kind.ENTERPRISE) != null;
    JsonObject json = new JsonObject().put("number", BelgianNumbers.format(record.key()))
      .put("kind", enterprise ? "enterprise" : "establishment").put("language", language);
    if (enterprise) {
      String[] row = record.main(Kind.ENTERPRISE);
      putCode(json, "status", "Status", row[1]);
      putCode(json, "juridical_situation", "JuridicalSituation", row[2]);
      putCode(json, "type_of_enterprise", "TypeOfEnterprise", row[3]);
      putCode(json, "juridical_form", "JuridicalForm", row[4]);
      putCode(json, "juridical_form_cac", "JuridicalForm", row[5]);
      putDate(json, "start_date", row[6]);
    } else {
      String[] row = record.main(Kind.ESTABLISHMENT);
      putDate(json, "start_date", row[1]);
      json.put("enterprise_number", row[2]);
    }
    json.put("names", names(record.of(Kind.DENOMINATION)));
    json.put("addresses", addresses(record.of(Kind.ADDRESS)));
    json.put("contacts", contacts(record.of(Kind.CONTACT)));
    json.put("activities", activities(record.of(Kind.ACTIVITY)));
    if (enterprise) {
      JsonArray establishments = new JsonArray();
      for (String[] row : record.of(Kind.ESTABLISHMENT_BY_ENTERPRISE)) {
        JsonObject unit = new JsonObject().put("number", row[0]);
        putDate(unit, "start_date", row[1]);
        establishments.add(unit);
      }
      json.put("establishments", establishments);
      JsonArray branches = new JsonArray();
      for (String[] row : record.of(Kind.BRANCH_BY_ENTERPRISE)) {
        JsonObject branch = new JsonObject().put("id", row[0]);
        putDate(branch, "start_date", row[1]);
        branches.add(branch);
      }
      json.put("branches", branches);
    }
    return json;
  }

  /** The name to show for an entity: the first official name in the caller's language, else any. */
  static String mainName(List<String[]> denominations, String language) {
    String wanted = switch (language) {
      case "fr" -> "1";
      case "nl" -> "2";
      case "de" -> "3";
      default -> "4";
    };
    String any = null;
    for (String[] row : denominations) {
      if ("001".equals(row[2])) {
        if (wanted.equals(row[1])) return row[3];
        if (any == null) any = row[3];
      }
    }
    return any != null || denominations.isEmpty() ? any : denominations.get(0)[3];
  }

  private JsonArray names(List<String[]> rows) {
    JsonArray names = new JsonArray();
    for (String[] row : rows) {
      JsonObject name = new JsonObject().put("name", row[3]);
      putCode(name, "language", "Language", row[1]);
      putCode(name, "type", "TypeOfDenomination", row[2]);
      names.add(name);
    }
    return names;
  }

  private JsonArray addresses(List<String[]> rows) {
    JsonArray addresses = new JsonArray();
    boolean french = language.equals("fr");
    for (String[] row : rows) {
      JsonObject address = new JsonObject();
      putCode(address, "type", "TypeOfAddress", row[1]);
      putText(address, "country", pick(row[2], row[3], french));
      putText(address, "zipcode", row[4]);
      putText(address, "municipality", pick(row[5], row[6], french));
      putText(address, "street", pick(row[7], row[8], french));
      putText(address, "house_number", row[9]);
      putText(address, "box", row[10]);
      putText(address, "extra_info", row[11]);
      putDate(address, "date_striking_off", row[12]);
      addresses.add(address);
    }
    return addresses;
  }

  private JsonArray contacts(List<String[]> rows) {
    JsonArray contacts = new JsonArray();
    for (String[] row : rows) {
      JsonObject contact = new JsonObject();
      putCode(contact, "entity_contact", "EntityContact", row[1]);
      putCode(contact, "type", "ContactType", row[2]);
      contacts.add(contact.put("value", row[3]));
    }
    return contacts;
  }

  private JsonArray activities(List<String[]> rows) {
    JsonArray activities = new JsonArray();
    for (String[] row : rows) {
      JsonObject activity = new JsonObject();
      putCode(activity, "group", "ActivityGroup", row[1]);
      putText(activity, "nace_version", row[2]);
      putText(activity, "nace_code", row[3]);
      putText(activity, "description", row[3] == null ? null : codes.describe("Nace" + row[2], row[3], language));
      putCode(activity, "classification", "Classification", row[4]);
      activities.add(activity);
    }
    return activities;
  }

  /** Dutch and French variants of a field: the caller's choice, else whichever is filled. */
  private static String pick(String dutch, String french, boolean preferFrench) {
    String first = preferFrench ? french : dutch;
    return first != null ? first : preferFrench ? dutch : french;
  }

  private void putCode(JsonObject json, String field, String category, String code) {
    if (code == null) return;
    JsonObject coded = new JsonObject().put("code", code);
    String description = codes.describe(category, code, language);
    if (description != null) coded.put("description", description);
    json.put(field, coded);
  }

  private static void putText(JsonObject json, String field, String value) {
    if (value != null) json.put(field, value);
  }

  private static void putDate(JsonObject json, String field, String kboDate) {
    if (kboDate != null) json.put(field, KboDates.isoOrAsIs(kboDate));
  }
}
