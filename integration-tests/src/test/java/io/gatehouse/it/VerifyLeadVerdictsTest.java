package io.gatehouse.it;

import io.gatehouse.api.testing.OutputContract;
import io.gatehouse.gateway.Gateway;
import io.gatehouse.gateway.testing.FakeUpstream;
import io.gatehouse.providers.email.FakeDns;
import io.gatehouse.providers.registers.kbo.embedded.EmbeddedLoader;
import io.gatehouse.providers.registers.kbo.ingest.ExtractMeta;
import io.gatehouse.providers.registers.kbo.ingest.ExtractSource;
import io.gatehouse.providers.registers.kbo.ingest.Progress;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.client.WebClient;
import io.vertx.junit5.VertxExtension;
import io.vertx.junit5.VertxTestContext;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * verify_lead through the gateway's MCP endpoint on leads whose right verdict is known, with every
 * peer running for real: vat_check against a fake VIES, kvk_lookup against a fake KvK (both in their
 * documented shapes), the open registers (GLEIF, Sirene, Companies House, Enhetsregisteret, YTJ, ARES,
 * the Polish VAT register) against {@link RegisterFakes}, kbo_lookup over an ingested extract,
 * sanctions_screen over an ingested EU list, email_check against a local DNS server. Every peer's
 * answer is held to its declared output schema.
 */
