package io.gatehouse.providers.verify;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

/**
 * Peer answers in the shapes the peers declare (CannedContext holds each to its tool's output
 * schema), built from the same documented upstream shapes the peers read: a VIES answer, a KBO
 * extract row, a KvK Basisprofiel, a sanctions screen, an email check.
 */
final class PeerAnswers {

  static final String AT = "2026-11-22T09:00:00Z";

  private PeerAnswers() {
  }

  static JsonObject vatValid(String country, String national, String viesName) {
    JsonObject vies = new JsonObject().put("request_date", "2026-11-22+01:00");
    if (viesName != null) vies.put("name", viesName);
    return vat(country, national, "valid").put("vies", vies);
  }

  static JsonObject vatNotRegistered(String country, String national) {
    return vat(country, national, "invalid").put("invalid_reason", "not_registered")
      .put("reason", "VIES reports the number as not registered for VAT");
  }

  static JsonObject vatUnknown(String country, String national, String code, long retryAfter) {
    return vat(country, national, "unknown").put("reason", "the member state's VAT register is unavailable (" + code + ")")
      .put("retry_hint", new JsonObject().put("retryable", true).put("retry_after_seconds", retryAfter).put("code", code));
  }

  private static JsonObject vat(String country, String national, String status) {
    return new JsonObject().put("country_code", country).put("normalized", country + national).put("format_valid", true)
      .put("checksum_valid", true).put("status", status).put("sources", sources("VIES (European Commission)"));
  }

  /** A kbo_lookup answer for an enterprise with its juridical situation code and denominations. */
  static JsonObject kbo(String number, String situation, String... names) {
    JsonArray denominations = new JsonArray();
    for (String name : names) {
      denominations.add(new JsonObject().put("name", name).put("language", code("2", "Nederlands"))
        .put("type", code("001", "Maatschappelijke naam")));
    }
    return new JsonObject().put("number", number).put("kind", "enterprise").put("language", "nl")
      .put("status", code("AC", "Actief")).put("juridical_situation", code(situation, null))
      .put("type_of_enterprise", code("2", "Rechtspersoon")).put("names", denominations)
      .put("addresses", new JsonArray()).put("contacts", new JsonArray()).put("activities", new JsonArray())
      .put("establishments", new JsonArray()).put("branches", new JsonArray())
      .put("sources", sources("KBO Open Data"));
  }

  /** A kbo_lookup answer for a natural person's enterprise: KBO Open Data carry no name for it. */
  static JsonObject kboNaturalPerson(String number) {
    return kbo(number, "000").put("type_of_enterprise", code("1", "Natuurlijk persoon"));
  }

  /** A kvk_lookup answer: KvK's Basisprofiel with its name fields, ended when {@code endDate} is given. */
  static JsonObject kvk(String number, String naam, String statutaireNaam, String tradeName, String endDate) {
    JsonObject registration = new JsonObject().put("datumAanvang", "20100101");
    if (endDate != null) registration.put("datumEinde", endDate);
    JsonObject profile = new JsonObject().put("kvkNummer", number).put("naam", naam)
      .put("formeleRegistratiedatum", "20100101").put("materieleRegistratie", registration);
    if (statutaireNaam != null) profile.put("statutaireNaam", statutaireNaam);
    if (tradeName != null) {
      profile.put("handelsnamen", new JsonArray().add(new JsonObject().put("naam", tradeName).put("volgorde", 0)));
    }
    return new JsonObject().put("kvkNummer", number).put("basisprofiel", profile).put("sources", sources("KvK Handelsregister"));
  }

  /**
   * An open register's lookup (gleif, sirene, companieshouse, brreg, ytj, ares, plvat) in the fields
   * they all answer alike (docs/registers.md): the status judged from the register's codes, the codes beside it.
   */
  static JsonObject register(String country, String number, String name, String status, JsonObject codes) {
    return new JsonObject().put("country", country).put("number", number).put("name", name).put("status", status)
      .put("status_codes", codes).put("sources", sources("register"));
  }

