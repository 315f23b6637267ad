package io.gatehouse.providers.registers.gleif;

import io.gatehouse.providers.registers.open.CompanyRecord;
import io.gatehouse.providers.registers.open.JsonFields;
import io.gatehouse.providers.registers.open.RegisterStatus;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.ArrayList;
import java.util.List;

/** A GLEIF {@code lei-records} resource (JSON:API) read into the registers' common fields. */
final class LeiRecords {

  private LeiRecords() {
  }

  static JsonObject company(JsonObject resource) {
    JsonObject attributes = JsonFields.object(resource, "attributes");
    JsonObject entity = JsonFields.object(attributes, "entity");
    JsonObject registration = JsonFields.object(attributes, "registration");
    JsonObject registeredAt = JsonFields.object(entity, "registeredAt");
    JsonObject legalForm = JsonFields.object(entity, "legalForm");
    String entityStatus = entity.getString("status");
    JsonObject authority = new JsonObject();
    putIfPresent(authority, "id", registeredAt.getString("id"));
    putIfPresent(authority, "other", registeredAt.getString("other"));
    putIfPresent(authority, "local_id", entity.getString("registeredAs"));
    CompanyRecord company = new CompanyRecord(country(entity), resource.getString("id", attributes.getString("lei")),
      name(entity.getJsonObject("legalName")))
      .otherNames(otherNames(entity))
      .legalForm(legalForm.getString("id"), legalForm.getString("other"))
      .status(status(entityStatus))
      .statusCode("entity.status", entityStatus)
      .statusCode("entity.expiration.reason", JsonFields.object(entity, "expiration").getString("reason"))
      .statusCode("registration.status", registration.getString("status"))
      .put("registration_authority", authority)
      .put("jurisdiction", entity.getString("jurisdiction"))
      .put("category", entity.getString("category"));
    return company.toJson(attributes);
  }

  /** A search hit: the LEI, names, country, registration authority id and the judged status. */
  static JsonObject hit(JsonObject resource) {
    JsonObject company = company(resource);
    company.remove("record");
    return company;
  }

  /**
   * GLEIF's entity status: ACTIVE is legally registered and operating; INACTIVE is no longer
   * (closed, merged, acquired, or found illegitimate), which for a lead is a company gone.
   */
  static RegisterStatus status(String entityStatus) {
    if ("ACTIVE".equals(entityStatus)) return RegisterStatus.ACTIVE;
    if ("INACTIVE".equals(entityStatus)) return RegisterStatus.DISSOLVED;
    return RegisterStatus.UNKNOWN;
  }

  /** The legal address's country, or the jurisdiction's country part (FR, US-DE → US). */
  private static String country(JsonObject entity) {
    JsonObject address = entity.getJsonObject("legalAddress");
    if (address != null && address.getString("country") != null) return address.getString("country");
    String jurisdiction = entity.getString("jurisdiction");
    return jurisdiction == null ? null : jurisdiction.split("-")[0];
  }

  private static List<String> otherNames(JsonObject entity) {
    List<String> names = new ArrayList<>();
    for (String field : List.of("otherNames", "transliteratedOtherNames")) {
      for (Object o : JsonFields.array(entity, field)) {
        if (o instanceof JsonObject name) names.add(name.getString("name"));
      }
    }
    return names;
  }

  private static String name(JsonObject name) {
    return name == null ? null : name.getString("name");
  }

  private static void putIfPresent(JsonObject target, String field, String value) {
    if (value != null) target.put(field, value);
  }
}
