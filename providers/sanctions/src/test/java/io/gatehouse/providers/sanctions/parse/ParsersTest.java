package io.gatehouse.providers.sanctions.parse;

import io.gatehouse.providers.sanctions.Fixtures;
import io.gatehouse.providers.sanctions.model.EntityType;
import io.gatehouse.providers.sanctions.model.EntryName;
import io.gatehouse.providers.sanctions.model.ListEntry;
import io.gatehouse.providers.sanctions.model.NameKind;
import io.gatehouse.providers.sanctions.model.SanctionsList;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.time.Instant;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ParsersTest {

  private static final Instant NOW = Instant.parse("2026-03-20T08:00:00Z");

  @Test
  void euFinancialSanctionsFiles() throws IOException {
    SanctionsList list = ListFormat.EU_XML.parser().parse(Fixtures.path("eu_fsf.xml"), NOW);
    assertEquals("eu_fsf", list.info().id());
    assertEquals("150123", list.info().version());
    assertEquals("2026-03-02T10:15:00.000+01:00", list.info().published());
    assertEquals(3, list.info().entries());

    ListEntry petrenko = entry(list, "EU.9101.11");
    assertEquals(EntityType.PERSON, petrenko.type());
    assertEquals(List.of("UKR"), petrenko.programmes());
    assertEquals(new EntryName("Viktor Aleksandrovich Petrenko", NameKind.PRIMARY), petrenko.names().get(0));
    // the Cyrillic spelling folds to the primary name's tokens, so it adds nothing to match on
    assertEquals(new EntryName("Vitya Petrenko", NameKind.WEAK_ALIAS), petrenko.names().get(1));
    assertEquals(2, petrenko.names().size());
    assertEquals(List.of("1961-03-14"), petrenko.birthDates());
    assertEquals(List.of("RU"), petrenko.countries());

    ListEntry sgem = entry(list, "EU.9102.22");
    assertEquals(EntityType.ORGANISATION, sgem.type());
    assertEquals(List.of("SY"), sgem.countries());
    assertEquals(List.of("1970"), entry(list, "EU.9103.33").birthDates());
    assertEquals(List.of(), entry(list, "EU.9103.33").countries(), "00/UNKNOWN is no country");
  }

  @Test
  void ofacLegacyCsvJoinsItsFourFiles() throws IOException {
    SanctionsList list = ListFormat.OFAC_CSV.parser().parse(Fixtures.path("ofac-csv"), NOW);
    assertEquals("ofac_sdn", list.info().id());
    assertTrue(list.info().version().startsWith("sha256:"), list.info().version());
    assertEquals(3, list.entries().size());

    ListEntry khalilov = entry(list, "90001");
    assertEquals(EntityType.PERSON, khalilov.type());
    assertEquals(List.of("CYBER2", "RUSSIA-EO14024"), khalilov.programmes());
    assertEquals("KHALILOV, Rustam Farkhadovich", khalilov.primaryName());
    assertTrue(khalilov.names().contains(new EntryName("HALILOV, Rustam", NameKind.ALIAS)));
    assertTrue(khalilov.names().contains(new EntryName("RUSTY", NameKind.WEAK_ALIAS)), "quoted a.k.a. in remarks");
    assertEquals(List.of("1979-11-05"), khalilov.birthDates());
    assertEquals(List.of("RU"), khalilov.countries());

    ListEntry harbor = entry(list, "90002");
    assertEquals(EntityType.ORGANISATION, harbor.type());
    assertEquals(List.of("AE"), harbor.countries());
    assertEquals(EntityType.VESSEL, entry(list, "90003").type());
  }

  @Test
  void ofacCsvFromTheSdnFileFindsItsCompanions() throws IOException {
    SanctionsList list = ListFormat.OFAC_CSV.parser().parse(Fixtures.path("ofac-csv/sdn.csv"), NOW);
    assertEquals(3, entry(list, "90001").names().size());
  }

  @Test
  void ofacSdnXml() throws IOException {
    SanctionsList list = ListFormat.OFAC_XML.parser().parse(Fixtures.path("ofac_sdn.xml"), NOW);
    assertEquals("ofac_sdn", list.info().id());
    assertEquals("2026-03-15", list.info().published());
    ListEntry morales = entry(list, "91001");
    assertEquals(EntityType.PERSON, morales.type());
    assertEquals("MORALES QUINTERO, Hector Manuel", morales.primaryName());
    assertTrue(morales.names().contains(new EntryName("QUINTERO, Hector", NameKind.ALIAS)));
    assertTrue(morales.names().contains(new EntryName("EL FLACO", NameKind.WEAK_ALIAS)));
    assertEquals(List.of("1968-03-12"), morales.birthDates());
    assertEquals(List.of("CO"), morales.countries());
    assertEquals(EntityType.ORGANISATION, entry(list, "91002").type());
  }

  @Test
  void unConsolidatedList() throws IOException {
    SanctionsList list = ListFormat.UN_XML.parser().parse(Fixtures.path("un_consolidated.xml"), NOW);
    assertEquals("un_sc", list.info().id());
    assertEquals("2026-01-10T00:00:05.120Z", list.info().version());
    ListEntry person = entry(list, "QDi.901");
    assertEquals("MOHAMMED ABDULLAH AL-RASHIDI", person.primaryName());
    assertEquals(List.of("Al-Qaida"), person.programmes());
    assertEquals(new EntryName("Abu Fahd", NameKind.WEAK_ALIAS), person.names().get(2));
    assertEquals(List.of("1975"), person.birthDates());
    assertEquals(List.of("YE"), person.countries());
    ListEntry trust = entry(list, "QDe.901");
    assertEquals(EntityType.ORGANISATION, trust.type());
    assertEquals(List.of("PK"), trust.countries());
  }

  @Test
  void ukSanctionsList() throws IOException {
    SanctionsList list = ListFormat.UK_XML.parser().parse(Fixtures.path("uk_sanctions_list.xml"), NOW);
    assertEquals("uk_fcdo", list.info().id());
    assertEquals("2026-02-20", list.info().published());
    ListEntry volkov = entry(list, "RUS9001");
    assertEquals("Ivan Sergeyevich VOLKOV", volkov.primaryName());
    assertEquals(new EntryName("Iwan WOLKOW", NameKind.WEAK_ALIAS), volkov.names().get(1));
    assertEquals(new EntryName("Иван Сергеевич Волков", NameKind.ALIAS), volkov.names().get(2));
    assertEquals(List.of("1972-04-02"), volkov.birthDates());
    assertEquals(List.of("RU"), volkov.countries());
    assertEquals(List.of("The Russia (Sanctions) (EU Exit) Regulations 2019"), volkov.programmes());
    assertEquals(EntityType.ORGANISATION, entry(list, "RUS9002").type());
  }

  @Test
  void formatsAreDetectedFromContent() throws IOException {
    assertEquals(ListFormat.EU_XML, FormatDetector.detect(Fixtures.path("eu_fsf.xml")).format());
    assertEquals(ListFormat.OFAC_XML, FormatDetector.detect(Fixtures.path("ofac_sdn.xml")).format());
    assertEquals(ListFormat.UN_XML, FormatDetector.detect(Fixtures.path("un_consolidated.xml")).format());
    assertEquals(ListFormat.UK_XML, FormatDetector.detect(Fixtures.path("uk_sanctions_list.xml")).format());
    assertEquals(ListFormat.OFAC_CSV, FormatDetector.detect(Fixtures.path("ofac-csv")).format());
    assertEquals(ListFormat.OFAC_CSV, FormatDetector.detect(Fixtures.path("ofac-csv/sdn.csv")).format());
    assertEquals(ListFormat.UK_XML, FormatDetector.resolve(Fixtures.path("uk_sanctions_list.xml"), "uk").format());
  }

  @Test
  void birthDatesInEveryListSpelling() {
    assertEquals(List.of("1963-07-28"), Dates.normalize("28 Jul 1963"));
    assertEquals(List.of("1963-07"), Dates.normalize("Jul 1963"));
    assertEquals(List.of("1963"), Dates.normalize("circa 1963"));
    assertEquals(List.of("1962", "1963", "1964"), Dates.normalize("1962 to 1964"));
    assertEquals(List.of("1945"), Dates.normalize("dd/mm/1945"));
    assertEquals(List.of("1945-02"), Dates.normalize("dd/02/1945"));
    assertEquals(List.of("1924-02-21"), Dates.normalize("21/02/1924"));
    assertEquals(List.of("1978-04-01"), Dates.normalize("1978-04-01"));
  }

  private static ListEntry entry(SanctionsList list, String id) {
    return list.entries().stream().filter(e -> e.id().equals(id)).findFirst().orElseThrow(() -> new AssertionError(id));
  }
}
