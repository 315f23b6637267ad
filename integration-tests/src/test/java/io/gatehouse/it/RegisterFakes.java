package io.gatehouse.it;

import io.gatehouse.gateway.testing.FakeUpstream;
import io.gatehouse.providers.registers.open.Recorded;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.RoutingContext;

import java.util.List;
import java.util.function.UnaryOperator;

/**
 * The open registers (GLEIF, Sirene, Companies House, Enhetsregisteret, YTJ, ARES, the Polish VAT
 * register) as one fake upstream for leads. Every answer is a recorded answer of the registers'
 * contract tests (written in each register's documented shape), as recorded or with the number, the
 * names and the status fields set for one more company of the same kind: a dissolved, bankrupt or
 * struck-off one, or another company whose VAT number a lead may give.
 */
final class RegisterFakes {

  /** The hosts the open registers call, each to be overridden to the fake. */
  static final List<String> HOSTS = List.of("api.gleif.org", "data.brreg.no", "recherche-entreprises.api.gouv.fr",
    "avoindata.prh.fi", "ares.gov.cz", "wl-api.mf.gov.pl", "api.company-information.service.gov.uk");

  private RegisterFakes() {
  }

  static FakeUpstream create(Vertx vertx) {
    return FakeUpstream.create(vertx)
      .get("/api/v1/lei-records/:lei", rc -> gleif(rc, rc.pathParam("lei")))
      .get("/enhetsregisteret/api/enheter/:orgnr", rc -> brreg(rc, rc.pathParam("orgnr")))
      .get("/search", rc -> sirene(rc, rc.request().getParam("q")))
      .get("/opendata-ytj-api/v3/companies", rc -> ytj(rc, rc.request().getParam("businessId")))
      .get("/ekonomicke-subjekty-v-be/rest/ekonomicke-subjekty/:ico", rc -> ares(rc, rc.pathParam("ico")))
      .get("/api/search/nip/:nip", rc -> plvat(rc, rc.pathParam("nip")))
      .get("/company/:number", rc -> companiesHouse(rc, rc.pathParam("number")));
  }

  /** GATEHOUSE_UPSTREAM_OVERRIDES pairs sending every open register to the fake at baseUrl. */
  static String overrides(String baseUrl) {
    return String.join(",", HOSTS.stream().map(host -> host + "=" + baseUrl).toList());
  }

  /** An active LEI whose registration is SIREN 123456782, and an inactive one. */
  private static void gleif(RoutingContext rc, String lei) {
    switch (lei) {
      case "5299009ZQX4TESTCO058" -> ok(rc, "gleif/lei-record.json", r -> r);
      case "5299009ZQX4TESTCL051" -> ok(rc, "gleif/lei-record.json", r -> {
        JsonObject data = r.getJsonObject("data").put("id", lei);
        JsonObject attributes = data.getJsonObject("attributes").put("lei", lei);
        attributes.getJsonObject("entity").put("status", "INACTIVE").put("registeredAs", "987654324")
          .put("otherNames", new JsonArray()).getJsonObject("legalName").put("name", "TESTCO LIQUIDEE");
        return r;
      });
      default -> answer(rc, 404, Recorded.body("gleif/not-found.json"));
    }
  }

  private static void brreg(RoutingContext rc, String number) {
    switch (number) {
      case "912345602" -> ok(rc, "brreg/enhet.json", r -> r);
      case "912345629" -> ok(rc, "brreg/enhet.json", r -> r.put("organisasjonsnummer", number).put("navn", "KONKURS PRØVE AS")
        .put("konkurs", true));
      case "912345610" -> ok(rc, "brreg/slettet.json", r -> r);
      default -> answer(rc, 404, "");
    }
  }

