package io.gatehouse.providers.registers.sirene;

import io.gatehouse.providers.registers.numbers.EuropeanNumbers;
import io.gatehouse.providers.registers.open.CompanyRecord;
import io.gatehouse.providers.registers.open.JsonFields;
import io.gatehouse.providers.registers.open.RegisterStatus;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.ArrayList;
import java.util.List;

/** A result of the company search API (one unité légale) read into the registers' common fields. */
final class UnitesLegales {

  private UnitesLegales() {
  }

  static JsonObject company(JsonObject unite, boolean withRecord) {
    String siren = unite.getString("siren");
    String name = unite.getString("nom_raison_sociale") != null ? unite.getString("nom_raison_sociale") : unite.getString("nom_complet");
    String etat = unite.getString("etat_administratif");
    JsonObject siege = JsonFields.object(unite, "siege");
    CompanyRecord company = new CompanyRecord("FR", siren, name)
      .otherNames(otherNames(unite, siege))
      .legalForm(unite.getString("nature_juridique"), null)
      .status(status(etat))
      .statusCode("etat_administratif", etat)
      .statusCode("date_fermeture", unite.getString("date_fermeture"))
      .vat(siren == null ? null : EuropeanNumbers.frenchVat(siren), true)
      .put("siret_siege", siege.getString("siret"));
    return company.toJson(withRecord ? unite : null);
  }

  /** Sirene's administrative state: A (active) or C (cessée, the legal unit has ceased). */
  static RegisterStatus status(String etatAdministratif) {
    if ("A".equals(etatAdministratif)) return RegisterStatus.ACTIVE;
    if ("C".equals(etatAdministratif)) return RegisterStatus.DISSOLVED;
    return RegisterStatus.UNKNOWN;
  }

  private static List<String> otherNames(JsonObject unite, JsonObject siege) {
    List<String> names = new ArrayList<>();
    for (String field : List.of("nom_complet", "sigle")) {
      if (unite.getValue(field) instanceof String name) names.add(name);
    }
    if (siege.getValue("nom_commercial") instanceof String name) names.add(name);
    for (Object enseigne : JsonFields.array(siege, "liste_enseignes")) {
      if (enseigne instanceof String name) names.add(name);
    }
    return names;
  }
}
