package io.gatehouse.providers.sanctions.match;

import io.gatehouse.providers.sanctions.Fixtures;
import io.gatehouse.providers.sanctions.model.EntityType;
import io.gatehouse.providers.sanctions.model.SanctionsList;
import io.gatehouse.providers.sanctions.parse.ListFormat;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MatchingQualityTest {

  private static Screener screener;

  @BeforeAll
  static void index() throws IOException {
    Instant now = Instant.now();
    List<SanctionsList> lists = new ArrayList<>();
    lists.add(ListFormat.EU_XML.parser().parse(Fixtures.path("eu_fsf.xml"), now));
    lists.add(ListFormat.OFAC_CSV.parser().parse(Fixtures.path("ofac-csv"), now));
    lists.add(ListFormat.UN_XML.parser().parse(Fixtures.path("un_consolidated.xml"), now));
    lists.add(ListFormat.UK_XML.parser().parse(Fixtures.path("uk_sanctions_list.xml"), now));
    lists.add(ListFormat.OFAC_XML.parser().parse(Fixtures.path("ofac_sdn.xml"), now));
    screener = new Screener(ScreeningIndex.build(lists));
  }

  @Test
  void exactNameScoresOne() {
    Match top = top("Viktor Aleksandrovich Petrenko");
    assertEquals("EU.9101.11", top.entry().id());
    assertEquals(1.0, top.score());
    assertEquals("eu_fsf", top.list().id());
  }

  @Test
  void wordOrderDoesNotMatter() {
    assertEquals(top("Viktor Aleksandrovich Petrenko").score(), top("PETRENKO, Viktor Aleksandrovich").score());
    assertEquals("90001", top("Rustam Farkhadovich Khalilov").entry().id());
  }

  @Test
  void cyrillicInputMatchesTheRomanisedName() {
    Match volkov = top("Иван Волков");
    assertEquals("RUS9001", volkov.entry().id());
    assertTrue(volkov.score() >= 0.85, volkov.explanation().encodePrettily());
    assertEquals("EU.9101.11", top("Виктор Петренко").entry().id());
  }

  @Test
  void accentsAndGermanLettersFold() {
    Match gross = top("Jurgen Gross");
    assertEquals("EU.9103.33", gross.entry().id());
    assertEquals(1.0, gross.score());
    assertEquals("EU.9102.22", top("Societe Generale d'Exportation Maritime").entry().id());
  }

  @Test
  void aliasesMatchAndSayWhichNameMatched() {
    Match harbour = top("Blue Harbour Marine Trading");
    assertEquals("90002", harbour.entry().id());
    assertEquals("BLUE HARBOUR MARINE TRADING CO.", harbour.matchedName().name());
    assertEquals("alias", harbour.toJson().getString("name_kind"));
    Match light = top("Light of Guidance Foundation");
    assertEquals("QDe.901", light.entry().id());
  }

  @Test
  void legalFormsAreIgnored() {
    assertEquals(1.0, top("Blue Harbor Shipping").score());
    assertEquals(1.0, top("Stroytekh Engineering OOO").score());
  }

  @Test
  void spellingAndTransliterationVariantsStillMatch() {
    Match typo = top("Rustam Khalilof");
    assertEquals("90001", typo.entry().id());
    assertTrue(typo.score() >= 0.85, typo.explanation().encodePrettily());
    assertEquals("QDi.901", top("Muhammad Abdallah al Rashidi").entry().id());
    assertEquals("RUS9002", top("Stroitekh Engineering").entry().id());
    assertEquals("91001", top("Hector Morales Quintero").entry().id());
  }

  @Test
  void birthDateAgreementRaisesAndContradictionLowers() {
    double plain = top("Rustam Khalilov").score();
    double agreeing = screen(new Query("Rustam Khalilov", EntityType.PERSON, "1979-11-05", null, 0.5, 5)).get(0).score();
    double contradicting = screen(new Query("Rustam Khalilov", EntityType.PERSON, "1950", null, 0.5, 5)).get(0).score();
    assertTrue(agreeing > plain, agreeing + " vs " + plain);
    assertTrue(contradicting < plain - 0.1, contradicting + " vs " + plain);
    assertTrue(screen(new Query("Rustam Khalilov", EntityType.PERSON, "1950", null, 0.85, 5)).isEmpty(),
      "a contradicting birth date takes a surname-and-first-name match below the default threshold");
  }

  @Test
  void countryAgreementRaisesAndContradictionLowers() {
    double plain = top("Ivan Sergeyevich Volkov").score();
    Match russian = screen(new Query("Ivan Sergeyevich Volkov", EntityType.UNKNOWN, null, "RU", 0.5, 5)).get(0);
    Match french = screen(new Query("Ivan Sergeyevich Volkov", EntityType.UNKNOWN, null, "FR", 0.5, 5)).get(0);
    assertTrue(french.score() < plain);
    assertEquals(1.0, russian.score());
    assertTrue(french.explanation().getJsonArray("features").encode().contains("country"));
  }

  @Test
  void typeFiltersEntries() {
    assertTrue(screen(new Query("Ocean Pearl", EntityType.PERSON, null, null, 0.85, 5)).isEmpty());
    assertEquals("90003", screen(new Query("Ocean Pearl", EntityType.ORGANISATION, null, null, 0.85, 5)).get(0).entry().id());
  }

  @Test
  void weakAliasesCountForLess() {
    Match fahd = top("Abu Fahd");
    assertEquals("QDi.901", fahd.entry().id());
    assertEquals(0.95, fahd.score());
    assertTrue(fahd.explanation().getString("summary").contains("weak_alias"), fahd.explanation().encode());
  }

  @Test
  void unrelatedNamesStayBelowTheThreshold() {
    for (String name : List.of("Victor Peterson", "John Smith", "Maria Schmidt", "Ivan Petrov", "Blue Ocean Consulting",
      "Mohammed Khan", "Hector Lopez", "Rustam Nazarov", "Engineering Solutions GmbH")) {
      List<Match> found = screen(new Query(name, EntityType.UNKNOWN, null, null, 0.85, 5));
      assertTrue(found.isEmpty(), name + " matched " + (found.isEmpty() ? "" : found.get(0).toJson().encodePrettily()));
    }
  }

  @Test
  void explanationNamesTokensFeaturesAndScore() {
    Match match = screen(new Query("Viktor Petrenko", EntityType.PERSON, "1961", "RU", 0.5, 5)).get(0);
    JsonObject explanation = match.explanation();
    assertEquals(List.of("aleksandrovich"), explanation.getJsonArray("unmatched_list_tokens").getList());
    assertEquals(3, explanation.getJsonArray("features").size(), explanation.encodePrettily());
    assertEquals("exact", explanation.getJsonArray("tokens").getJsonObject(0).getString("how"));
    assertTrue(explanation.getString("summary").endsWith("= " + match.score()), explanation.getString("summary"));
  }

  private static Match top(String name) {
    List<Match> matches = screen(new Query(name, EntityType.UNKNOWN, null, null, 0.5, 5));
    assertTrue(!matches.isEmpty(), "no match for " + name);
    return matches.get(0);
  }

  private static List<Match> screen(Query query) {
    return screener.screen(query);
  }
}
