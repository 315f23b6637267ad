package io.gatehouse.providers.registers.open;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * The fields every register lookup answers in the same words, so Lead Verification can read any
 * register alike: the register's number, names, legal form, the judged status with the codes it
 * was judged from, and the VAT number where the register gives or implies one. The register's own
 * record rides along under {@code record}.
 */
public final class CompanyRecord {

  private final JsonObject fields = new JsonObject();
  private final Set<String> otherNames = new LinkedHashSet<>();
  private final JsonObject statusCodes = new JsonObject();

  public CompanyRecord(String country, String number, String name) {
    if (country != null) fields.put("country", country);
    fields.put("number", number);
    if (name != null) fields.put("name", name);
  }

  /** Other names (trade, former, transliterated), the main name and blanks left out. */
  public CompanyRecord otherNames(Collection<String> names) {
    names.stream().filter(n -> n != null && !n.isBlank() && !n.equals(fields.getString("name"))).forEach(otherNames::add);
    return this;
  }

  public CompanyRecord legalForm(String code, String description) {
    if (code == null && description == null) return this;
    JsonObject form = new JsonObject();
    if (code != null) form.put("code", code);
    if (description != null) form.put("description", description);
    fields.put("legal_form", form);
    return this;
  }

  /** A register code the status was judged from, as the register writes it. */
  public CompanyRecord statusCode(String field, Object value) {
    if (value != null) statusCodes.put(field, value);
    return this;
  }

  public CompanyRecord status(RegisterStatus status) {
    fields.put("status", status.slug());
    return this;
  }

  /**
   * The VAT number: {@code derived} when computed from the register number by the country's rule,
   * otherwise as the register states it.
   */
  public CompanyRecord vat(String number, boolean derived) {
    if (number != null) fields.put("vat_number", number).put("vat_number_derived", derived);
    return this;
  }

  /** Whether the register says the company is registered for VAT; left out where it does not say. */
  public CompanyRecord vatRegistered(Boolean registered) {
    if (registered != null) fields.put("vat_registered", registered);
    return this;
  }

  public CompanyRecord put(String field, Object value) {
    if (value != null) fields.put(field, value);
    return this;
  }

  public JsonObject toJson(JsonObject record) {
    JsonObject out = fields.copy();
    if (!otherNames.isEmpty()) out.put("other_names", new JsonArray(otherNames.stream().toList()));
    out.put("status_codes", statusCodes.copy());
    if (record != null) out.put("record", record);
    return out;
  }
}