@ExtendWith(VertxExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class VerifyLeadVerdictsTest {

  @TempDir
  static Path dir;

  private FakeUpstream vies;
  private FakeUpstream kvk;
  private FakeUpstream registers;
  private FakeDns dns;
  private Gateway gateway;
  private Vertx vertx;
  private WebClient client;
  private String key;

  /**
   * A lead, the verdict it deserves, the finding code that must be among the reasons (null: none) and
   * words that reason's message must hold (null: any).
   */
  record Known(String name, JsonObject lead, String verdict, String reason, String saying) {
    Known(String name, JsonObject lead, String verdict, String reason) {
      this(name, lead, verdict, reason, null);
    }

    @Override
    public String toString() {
      return name;
    }
  }

  static Stream<Known> leads() {
    return Stream.of(
      new Known("a consistent Belgian company", new JsonObject().put("company_name", "Brouwerij De Gouden Ketel")
        .put("country", "BE").put("vat_number", "BE0410.123.423").put("kbo_number", "0410.123.423")
        .put("email", "info@goudenketel.be").put("contact_name", "Annelies de Vries"), "verified", null),
      new Known("a consistent Dutch company", new JsonObject().put("company_name", "Acme Nederland").put("country", "NL")
        .put("vat_number", "NL004495445B01").put("kvk_number", "68750110").put("email", "jan@acme.nl"), "verified", null),
      // Austria discloses no trader name to VIES and no register is asked: nobody confirms the name
      new Known("a prefixless Austrian number whose name VIES does not disclose", new JsonObject()
        .put("company_name", "Alpen Handel GmbH").put("country", "AT").put("vat_number", "U13585627")
        .put("email", "office@alpenhandel.at"), "review", "vat.name_undisclosed"),
      new Known("a natural person's enterprise whose name no other source confirms", new JsonObject()
        .put("company_name", "Fietsen Peeters").put("country", "BE").put("vat_number", "BE0750456732")
        .put("kbo_number", "0750.456.732"), "review", "register.natural_person", "natural person"),
      new Known("a sibling company's numbers", new JsonObject().put("company_name", "Janssens Holding").put("country", "BE")
        .put("vat_number", "BE0530345619"), "review", "register.name_mismatch", "Bakkerij Janssens"),
      new Known("a company founded after the KBO extract", new JsonObject().put("company_name", "Nieuw Bedrijf")
        .put("country", "BE").put("vat_number", "BE0876543270"), "review", "register.not_in_snapshot", "extract 180 of"),
      new Known("a bankrupt Belgian company", new JsonObject().put("company_name", "Drukkerij Van Damme").put("country", "BE")
        .put("vat_number", "BE0412121227"), "reject", "register.bankrupt"),
      new Known("an ended Dutch registration", new JsonObject().put("company_name", "Test EMZ Dagobert").put("country", "NL")
        .put("kvk_number", "69599084"), "reject", "register.ended"),
      new Known("the VAT number of another company", new JsonObject().put("company_name", "Bakkerij Janssens")
        .put("country", "BE").put("vat_number", "BE0410123423"), "review", "vat.name_mismatch"),
      new Known("VIES down for one member state", new JsonObject().put("company_name", "Mustermann GmbH").put("country", "DE")
        .put("vat_number", "DE129273398"), "review", "source.unavailable"),
      new Known("VIES valid false", new JsonObject().put("company_name", "Société Exemple").put("country", "FR")
        .put("vat_number", "FR40303265045"), "review", "vat.not_registered"),
      new Known("a sanctioned contact written with an initial", new JsonObject().put("company_name", "Acme Nederland")
        .put("country", "NL").put("kvk_number", "68750110").put("contact_name", "Viktor A. Petrenko"),
        "review", "sanctions.possible_match"),
      new Known("a listed contact written in Arabic script", new JsonObject().put("company_name", "Acme Nederland")
        .put("country", "NL").put("kvk_number", "68750110").put("contact_name", "فيكتور بيترينكو"),
        "review", "sanctions.possible_match", "Petrenko"),
      // the same name as a system upstream may send it: romanised letter for letter (ICU's Any-Latin)
      new Known("a listed contact in Arabic script romanised by a machine", new JsonObject()
        .put("company_name", "Acme Nederland").put("country", "NL").put("kvk_number", "68750110")
        .put("contact_name", "fyktwr bytrynkw"), "review", "sanctions.possible_match", "Petrenko"),
      new Known("an email domain that takes no mail", new JsonObject().put("company_name", "Acme Nederland")
        .put("country", "NL").put("kvk_number", "68750110").put("email", "jan@nomail.test"), "reject", "email.undeliverable"));
  }

  /**
   * Per country of the open registers, and for an LEI: a consistent lead, a company that stopped (never
   * verified), the VAT number of another company, and a name the register does not know.
   */
  static Stream<Known> openRegisterLeads() {
    return Stream.of(
      // France: FR VAT = key + SIREN
      new Known("FR: a consistent company", lead("Testco Industries SAS", "FR").put("siren", "123 456 782")
        .put("vat_number", "FR11123456782"), "verified", null),
      new Known("FR: a ceased company, looked up from its VAT number", lead("Ancienne Fabrique SARL", "FR")
        .put("vat_number", "FR 14 987654324"), "reject", "register.dissolved", "etat_administratif C"),
      new Known("FR: the VAT number of another company", lead("Testco Industries", "FR").put("siren", "123456782")
        .put("vat_number", "FR72555123454"), "review", "vat.register_number_mismatch", "555123454"),
      new Known("FR: a name Sirene does not know", lead("Testco Holding", "FR").put("siren", "123456782"),
        "review", "register.name_mismatch", "TESTCO INDUSTRIES"),
      new Known("FR: a second, different number for Sirene", lead("Testco Industries SAS", "FR").put("siren", "123456782")
        .put("company_number", "555123454"), "review", "lead.numbers_conflict", "555123454 was not checked"),
      // United Kingdom: company_number with the country; UK VAT numbers are not register numbers
      new Known("GB: a consistent company", lead("Trial Widgets Ltd", "GB").put("company_number", "1234567"),
        "verified", null),
      new Known("GB: a dissolved company", lead("Gone Widgets Ltd", "GB").put("company_number", "07654321"),
        "reject", "register.dissolved", "company_status dissolved"),
      // VIES checks UK numbers for Northern Ireland only (XI)
      new Known("GB: the VAT number of another company", lead("Trial Widgets Ltd", "GB").put("company_number", "01234567")
        .put("vat_number", "XI123456782"), "review", "vat.name_mismatch", "OTHER TRADING LIMITED"),
      new Known("GB: a name Companies House does not know", lead("Trial Gadgets Holdings plc", "GB")
        .put("company_number", "01234567"), "review", "register.name_mismatch"),
      // Norway: VIES does not cover it; Enhetsregisteret says whether the unit is in the VAT register
      new Known("NO: a consistent company", lead("Prøvebedrift Nord AS", "NO").put("org_number", "912 345 602")
        .put("vat_number", "NO912345602MVA"), "verified", null),
      new Known("NO: a bankrupt company", lead("Konkurs Prøve AS", "NO").put("org_number", "912345629"),
        "reject", "register.bankrupt", "konkurs true"),
      new Known("NO: a unit struck off, looked up from its VAT number", lead("Nedlagt Prøve AS", "NO")
        .put("vat_number", "NO 912 345 610 MVA"), "reject", "register.struck_off"),
      new Known("NO: the VAT number of another company", lead("Prøvebedrift Nord", "NO").put("org_number", "912345602")
        .put("vat_number", "NO974760673MVA"), "review", "vat.register_number_mismatch", "974760673"),
      new Known("NO: a name Enhetsregisteret does not know", lead("Prøvebedrift Sør AS", "NO").put("org_number", "912345602"),
        "review", "register.name_mismatch"),
      // Finland: FI VAT = FI + the Y-tunnus digits
      new Known("FI: a consistent company", lead("Koetehdas Oy", "FI").put("business_id", "1234560-4")
        .put("vat_number", "FI12345604"), "verified", null),
      new Known("FI: a ceased company, looked up from its VAT number", lead("Lopetettu Oy", "FI")
        .put("vat_number", "FI12345612"), "reject", "register.dissolved", "endDate 2024-06-30"),
      new Known("FI: the VAT number of another company", lead("Koetehdas Oy", "FI").put("business_id", "1234560-4")
        .put("vat_number", "FI76543212"), "review", "vat.register_number_mismatch", "7654321-2"),
      new Known("FI: a name YTJ does not know", lead("Koetehdas Holding Oy", "FI").put("business_id", "1234560-4"),
        "review", "register.name_mismatch"),
      // Czechia: a legal person's CZ VAT = CZ + IČO
      new Known("CZ: a consistent company", lead("Zkušební výroba, s.r.o.", "CZ").put("ico", "12345679")
        .put("vat_number", "CZ12345679"), "verified", null),
      new Known("CZ: a company in insolvency", lead("Úpadková výroba s.r.o.", "CZ").put("ico", "23456787"),
        "reject", "register.bankrupt", "stavZdrojeIr AKTIVNI"),
      new Known("CZ: the VAT number of another company", lead("Zkušební výroba s.r.o.", "CZ").put("ico", "12345679")
        .put("vat_number", "CZ76543218"), "review", "vat.register_number_mismatch", "76543218"),
      new Known("CZ: a name ARES does not know", lead("Zkušební obchod s.r.o.", "CZ").put("ico", "12345679"),
        "review", "register.name_mismatch"),
      // Poland: PL VAT = PL + NIP
      new Known("PL: a consistent company", lead("Próbna sp. z o.o.", "PL").put("nip", "123-456-32-18")
        .put("vat_number", "PL1234563218"), "verified", null),
      new Known("PL: a company struck off the VAT register, looked up from its VAT number",
        lead("Próbna Wykreślona sp. z o.o.", "PL").put("vat_number", "PL1234563224"), "review", "register.vat_struck_off",
        "Niezarejestrowany"),
      new Known("PL: the VAT number of another company", lead("Próbna sp. z o.o.", "PL").put("nip", "1234563218")
        .put("vat_number", "PL7654321005"), "review", "vat.register_number_mismatch", "7654321005"),
      new Known("PL: a name the register does not know", lead("Testowa sp. z o.o.", "PL").put("nip", "1234563218"),
        "review", "register.name_mismatch"),
      // LEI: the record's registration-authority id is the register number
      new Known("LEI: a consistent entity and its register", lead("Testco Industries", "FR")
        .put("lei", "5299009ZQX4TESTCO058").put("siren", "123456782"), "verified", null),
      new Known("LEI: an inactive entity", lead("Testco Liquidée", "FR").put("lei", "5299009ZQX4TESTCL051"),
        "reject", "register.dissolved", "INACTIVE"),
      new Known("LEI: the VAT number of another company", lead("Testco Industries", "FR").put("lei", "5299009ZQX4TESTCO058")
        .put("vat_number", "FR72555123454"), "review", "lei.register_mismatch", "123456782"),
      new Known("LEI: a name GLEIF does not know", lead("Testco Holding", "FR").put("lei", "5299009ZQX4TESTCO058"),
        "review", "register.name_mismatch", "TESTCO INDUSTRIES"));
  }

  private static JsonObject lead(String companyName, String country) {
    return new JsonObject().put("company_name", companyName).put("country", country);
  }

  @BeforeAll
  void start(Vertx vertx, VertxTestContext ctx) throws Exception {
    this.vertx = vertx;
    client = WebClient.create(vertx);
    try (ExtractSource extract = ExtractSource.open(Fixtures.path("registers/kbo-leads"))) {
      new EmbeddedLoader(dir.resolve("providers/kbo")).loadFull(extract, ExtractMeta.read(extract), new Progress(line -> { }));
    }
    assertEquals(0, GatewayCli.ingestSanctions(dir, "eu_fsf.xml", null));
    vies = FakeUpstream.create(vertx).post("/taxation_customs/vies/rest-api/check-vat-number", this::vies);
    kvk = FakeUpstream.create(vertx).get("/api/v1/basisprofielen/:kvk", this::basisprofiel);
    registers = RegisterFakes.create(vertx);
    FakeDns.start(vertx).compose(d -> {
      dns = d.mx("goudenketel.be", 10, "mx.goudenketel.be").mx("acme.nl", 10, "mx.acme.nl")
        .mx("alpenhandel.at", 10, "mx.alpenhandel.at").nullMx("nomail.test");
      return Future.all(vies.start(vertx), kvk.start(vertx), registers.start(vertx));
    }).compose(started -> ConfiguredGateway.start(vertx, dir, Map.of(
        "GATEHOUSE_UPSTREAM_OVERRIDES", overrides(), "KVK_API_KEY", "test-kvk-key",
        "COMPANIES_HOUSE_API_KEY", "test-companies-house-key", "EMAIL_RESOLVER", dns.address()),
        // the fixture list was published in the past: its age is not what these leads test
        new JsonObject().put("sanctions", new JsonObject().put("lists", new JsonArray().add("eu_fsf"))
          .put("max_age_days", 365_000).put("refresh", new JsonObject().put("enabled", false)))))
      .compose(g -> {
        gateway = g;
        return client.postAbs(g.baseUrl() + "/v1/keys/create").sendJsonObject(new JsonObject().put("email", "kyb@leads.test"));
      })
      .onComplete(ctx.succeeding(signup -> {
        key = signup.bodyAsJsonObject().getString("api_key");
        ctx.completeNow();
      }));
  }

  @AfterAll
  void stop(VertxTestContext ctx) {
    (gateway == null ? Future.<Void>succeededFuture() : gateway.stop())
      .compose(v -> Future.join(vies.close(), kvk.close(), registers.close(), dns.close()))
      .onComplete(ctx.succeedingThenComplete());
  }

  private String overrides() {
    return "ec.europa.eu=" + vies.baseUrl() + ",api.kvk.nl=" + kvk.baseUrl() + "," + RegisterFakes.overrides(registers.baseUrl());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("leads")
  void theVerdictIsTheKnownOne(Known known, VertxTestContext ctx) {
    verdict(known, ctx);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("openRegisterLeads")
  void theOpenRegistersGiveTheKnownVerdict(Known known, VertxTestContext ctx) {
    verdict(known, ctx);
  }

  private void verdict(Known known, VertxTestContext ctx) {
    verifyLead(known.lead())
      .onComplete(ctx.succeeding(result -> ctx.verify(() -> {
        assertNotNull(result.getJsonObject("structuredContent"), result.encodePrettily());
        JsonObject out = OutputContract.of("verify", "lead").check(result.getJsonObject("structuredContent"));
        List<String> reasons = out.getJsonArray("reasons").stream().map(r -> ((JsonObject) r).getString("code")).toList();
        assertEquals(known.verdict(), out.getString("verdict"), out.getJsonArray("findings").encodePrettily());
        if (known.reason() == null) assertTrue(reasons.isEmpty(), reasons.toString());
        else assertTrue(reasons.contains(known.reason()), known.reason() + " not in " + reasons);
        if (known.saying() != null) {
          String message = out.getJsonArray("reasons").stream().map(JsonObject.class::cast)
            .filter(r -> r.getString("code").equals(known.reason())).findFirst().orElseThrow().getString("message");
          assertTrue(message.contains(known.saying()), message);
        }
        // the peers really answered, each within the schema it declares
        for (Object c : out.getJsonArray("checks")) {
          JsonObject check = (JsonObject) c;
          if (check.containsKey("result")) {
            McpCalls.keepsContract(check.getString("tool"), new JsonObject().put("structuredContent", check.getJsonObject("result")));
          }
        }
        ctx.completeNow();
      })));
  }

  /**
   * verify_lead, waiting as the gateway says when the key's burst is spent: the free plan's 20 calls
   * (the nested checks counted) are fewer than these leads take one after another.
   */
  private Future<JsonObject> verifyLead(JsonObject lead) {
    return McpCalls.callTool(client, gateway.baseUrl() + "/mcp", key, "verify_lead", lead).compose(result -> {
      JsonArray content = result.getJsonArray("content", new JsonArray());
      if (!result.getBoolean("isError", false) || content.isEmpty()) return Future.succeededFuture(result);
      JsonObject error = new JsonObject(content.getJsonObject(content.size() - 1).getString("text"));
      if (!"rate-limited".equals(error.getString("type"))) return Future.succeededFuture(result);
      Promise<JsonObject> again = Promise.promise();
      vertx.setTimer(1000L * error.getLong("retry_after", 1L), t -> verifyLead(lead).onComplete(again));
      return again.future();
    });
  }

  @Test
  void aNumberNoRegisterHereReadsIsRefusedForWhatItLacks(VertxTestContext ctx) {
    verifyLead(new JsonObject().put("company_number", "10150817").put("country", "DK"))
      .compose(dk -> verifyLead(new JsonObject().put("company_name", "Acme").put("contact_name", "Jan Peeters")
        .put("contact_birth_date", "2099-13-45")).map(date -> List.of(dk, date)))
      .onComplete(ctx.succeeding(both -> ctx.verify(() -> {
        List<JsonObject> errors = both.stream().map(result -> {
          assertTrue(result.getBoolean("isError", false), result.encodePrettily());
          JsonArray content = result.getJsonArray("content");
          return new JsonObject(content.getJsonObject(content.size() - 1).getString("text"));
        }).toList();
        assertEquals("bad-argument", errors.get(0).getString("type"), errors.get(0).encode());
        // the message is the error's text, beside its JSON details
        assertTrue(both.get(0).encode().contains("there is no register for DK here"), both.get(0).encode());
        assertEquals("bad-argument", errors.get(1).getString("type"), errors.get(1).encode());
        assertTrue(both.get(1).encode().contains("2099-13-45 is no date"), both.get(1).encode());
        ctx.completeNow();
      })));
  }

  @Test
  void aSanctionsListPublishedLongAgoIsNoClearAnswer(Vertx vertx, VertxTestContext ctx) throws Exception {
    // the EU fixture list was published 2026-03-02: older than the shipped maximum age of 7 days
    Path data = Files.createDirectories(dir.resolve("stale-lists"));
    assertEquals(0, GatewayCli.ingestSanctions(data, "eu_fsf.xml", null));
    JsonObject lead = new JsonObject().put("company_name", "Acme Nederland").put("country", "NL")
      .put("vat_number", "NL004495445B01").put("kvk_number", "68750110").put("email", "jan@acme.nl");
    Gateway[] stale = new Gateway[1];
    // a Vert.x of its own: gateways on one Vert.x share their providers' event-bus addresses
    Vertx own = Vertx.vertx();
    ConfiguredGateway.start(own, data, Map.of(
        "GATEHOUSE_UPSTREAM_OVERRIDES", overrides(), "KVK_API_KEY", "test-kvk-key", "EMAIL_RESOLVER", dns.address()),
        new JsonObject().put("sanctions", new JsonObject().put("lists", new JsonArray().add("eu_fsf"))
          .put("refresh", new JsonObject().put("enabled", false))))
      .compose(g -> {
        stale[0] = g;
        return client.postAbs(g.baseUrl() + "/v1/keys/create").sendJsonObject(new JsonObject().put("email", "kyb@leads.test"));
      })
      .compose(signup -> McpCalls.callTool(client, stale[0].baseUrl() + "/mcp", signup.bodyAsJsonObject().getString("api_key"),
        "verify_lead", lead))
      .eventually(() -> stale[0] == null ? Future.<Void>succeededFuture() : stale[0].stop())
      // closed after the answer is read: a Vert.x closed from its own event loop runs no more callbacks
      .andThen(ar -> own.close())
      .onComplete(ctx.succeeding(result -> ctx.verify(() -> {
        JsonObject out = OutputContract.of("verify", "lead").check(result.getJsonObject("structuredContent"));
        assertEquals("review", out.getString("verdict"), out.getJsonArray("findings").encodePrettily());
        JsonObject reason = out.getJsonArray("reasons").getJsonObject(0);
        assertEquals("sanctions.incomplete", reason.getString("code"), out.getJsonArray("reasons").encodePrettily());
        assertTrue(reason.getString("message").contains("eu_fsf stale"), reason.getString("message"));
        assertTrue(reason.getString("message").contains("(stale: published 2026-03-02"), reason.getString("message"));
        ctx.completeNow();
      })));
  }

  /** VIES REST in its documented shapes: a verdict, or an error wrapper in a 500 for Germany's register. */
  private void vies(RoutingContext rc) {
    rc.request().body().onSuccess(body -> {
      JsonObject request = body.toJsonObject();
      String number = request.getString("countryCode") + request.getString("vatNumber");
      rc.response().putHeader("Content-Type", "application/json");
      if (number.startsWith("DE")) {
        rc.response().setStatusCode(500).end(new JsonObject().put("actionSucceed", false)
          .put("errorWrappers", new JsonArray().add(new JsonObject().put("error", "MS_UNAVAILABLE"))).encode());
        return;
      }
      String name = switch (number) {
        case "BE0410123423" -> "NV BROUWERIJ DE GOUDEN KETEL";
        case "BE0412121227" -> "BV DRUKKERIJ VAN DAMME";
        case "NL004495445B01" -> "ACME NEDERLAND B.V.";
        case "ATU13585627" -> "---";
        case "BE0750456732" -> "---";
        case "BE0530345619" -> "BV BAKKERIJ JANSSENS";
        case "BE0876543270" -> "BV NIEUW BEDRIJF";
        case "FR11123456782" -> "TESTCO INDUSTRIES";
        case "FR72555123454" -> "AUTRE SOCIETE";
        case "FI12345604" -> "Koetehdas Oy";
        case "FI76543212" -> "Toinen Yritys Oy";
        case "CZ12345679" -> "Zkušební výroba s.r.o.";
        case "CZ76543218" -> "JINÁ FIRMA S.R.O.";
        case "PL1234563218" -> "PRÓBNA SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ";
        case "PL7654321005" -> "INNA SPÓŁKA SP. Z O.O.";
        case "XI123456782" -> "OTHER TRADING LIMITED";
        default -> null;
      };
      rc.response().end(new JsonObject().put("countryCode", request.getString("countryCode"))
        .put("vatNumber", request.getString("vatNumber")).put("requestDate", "2026-11-26T09:00:00.000Z")
        .put("valid", name != null).put("name", name == null ? "---" : name).put("address", "---").encode());
    });
  }

  /** KvK Basisprofiel v1 as documented: names, and materieleRegistratie.datumEinde once a registration ended. */
  private void basisprofiel(RoutingContext rc) {
    String number = rc.pathParam("kvk");
    JsonObject profile = switch (number) {
      case "68750110" -> new JsonObject().put("kvkNummer", number).put("naam", "Acme Nederland B.V.")
        .put("statutaireNaam", "Acme Nederland B.V.")
        .put("handelsnamen", new JsonArray().add(new JsonObject().put("naam", "Acme Nederland").put("volgorde", 0)))
        .put("materieleRegistratie", new JsonObject().put("datumAanvang", "20100101"))
        .put("_embedded", new JsonObject().put("eigenaar", new JsonObject().put("rsin", "004495445").put("rechtsvorm", "BeslotenVennootschap")));
      case "69599084" -> new JsonObject().put("kvkNummer", number).put("naam", "Test EMZ Dagobert")
        .put("handelsnamen", new JsonArray().add(new JsonObject().put("naam", "Test EMZ Dagobert").put("volgorde", 0)))
        .put("materieleRegistratie", new JsonObject().put("datumAanvang", "20150101").put("datumEinde", "20240630"));
      default -> null;
    };
    rc.response().putHeader("Content-Type", "application/json");
    if (profile == null) {
      rc.response().setStatusCode(404).end(new JsonObject().put("fout", new JsonArray().add(new JsonObject()
        .put("code", "IPD0004").put("omschrijving", "Het kvkNummer " + number + " is niet gevonden"))).encode());
      return;
    }
    rc.response().end(profile.put("links", new JsonArray().add(new JsonObject().put("rel", "self"))).encode());
  }
}