  /** Sirene's search by SIREN: the recorded legal unit, a ceased one, and other companies. */
  private static void sirene(RoutingContext rc, String q) {
    switch (String.valueOf(q)) {
      case "123456782" -> ok(rc, "sirene/by-siren.json", r -> r);
      case "987654324" -> ok(rc, "sirene/by-siren.json", r -> sireneUnit(r, q, "ANCIENNE FABRIQUE", "C"));
      case "555123454" -> ok(rc, "sirene/by-siren.json", r -> sireneUnit(r, q, "AUTRE SOCIETE", "A"));
      case "303265045" -> ok(rc, "sirene/by-siren.json", r -> sireneUnit(r, q, "SOCIETE EXEMPLE", "A"));
      default -> ok(rc, "sirene/by-siren.json", r -> r.put("results", new JsonArray()).put("total_results", 0)
        .put("total_pages", 0));
    }
  }

  private static JsonObject sireneUnit(JsonObject recorded, String siren, String name, String etat) {
    JsonObject unit = recorded.getJsonArray("results").getJsonObject(0).put("siren", siren).put("nom_complet", name)
      .put("nom_raison_sociale", name).putNull("sigle").put("etat_administratif", etat)
      .put("date_fermeture", "C".equals(etat) ? "2023-12-31" : null);
    unit.getJsonObject("siege").put("siret", siren + "00017").put("etat_administratif", "C".equals(etat) ? "F" : "A")
      .put("liste_enseignes", new JsonArray());
    return recorded;
  }

  /** YTJ: the recorded company, and one that ceased (an end date). */
  private static void ytj(RoutingContext rc, String businessId) {
    switch (String.valueOf(businessId)) {
      case "1234560-4" -> ok(rc, "ytj/company.json", r -> r);
      case "1234561-2" -> ok(rc, "ytj/company.json", r -> {
        JsonObject company = r.getJsonArray("companies").getJsonObject(0).put("endDate", "2024-06-30");
        company.getJsonObject("businessId").put("value", businessId);
        company.put("names", new JsonArray().add(new JsonObject().put("name", "Lopetettu Oy").put("type", "1")
          .put("registrationDate", "2009-04-01").put("version", 1).put("source", "1")));
        return r;
      });
      default -> ok(rc, "ytj/none.json", r -> r);
    }
  }

  /** ARES: the recorded subject, and one the insolvency register lists. */
  private static void ares(RoutingContext rc, String ico) {
    switch (ico) {
      case "12345679" -> ok(rc, "ares/subjekt.json", r -> r);
      case "23456787" -> ok(rc, "ares/subjekt.json", r -> {
        String name = "Úpadková výroba s.r.o.";
        r.put("ico", ico).put("icoId", ico).put("obchodniJmeno", name).put("dic", "CZ" + ico)
          .getJsonObject("seznamRegistraci").put("stavZdrojeIr", "AKTIVNI");
        r.getJsonArray("dalsiUdaje").getJsonObject(0).getJsonArray("obchodniJmeno").getJsonObject(0).put("obchodniJmeno", name);
        return r;
      });
      default -> answer(rc, 404, Recorded.body("ares/nenalezeno.json"));
    }
  }

  private static void plvat(RoutingContext rc, String nip) {
    switch (nip) {
      case "1234563218" -> ok(rc, "plvat/subject.json", r -> r);
      case "1234563224" -> ok(rc, "plvat/removed.json", r -> r);
      default -> ok(rc, "plvat/none.json", r -> r);
    }
  }

  /** Companies House: the recorded profile, and a dissolved company. */
  private static void companiesHouse(RoutingContext rc, String number) {
    switch (number) {
      case "01234567" -> ok(rc, "companieshouse/profile.json", r -> r);
      case "07654321" -> ok(rc, "companieshouse/profile.json", r -> {
        r.put("company_number", number).put("company_name", "GONE WIDGETS LIMITED").put("company_status", "dissolved")
          .put("date_of_cessation", "2022-05-10").put("previous_company_names", new JsonArray()).remove("company_status_detail");
        return r;
      });
      default -> answer(rc, 404, Recorded.body("companieshouse/not-found.json"));
    }
  }

  private static void ok(RoutingContext rc, String resource, UnaryOperator<JsonObject> change) {
    answer(rc, 200, change.apply(new JsonObject(Recorded.body(resource))).encode());
  }

  private static void answer(RoutingContext rc, int status, String body) {
    rc.response().setStatusCode(status).putHeader("Content-Type", "application/json").end(body);
  }
}