  /** gleif_lookup's answer: an LEI record registered at authority {@code authority} as {@code localId}. */
  static JsonObject lei(String lei, String country, String name, String authority, String localId) {
    return register(country, lei, name, "active", new JsonObject().put("entity.status", "ACTIVE")
        .put("registration.status", "ISSUED"))
      .put("registration_authority", new JsonObject().put("id", authority).put("local_id", localId))
      .put("jurisdiction", country).put("category", "GENERAL");
  }

  static JsonObject screenClear(String name) {
    return screen(name, "clear", new JsonArray());
  }

  static JsonObject screenMatch(String name, String primaryName, String matchedName) {
    JsonObject match = new JsonObject().put("list", "eu_fsf").put("entry_id", "EU.1234.56").put("type", "person")
      .put("programmes", new JsonArray().add("RUS")).put("primary_name", primaryName).put("matched_name", matchedName)
      .put("name_kind", "primary").put("score", 0.93)
      .put("explanation", new JsonObject().put("summary", "name 0.93"));
    return screen(name, "potential_match", new JsonArray().add(match));
  }

  /** No match, with the OFAC list configured but not loaded. */
  static JsonObject screenIncomplete(String name) {
    JsonObject answer = screen(name, "incomplete", new JsonArray());
    answer.getJsonArray("missing_lists").add("ofac_sdn");
    return answer.put("message", "ofac_sdn is configured but not loaded");
  }

  /** Incomplete with nothing searched: the only configured list, OFAC's, not loaded. */
  static JsonObject screenNothingLoaded(String name) {
    JsonObject answer = screenIncomplete(name);
    answer.getJsonArray("lists").clear();
    return answer;
  }

  /** No match, the EU list loaded but published longer ago than its maximum age. */
  static JsonObject screenStale(String name) {
    JsonObject answer = screen(name, "incomplete", new JsonArray());
    answer.getJsonArray("lists").getJsonObject(0).put("published", "2018-10-29").put("stale", true);
    answer.getJsonArray("stale_lists").add("eu_fsf");
    return answer.put("message", "stale: eu_fsf (published 2018-10-29, 2951 days ago; at most 7)");
  }

  private static JsonObject screen(String name, String status, JsonArray matches) {
    JsonArray lists = new JsonArray().add(new JsonObject().put("id", "eu_fsf").put("title", "EU consolidated list")
      .put("format", "eu-xml").put("version", "2026-11-20").put("published", "2026-11-20")
      .put("url", "https://webgate.ec.europa.eu/fsd/fsf/public/files/xmlFullSanctionsList_1_1/content")
      .put("retrieved_at", AT).put("entries", 5000).put("age_seconds", 3600).put("age_from", "published")
      .put("max_age_days", 7).put("stale", false).put("complete", true).put("missing_parts", new JsonArray()));
    return new JsonObject().put("status", status).put("query", new JsonObject().put("name", name)).put("threshold", 0.85)
      .put("matches", matches).put("lists", lists).put("missing_lists", new JsonArray()).put("stale_lists", new JsonArray())
      .put("sources", sources("EU consolidated list"));
  }

  static JsonObject email(String address, String status, boolean disposable, boolean freeProvider, String... reasons) {
    String domain = address.substring(address.indexOf('@') + 1);
    return new JsonObject().put("email", address).put("normalized", address).put("syntax_valid", true)
      .put("local_part", address.substring(0, address.indexOf('@'))).put("domain", domain)
      .put("mx", new JsonArray().add(new JsonObject().put("host", "mx." + domain).put("preference", 10)))
      .put("mx_kind", "mx").put("accepts_mail", !status.equals("undeliverable")).put("disposable", disposable)
      .put("free_provider", freeProvider).put("role", false).put("status", status)
      .put("reasons", new JsonArray(java.util.List.of((Object[]) reasons))).put("sources", sources("DNS resolver"));
  }

  private static JsonObject code(String code, String description) {
    JsonObject json = new JsonObject().put("code", code);
    return description == null ? json : json.put("description", description);
  }

  private static JsonArray sources(String name) {
    return new JsonArray().add(new JsonObject().put("name", name).put("retrieved_at", AT).put("status", "ok"));
  }
}
