package io.gatehouse.providers.registers.brreg;

import io.gatehouse.providers.registers.open.CompanyRecord;
import io.gatehouse.providers.registers.open.JsonFields;
import io.gatehouse.providers.registers.open.RegisterStatus;
import io.vertx.core.json.JsonObject;

import java.util.List;

/** An Enhetsregisteret {@code enhet} read into the registers' common fields. */
final class Enheter {

  /** The register's flags, in the order they decide the status. */
  private static final List<String> FLAGS = List.of("konkurs", "underKonkursbehandling",
    "underTvangsavviklingEllerTvangsopplosning", "underAvvikling");

  private Enheter() {
  }

  static JsonObject company(JsonObject enhet, boolean withRecord) {
    String number = enhet.getString("organisasjonsnummer");
    JsonObject form = JsonFields.object(enhet, "organisasjonsform");
    CompanyRecord company = new CompanyRecord("NO", number, enhet.getString("navn"))
      .legalForm(form.getString("kode"), form.getString("beskrivelse"))
      .status(status(enhet))
      .statusCode("slettedato", enhet.getString("slettedato"));
    for (String flag : FLAGS) company.statusCode(flag, enhet.getBoolean(flag));
    Boolean vat = enhet.getBoolean("registrertIMvaregisteret");
    company.vatRegistered(vat);
    // the Norwegian VAT number is the organisation number with MVA, for a unit in the VAT register
    if (Boolean.TRUE.equals(vat)) company.vat("NO" + number + "MVA", true);
    return company.toJson(withRecord ? withoutLinks(enhet) : null);
  }

  /**
   * A deletion date is a unit struck off; otherwise bankruptcy, then forced and voluntary winding-up
   * (tvangsavvikling or tvangsoppløsning, avvikling) by the register's own flags.
   */
  static RegisterStatus status(JsonObject enhet) {
    if (enhet.getString("slettedato") != null) return RegisterStatus.STRUCK_OFF;
    if (flag(enhet, "konkurs") || flag(enhet, "underKonkursbehandling")) return RegisterStatus.BANKRUPT;
    if (flag(enhet, "underTvangsavviklingEllerTvangsopplosning") || flag(enhet, "underAvvikling")) {
      return RegisterStatus.LIQUIDATION;
    }
    return RegisterStatus.ACTIVE;
  }

  private static boolean flag(JsonObject enhet, String name) {
    return Boolean.TRUE.equals(enhet.getBoolean(name));
  }

  /** Brreg's HAL links point into its own API: noise to the gateway's callers. */
  private static JsonObject withoutLinks(JsonObject object) {
    JsonObject copy = new JsonObject();
    object.forEach(e -> {
      if (e.getKey().equals("_links")) return;
      copy.put(e.getKey(), e.getValue() instanceof JsonObject nested ? withoutLinks(nested) : e.getValue());
    });
    return copy;
  }
}
